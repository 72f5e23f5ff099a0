import type { Metadata } from 'next'
import type React from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteProvider } from '@/components/layout/site-context.client'
import { SiteHeader } from '@/components/layout/site-header'
import { getSiteSettings } from '@/features/content/site-settings.server'
import { SiteRuntime } from '@/features/runtime/site-runtime.client'
import { ConsentIntro } from '@/features/consent/consent-intro'
import { CONSENT_DEFAULTS_SCRIPT, CONSENT_PENDING_SCRIPT } from '@/features/consent/consent-state'
import { EARLY_ERROR_BUFFER_SCRIPT } from '@/features/errors/error-reporting'
import { browserThirdParties } from '@/features/tracking/tracking-config.server'
import { siteConfig } from '@/lib/site-config'
import { ardenSans, ardenSerif } from '../fonts'
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
  const thirdParties = browserThirdParties(settings)
  return (
    <html lang="en" suppressHydrationWarning className={`${ardenSans.variable} ${ardenSerif.variable}`}>
      <head>
        {/* first in the head: keeps errors raised before the error-reporting SDK loads */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_ERROR_BUFFER_SCRIPT }} />
        {/* before the first paint: shows the prerendered consent banner to a visitor without a choice */}
        {thirdParties.consentBanner ? <script dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} /> : null}
        {/* Consent Mode defaults before any tag */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
        {/* no first frame until <main> starts, i.e. the consent banner and header are whole: the parser
            yields midway through a long page, and a half-parsed header moved as the rest arrived
            (Chromium unblocks when the element is inserted; other browsers ignore it) */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteRuntime thirdParties={thirdParties} consentIntro={<ConsentIntro />} />
        <SiteHeader brandName={site.brandName} settings={settings} />
        <main id="main" className="flex-1">
          <SiteProvider brandName={site.brandName} origin={site.origin}>
            {children}
          </SiteProvider>
        </main>
        <SiteFooter brandName={site.brandName} settings={settings} />
      </body>
    </html>
  )
}
