import { BREADCRUMB_CLASS, BreadcrumbTrail, type BreadcrumbProps } from './breadcrumb-trail'

export type { Crumb } from './breadcrumb-trail'

/** The breadcrumb of every page but home (a server component). */
export function Breadcrumb(props: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={BREADCRUMB_CLASS}>
      <BreadcrumbTrail {...props} />
    </nav>
  )
}
