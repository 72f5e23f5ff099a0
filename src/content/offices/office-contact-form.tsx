import { ContactForm } from '@/content/leads/contact-form'
import type { Office } from '@/payload-types'

/** The contact form at the foot of an office's pages, sent to that office. */
export function OfficeContactForm({ office }: { office: Pick<Office, 'title' | 'officeId'> }) {
  return (
    <section className="reading py-10">
      <ContactForm addressee={office.title} officeId={office.officeId} />
    </section>
  )
}
