import '@/cms/provide-config'
import type React from 'react'
import { siteConfig } from '@/lib/site-config'
import { ardenSans, ardenSerif } from '@/site/fonts'
import '@/site/globals.css'

/** The single layout (requirements §2): no header, menu or footer, only the page on a plain background. */
export default function SingleLayout({ children }: { children: React.ReactNode }) {
  const site = siteConfig()
  return (
    <html lang="en" className={`${ardenSans.variable} ${ardenSerif.variable}`}>
      {/* top-aligned, not centred: the page streams in after this shell, and a centred box moved up as it
          grew (a layout shift of 0.06-0.15 on a slow phone) */}
      <body className="flex min-h-screen items-start justify-center bg-sand px-4 pb-8 pt-[12vh] font-sans antialiased">
        <main className="w-full max-w-md rounded bg-white p-8 shadow">
          <p className="mb-6 text-center font-serif text-2xl font-bold text-brand">{site.brandName}</p>
          {children}
        </main>
      </body>
    </html>
  )
}
