import type { ReactNode } from 'react'
import Link from '@/components/link'

/**
 * What a visitor can expect once they send the form, beside it: who reads it, when they answer, what
 * happens to their details. Where a page has nothing of its own to put beside its form.
 */
export function FormNextSteps({ addressee }: { addressee?: string }) {
  return (
    // level with the form's panel, and on screen beside it while the visitor scrolls down a long form
    <section
      data-aside=""
      aria-labelledby="form-next-steps"
      className="h-fit self-start rounded-card bg-sand p-6 lg:sticky lg:top-24"
    >
      <h2 id="form-next-steps" className="text-xl font-bold">
        What happens next
      </h2>
      <ol className="mt-4 space-y-3 text-sm">
        <li>
          <strong className="font-semibold">Your message goes straight to {addressee ?? 'the right consultant'}</strong>
          , not to a general inbox.
        </li>
        <li>
          <strong className="font-semibold">We reply within one business day</strong>, by email or by phone.
        </li>
        <li>
          <strong className="font-semibold">What you tell us stays confidential</strong>: we use it only to answer you
          (our{' '}
          <Link href="/privacy-policy" className="text-brand-accent underline">
            privacy policy
          </Link>
          ).
        </li>
      </ol>
    </section>
  )
}

/**
 * A page's closing form with a panel beside it from `lg` (below it on a phone), so a wide screen is
 * not a form with half the page empty beside it: `aside`, or what happens next.
 */
export function FormSection({
  form,
  aside,
  addressee,
  id,
}: {
  form: ReactNode
  aside?: ReactNode
  addressee?: string
  /** The section's anchor (`contact`: a page's links to its own form land on it). */
  id?: string
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-10 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
      <section id={id} className={id ? 'scroll-mt-20' : undefined}>
        {form}
      </section>
      {aside ?? <FormNextSteps addressee={addressee} />}
    </div>
  )
}
