import { LazyContactFormClient } from '@/features/contact-form/contact-form-lazy.client'
import { contactFormIslandProps, type ContactFormProps } from './contact-form-props.server'

export type { ContactFormProps } from './contact-form-props.server'

/**
 * The contact form with its data. The island is rendered on the server as usual, but its code is a
 * chunk of its own, fetched only by a page that shows the form: a route's first load holds every
 * client component its files import, so a plain import would ship the form to every page that merely
 * could show one (any page with content blocks, and every page through the not-found boundary).
 */
export async function ContactForm(props: ContactFormProps) {
  return <LazyContactFormClient {...await contactFormIslandProps(props)} />
}
