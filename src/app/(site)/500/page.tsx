import type { Metadata } from 'next'
import { connection } from 'next/server'
import { siteConfig, pageTitle } from '@/lib/site-config'

/** Thrown on purpose so /500 answers with the real status and the error page of SPEC §2. */
class ServerErrorPage extends Error {
  constructor() {
    super('The /500 page shows the server error page.')
    this.name = 'ServerErrorPage'
  }
}

/** The title is the status code (SPEC §2), also while the error boundary replaces the page. */
export function generateMetadata(): Metadata {
  return { title: { absolute: pageTitle('500', siteConfig().brandName) }, robots: { index: false, follow: true } }
}

/**
 * /500 (SPEC §2): rendered per request, never prerendered, and always fails, so the visitor sees
 * the error boundary (error.tsx) with HTTP status 500.
 */
export default async function ServerErrorRoute(): Promise<never> {
  await connection()
  throw new ServerErrorPage()
}
