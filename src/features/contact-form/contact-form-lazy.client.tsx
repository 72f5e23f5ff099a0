'use client'

import { lazy } from 'react'
import type { ContactFormClientProps } from './contact-form.client'

// React.lazy, not next/dynamic: the same server rendering, without next/dynamic's ~2 KB of loader code
// in every page's first load (the not-found boundary in the root layout renders this island too)
const ContactFormClient = lazy(() => import('./contact-form.client').then((m) => ({ default: m.ContactFormClient })))

/**
 * The form's island as a chunk of its own: rendered on the server as usual, its code fetched only by
 * a page that shows it. No Suspense boundary of its own, on purpose: React outlines a large suspended
 * boundary in the prerendered HTML and reveals it after the first paint (a layout shift), and on the
 * client a navigation simply waits for the chunk. Until the code has hydrated the form, its controls
 * are disabled (see the island), so nothing a visitor types is lost.
 */
export function LazyContactFormClient(props: ContactFormClientProps) {
  return <ContactFormClient {...props} />
}
