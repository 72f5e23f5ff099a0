'use client'

import { ErrorLayout } from '@/components/layout/error-layout'
import { useSite } from '@/components/layout/site-context.client'

/**
 * SPEC §2 error page for anything but 404: title is the status code, breadcrumb "Internal Server
 * Error". Client component: Next requires error boundaries to be. The homepage link clears the
 * error (reset) and goes to /.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { brandName, origin } = useSite()
  return (
    <>
      <title>{`500 | ${brandName}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorLayout
        brandName={brandName}
        origin={origin}
        crumb="Internal Server Error"
        heading="Oops, something went wrong."
        onHome={reset}
      >
        <p>We are currently resolving the issue. Please try again later.</p>
      </ErrorLayout>
    </>
  )
}
