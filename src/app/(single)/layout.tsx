import type React from 'react'
import { siteConfig } from '@/lib/site-config'
import { ardenSans, ardenSerif } from '../fonts'
import '../globals.css'

/** The single layout (SPEC §2): no header, menu or footer, only the page on a plain background. */
export default function SingleLayout({ children }: { children: React.ReactNode }) {
  const site = siteConfig()
  return (
    <html lang="en" className={`${ardenSans.variable} ${ardenSerif.variable}`}>
      <body className="flex min-h-screen items-center justify-center bg-sand font-sans antialiased">
        <main className="w-full max-w-md rounded bg-white p-8 shadow">
          <p className="mb-6 text-center font-serif text-2xl font-bold text-brand">{site.brandName}</p>
          {children}
        </main>
      </body>
    </html>
  )
}
