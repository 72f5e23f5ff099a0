import type { ReactNode } from 'react'
import Link from '@/components/link'
import { BESIDE_TEXT } from '@/components/beside-text'

/** The panel's words in the languages pages are written in (the form's own words stay English, as SPEC.md has them). */
const NEXT_STEPS = {
  en: {
    heading: 'What happens next',
    straight: (addressee?: string) => `Your message goes straight to ${addressee ?? 'the right consultant'}`,
    inbox: ', not to a general inbox.',
    reply: 'We reply within one business day',
    how: ', by email or by phone.',
    confidential: 'What you tell us stays confidential',
    use: ': we use it only to answer you (our ',
    policy: 'privacy policy',
  },
  fr: {
    heading: 'Et ensuite ?',
    // an addressee is written in English ("our Accra team"): in French the panel names the role instead
    straight: () => 'Votre message va directement à l’associé concerné',
    inbox: ', et non à une adresse générale.',
    reply: 'Nous vous répondons sous un jour ouvré',
    how: ', par e-mail ou par téléphone.',
    confidential: 'Ce que vous nous confiez reste confidentiel',
    use: ' : nous ne l’utilisons que pour vous répondre (notre ',
    policy: 'politique de confidentialité',
  },
} as const

export type FormLanguage = keyof typeof NEXT_STEPS

/**
 * What a visitor can expect once they send the form, beside it: who reads it, when they answer, what
 * happens to their details. Where a page has nothing of its own to put beside its form.
 */
export function FormNextSteps({ addressee, lang = 'en' }: { addressee?: string; lang?: FormLanguage }) {
  const t = NEXT_STEPS[lang]
  return (
    // level with the form's panel, and on screen beside it while the visitor scrolls down a long form
    <section
      data-aside=""
      aria-labelledby="form-next-steps"
      lang={lang === 'en' ? undefined : lang}
      className="h-fit self-start rounded-card bg-sand p-6 lg:sticky lg:top-24"
    >
      <h2 id="form-next-steps" className="text-xl font-bold">
        {t.heading}
      </h2>
      <ol className="mt-4 space-y-3 text-sm">
        <li>
          <strong className="font-semibold">{t.straight(addressee)}</strong>
          {t.inbox}
        </li>
        <li>
          <strong className="font-semibold">{t.reply}</strong>
          {t.how}
        </li>
        <li>
          <strong className="font-semibold">{t.confidential}</strong>
          {t.use}
          <Link href="/privacy-policy" className="text-brand-accent underline">
            {t.policy}
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
  lang,
  lead,
}: {
  form: ReactNode
  /** The section's heading and introduction above the form (a call to action): the panel beside starts level with it. */
  lead?: ReactNode
  aside?: ReactNode
  addressee?: string
  /** The language of the page's own words (the panel's); the form's are English. */
  lang?: FormLanguage
  /** The section's anchor (`contact`: a page's links to its own form land on it). */
  id?: string
}) {
  return (
    <div className={BESIDE_TEXT}>
      <section id={id} className={id ? 'scroll-mt-20' : undefined}>
        {lead}
        {form}
      </section>
      {aside ?? <FormNextSteps addressee={addressee} lang={lang} />}
    </div>
  )
}
