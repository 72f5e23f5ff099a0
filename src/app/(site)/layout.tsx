import type { Metadata } from 'next'
import type React from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getSiteSettings } from '@/features/content/site-settings.server'
import { siteConfig } from '@/lib/site-config'
import { sans, serif } from '../fonts'
import '../globals.css'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    metadataBase: new URL(site.origin),
    title: { default: site.brandName, template: `%s | ${site.brandName}` },
    description: site.defaultDescription,
  }
}

/** The default layout: header with mega menu, main content, footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const site = siteConfig()
  const settings = await getSiteSettings()
  return (
    <html lang="en" className={`${sans.variable} ${serif.variable}`}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader brandName={site.brandName} settings={settings} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter brandName={site.brandName} settings={settings} />
      </body>
    </html>
  )
}
