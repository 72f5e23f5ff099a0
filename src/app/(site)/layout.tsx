import '@/cms/provide-config'
import type { Metadata } from 'next'
import type React from 'react'
import { SiteDocument } from '@/site/site-document'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    metadataBase: new URL(site.origin),
    title: { default: site.brandName, template: `%s | ${site.brandName}` },
    description: site.defaultDescription,
  }
}

/** The default layout: header with mega menu, main content, footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
