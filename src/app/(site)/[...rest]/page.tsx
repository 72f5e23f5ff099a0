import { notFound } from 'next/navigation'

/** Any address no route claims renders the site's 404 inside the site's layouts. */
export default function CatchAll(): never {
  notFound()
}
