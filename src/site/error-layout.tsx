import Link from '@/components/link'
import type React from 'react'
import { BreadcrumbNav } from '@/components/breadcrumb-trail'
import { CompassDrawing } from './compass-drawing'

type Props = {
  brandName: string
  origin: string
  crumb: string
  heading: string
  children?: React.ReactNode
  /** Runs before the homepage link navigates (the error boundary clears its error). */
  onHome?: () => void
}

/** The error layout of requirements §2: breadcrumb, heading, explanation and a way home. */
export function ErrorLayout({ brandName, origin, crumb, heading, children, onHome }: Props) {
  return (
    <div>
      <BreadcrumbNav brandName={brandName} origin={origin} crumbs={[{ title: crumb }]} />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <div className="flex items-center justify-between gap-6">
          <h1 className="text-4xl font-bold">{heading}</h1>
          <CompassDrawing className="w-16 shrink-0 sm:w-32" />
        </div>
        <div className="mt-6 space-y-4 text-lg">{children}</div>
        <Link
          href="/"
          onClick={onHome}
          className="mt-8 inline-block rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-accent"
        >
          Go to the homepage
        </Link>
      </section>
    </div>
  )
}
