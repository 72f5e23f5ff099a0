import type { Metadata } from 'next'
import Link from 'next/link'
import { ErrorLayout } from '@/components/layout/error-layout'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  return { title: { absolute: `404 | ${siteConfig().brandName}` }, robots: { index: false } }
}

export default function NotFound() {
  const site = siteConfig()
  return (
    <ErrorLayout brandName={site.brandName} origin={site.origin} crumb="Not found" heading="Oops, you are lost.">
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        Try the{' '}
        <Link href="/search" className="text-brand-accent underline">
          search
        </Link>{' '}
        or{' '}
        <Link href="/contact-us" className="text-brand-accent underline">
          contact us
        </Link>
        .
      </p>
    </ErrorLayout>
  )
}
