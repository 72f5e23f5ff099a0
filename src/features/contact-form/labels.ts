/**
 * Texts of the form's submit button and heading (requirements §9), word for word.
 */
import type { Topic, TopicId } from './topics'

export const SUBMIT_LABELS = {
  connect: 'Connect with consultant',
  download: 'Download Now',
  leadership: "Let's Get to Work",
  submit: 'Submit form',
} as const

export const HEADINGS = {
  paidSearch: 'Find Your Next Leader!',
  ebook: 'Download Free E-book',
  getInTouch: 'Get in touch',
} as const

/**
 * No topic: "Connect with consultant", or "Download Now" on the download form. leadership:
 * "Let's Get to Work". assessment, effective, succession: "Connect with consultant". Any other
 * topic (including download itself, as the spec words it): "Submit form".
 */
export function submitButtonLabel(
  topic: Topic | TopicId | '' | null | undefined,
  { download = false }: { download?: boolean } = {},
): string {
  const id = typeof topic === 'object' && topic !== null ? topic.id : topic
  if (!id) return download ? SUBMIT_LABELS.download : SUBMIT_LABELS.connect
  if (id === 'leadership') return SUBMIT_LABELS.leadership
  if (id === 'assessment' || id === 'effective' || id === 'succession') return SUBMIT_LABELS.connect
  return SUBMIT_LABELS.submit
}

/** The paid-search heading wins, then the e-book one, then "Get in touch [with {addressee}]". */
export function formHeading({
  paidSearch = false,
  ebook = false,
  addressee,
}: { paidSearch?: boolean; ebook?: boolean; addressee?: string | null } = {}): string {
  if (paidSearch) return HEADINGS.paidSearch
  if (ebook) return HEADINGS.ebook
  const name = addressee?.trim()
  return name ? `${HEADINGS.getInTouch} with ${name}` : HEADINGS.getInTouch
}
