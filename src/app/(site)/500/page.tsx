import type { Metadata } from 'next'
import { ErrorLayout } from '@/site/error-layout'
import { SERVER_ERROR_TEXTS } from '@/features/errors/server-error-texts'
import { siteConfig, pageTitle } from '@/lib/site-config'

/** The title is the status code (requirements §2). */
export function generateMetadata(): Metadata {
  return { title: { absolute: pageTitle('500', siteConfig().brandName) }, robots: { index: false, follow: true } }
}

/**
 * /500 (requirements §2): the error page for anything but 404, prerendered, whole in the server's HTML. Next
 * sends its own /500 route with the status 500, so this page renders normally rather than throwing:
 * a page that throws is sent as an empty shell the browser draws (docs/decisions/0007).
 */
export default function ServerErrorRoute() {
  const site = siteConfig()
  return (
    <ErrorLayout
      brandName={site.brandName}
      origin={site.origin}
      crumb={SERVER_ERROR_TEXTS.crumb}
      heading={SERVER_ERROR_TEXTS.heading}
    >
      <p>{SERVER_ERROR_TEXTS.text}</p>
    </ErrorLayout>
  )
}
