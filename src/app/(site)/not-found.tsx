import type { Metadata } from 'next'
import { NotFoundView } from '@/site/not-found-view'
import { notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'

export function generateMetadata(): Metadata {
  return notFoundMetadata(siteConfig())
}

/**
 * The boundary for a route whose parameter names nothing (requirements §8 "Page Not Found"). Unknown
 * addresses never get here: the proxy sends them to app/global-not-found.tsx (docs/decisions/0007).
 */
export default function NotFound() {
  return <NotFoundView />
}
