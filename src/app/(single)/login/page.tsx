import type { Metadata } from 'next'
import Link from 'next/link'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  return { ...buildMetadata(siteConfig(), { title: 'Editor sign-in', path: '/login' }), robots: { index: false } }
}

/** Editors sign in here; the CMS keeps the session. */
export default function LoginPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Editor sign-in</h1>
      <p className="mt-3 text-muted">Sign in to edit the site&apos;s content and read leads.</p>
      <Link
        href="/admin/login"
        className="mt-6 inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-accent"
      >
        Continue to sign-in
      </Link>
    </div>
  )
}
