'use client'

import Link from 'next/link'

/** SPEC §2 error page for anything but 404. Client component: Next requires error boundaries to be. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div>
      <title>500</title>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 py-3 text-sm">
        <ol className="flex gap-2">
          <li>
            <Link href="/">Home</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>Internal Server Error</li>
        </ol>
      </nav>
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-bold">Oops, something went wrong.</h1>
        <p className="mt-6 text-lg">We are currently resolving the issue. Please try again later.</p>
        <Link
          href="/"
          onClick={() => reset()}
          className="mt-8 inline-block rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-accent"
        >
          Go to the homepage
        </Link>
      </section>
    </div>
  )
}
