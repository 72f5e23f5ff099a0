import type { ReactNode } from 'react'
import { ContactForm } from '@/content/leads/contact-form'
import { FormSection } from '@/content/leads/form-section'
import type { Office } from '@/payload-types'

/**
 * The contact form at the foot of an office's pages, sent to that office, with `aside` beside it from
 * `lg` (the office page's map and address), else what happens next.
 */
export function OfficeContactForm({
  office,
  aside,
}: {
  office: Pick<Office, 'title' | 'officeId'>
  aside?: ReactNode
}) {
  // "Get in touch with our London team": the people who read it, not the city
  const team = `our ${office.title} team`
  return (
    <FormSection form={<ContactForm addressee={team} officeId={office.officeId} />} aside={aside} addressee={team} />
  )
}
