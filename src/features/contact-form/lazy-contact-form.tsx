import { LazyContactFormClient } from './contact-form-lazy.client'
import { contactFormIslandProps, type ContactFormProps } from './contact-form-props.server'

/**
 * The contact form whose code loads only when it is shown. For the not-found page: its boundary
 * sits in the site's root layout, and everything a boundary imports is in every page's first load.
 * This file must not import the island itself.
 */
export async function LazyContactForm(props: ContactFormProps) {
  return <LazyContactFormClient {...await contactFormIslandProps(props)} />
}
