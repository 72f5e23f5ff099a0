import type React from 'react'
import { SiteFooter } from '@/site/site-footer'
import { SiteProvider } from '@/site/site-context.client'
import { SiteHeader } from '@/site/site-header'
import { getSiteSettings } from '@/content/site-settings/site-settings.server'
import { SiteRuntime } from '@/features/runtime/site-runtime.client'
import { ConsentIntro } from '@/features/consent/consent-intro'
import { CONSENT_DEFAULTS_SCRIPT, CONSENT_PENDING_SCRIPT } from '@/features/consent/consent-state'
import { EARLY_ERROR_BUFFER_SCRIPT } from '@/features/errors/error-reporting'
import { browserThirdParties } from '@/features/tracking/tracking-config.server'
import { siteConfig } from '@/lib/site-config'
import { ardenSans, ardenSerif } from '@/site/fonts'
import '@/site/globals.css'
// The contact form's island (its small lazy wrapper, not the form) belongs to the layout's chunk: the
// not-found boundary, whose chunk every page loads, and each page with a form would otherwise each
// carry a copy of it (a page's chunks share only what its layout's chunk already holds).
import '@/features/contact-form/contact-form-lazy.client'

/**
 * The default layout's document: header with mega menu, main content, footer. The site's layout
 * renders it around every page, and the not-found page of unknown addresses (app/global-not-found.tsx)
 * around itself, since Next renders that page outside any layout.
 */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  const site = siteConfig()
  const settings = await getSiteSettings()
  const thirdParties = browserThirdParties(settings)
  return (
    <html lang="en" suppressHydrationWarning className={`${ardenSans.variable} ${ardenSerif.variable}`}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layout's document (and global-not-found's) */}
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
