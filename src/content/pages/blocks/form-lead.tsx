import type { CallToActionBlock } from '@/payload-types'
import type { PageBlock } from './render-blocks'

/**
 * Whether the block at `i` is a call to action right before a contact form. The form is then the
 * page's next step, so the call to action only introduces it: a button to the contact page above a
 * form that sends the same message would be two next steps in a row.
 */
export function leadsIntoForm(blocks: readonly PageBlock[], i: number): boolean {
  return blocks[i]?.blockType === 'callToAction' && blocks[i + 1]?.blockType === 'contactForm'
}

/**
 * On a page in another language, a word to the reader that the form below keeps its English texts (its
 * heading, labels and button are fixed by the specification), and that they may write in their own.
 */
export const FORM_IN_ENGLISH: Readonly<Record<string, string>> = {
  fr: 'Le formulaire ci-dessous est en anglais, mais vous pouvez nous écrire en français : un associé francophone vous répondra.',
}

/**
 * A call to action's heading and text as the heading of the form's section, without its button: the
 * form's own heading ("Get in touch") is then one level below it, and the panel beside starts level with it.
 */
export function FormLead({ block, lang }: { block: CallToActionBlock; lang?: string }) {
  const note = lang ? FORM_IN_ENGLISH[lang] : undefined
  return (
    <div className="mb-8">
      <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>
      {block.text ? <p className="mt-3 text-lg text-muted">{block.text}</p> : null}
      {note ? <p className="mt-3 text-sm text-muted">{note}</p> : null}
    </div>
  )
}
