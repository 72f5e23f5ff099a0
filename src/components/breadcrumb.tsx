import type { ReactNode } from 'react'
import { BREADCRUMB_CLASS, BreadcrumbTrail, type BreadcrumbProps } from './breadcrumb-trail'

export type { Crumb } from './breadcrumb-trail'

/**
 * The breadcrumb of every page but home (a server component). `end` stands at the line's right, outside
 * the breadcrumb's navigation (a page's other language).
 */
export function Breadcrumb({ end, ...props }: BreadcrumbProps & { end?: ReactNode }) {
  if (!end) {
    return (
      <nav aria-label="Breadcrumb" className={BREADCRUMB_CLASS}>
        <BreadcrumbTrail {...props} />
      </nav>
    )
  }
  return (
    <div className={`${BREADCRUMB_CLASS} flex items-center justify-between gap-4`}>
      <nav aria-label="Breadcrumb" className="min-w-0">
        <BreadcrumbTrail {...props} />
      </nav>
      {end}
    </div>
  )
}
