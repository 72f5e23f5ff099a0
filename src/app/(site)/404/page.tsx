import { notFound } from 'next/navigation'

/**
 * /404 (requirements §2): the site's own not-found page with its real status. Without this route Next
 * answers /404 with its built-in page, outside the site's layout.
 */
export default function NotFoundRoute(): never {
  notFound()
}
