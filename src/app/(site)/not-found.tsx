import type { Metadata } from 'next'
import Link from '@/components/link'
import { ErrorLayout } from '@/components/layout/error-layout'
import { ContactForm } from '@/features/contact-form/contact-form'
import { LazyMissingAddress } from '@/features/errors/missing-address-lazy.client'
import { notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  return notFoundMetadata(siteConfig())
}

/** SPEC §2 404 page: names the missing address, links home, mentions search and contact, then the form. */
export default function NotFound() {
  const site = siteConfig()
  return (
    <>
      <ErrorLayout brandName={site.brandName} origin={site.origin} crumb="Not found" heading="Oops, you are lost.">
        <LazyMissingAddress />
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
