'use client'

import dynamic from 'next/dynamic'

/**
 * The form's island as a chunk of its own, fetched only when rendered. For the not-found page:
 * its boundary sits in the site's root layout, so a plain import would put the form's code into
 * every page's first load.
 */
export const LazyContactFormClient = dynamic(() => import('./contact-form.client').then((m) => m.ContactFormClient))
