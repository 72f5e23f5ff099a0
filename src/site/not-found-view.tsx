import Link from '@/components/link'
import { ErrorLayout } from '@/site/error-layout'
import { ContactForm } from '@/content/leads/contact-form'
import { siteConfig } from '@/lib/site-config'
import { LazyMissingAddress } from '../features/errors/missing-address-lazy.client'
import { MissingAddressText } from '../features/errors/missing-address-text'

/**
 * requirements §2 404 page: names the missing address, links home, mentions search and contact, then the
 * form. With `path` (the not-found page of unknown addresses, rendered per request) the address is
 * in the server's HTML; without it (the boundary of a route whose parameter names nothing, shared
 * by every page and so static) the browser fills it in.
 */
export function NotFoundView({ path }: { path?: string }) {
  const site = siteConfig()
  return (
    <>
      <ErrorLayout brandName={site.brandName} origin={site.origin} crumb="Not found" heading="Oops, you are lost.">
        {path === undefined ? <LazyMissingAddress /> : <MissingAddressText path={path} />}
        <p>
          Try the{' '}
          <Link href="/search" className="text-brand-accent underline">
            search
          </Link>
          , or{' '}
          <Link href="/contact-us" className="text-brand-accent underline">
            contact us
          </Link>{' '}
          with the form below and we will point you in the right direction.
        </p>
      </ErrorLayout>
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <ContactForm />
      </section>
    </>
  )
}
