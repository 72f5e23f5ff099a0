import type { ReactNode } from 'react'
import { ContactForm } from '@/content/leads/contact-form'
import type { Office } from '@/payload-types'

/**
 * The contact form at the foot of an office's pages, sent to that office. `aside` goes beside it
 * from `lg` (the office page's map and address), below it on a phone.
 */
export function OfficeContactForm({
  office,
  aside,
}: {
  office: Pick<Office, 'title' | 'officeId'>
  aside?: ReactNode
}) {
  const form = <ContactForm addressee={office.title} officeId={office.officeId} />
  if (!aside) return <section className="reading py-10">{form}</section>
  return (
    <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-10 px-4 py-10 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
      <section>{form}</section>
      {aside}
    </div>
  )
}
