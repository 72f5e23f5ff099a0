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
  return (
    <FormSection
      form={<ContactForm addressee={office.title} officeId={office.officeId} />}
      aside={aside}
      addressee={`our ${office.title} team`}
    />
  )
}
