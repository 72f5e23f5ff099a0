import '@/cms/provide-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { SiteDocument } from '@/site/site-document'
import { MISSING_PATH_HEADER } from '@/features/errors/missing-path'
import { NotFoundView } from '@/site/not-found-view'
import { notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return { metadataBase: new URL(site.origin), description: site.defaultDescription, ...notFoundMetadata(site) }
}

/**
 * The 404 page of an address no route and no CMS page answers (docs/decisions/0007): Next's own
 * not-found route, which it renders on the server, so the page is whole without JavaScript. The
 * proxy sends such addresses here with the address asked for, which the page names.
 */
export default async function GlobalNotFound() {
  const path = (await headers()).get(MISSING_PATH_HEADER) ?? undefined
  return (
    <SiteDocument>
      <NotFoundView path={path} />
    </SiteDocument>
  )
}
