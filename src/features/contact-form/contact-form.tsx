import { ContactFormClient } from './contact-form.client'
import { contactFormIslandProps, type ContactFormProps } from './contact-form-props.server'

export type { ContactFormProps } from './contact-form-props.server'

/** The contact form with its data; the interactive part is the client island beside it. */
export async function ContactForm(props: ContactFormProps) {
  return <ContactFormClient {...await contactFormIslandProps(props)} />
}
