'use client'

import { lazy, Suspense } from 'react'
import { SERVER_ERROR_TEXTS } from '@/features/errors/server-error-texts'

// the page's code is fetched only when an error happens: the boundary is in every page's first load
const ServerErrorPage = lazy(() => import('@/site/server-error-page.client'))

/**
 * The error boundary of the site (Next requires it to be a client component). While the error
 * page's code loads, and should it fail to, the visitor already reads what went wrong.
 */
export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense
      fallback={
        <section className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-4xl font-bold">{SERVER_ERROR_TEXTS.heading}</h1>
          <p className="mt-6 text-lg">{SERVER_ERROR_TEXTS.text}</p>
        </section>
      }
    >
      <ServerErrorPage reset={reset} />
    </Suspense>
  )
}
