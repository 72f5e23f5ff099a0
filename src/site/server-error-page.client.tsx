'use client'

import { ErrorLayout } from '@/site/error-layout'
import { useSite } from '@/site/site-context.client'
import { SERVER_ERROR_TEXTS } from '../features/errors/server-error-texts'

/**
 * requirements §2 error page for anything but 404: title is the status code, breadcrumb "Internal Server
 * Error". The homepage link clears the error (reset) and goes to /.
 */
export default function ServerErrorPage({ reset }: { reset: () => void }) {
  const { brandName, origin } = useSite()
  return (
    <>
      <title>{`500 | ${brandName}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorLayout
        brandName={brandName}
        origin={origin}
        crumb={SERVER_ERROR_TEXTS.crumb}
        heading={SERVER_ERROR_TEXTS.heading}
        onHome={reset}
      >
        <p>{SERVER_ERROR_TEXTS.text}</p>
      </ErrorLayout>
    </>
  )
}
