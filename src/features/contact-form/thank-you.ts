/**
 * Where a successful submit sends the visitor (requirements §2, "Thank-you destinations").
 */
import { resolveTopic, type Topic, type TopicId } from './topics'

export const THANK_YOU_PATHS = {
  cv: '/thank-you-submit-cv',
  join: '/thank-you-join-us',
  generic: '/thank-you',
} as const

/** The paid-search landing form has its own thank-you page per location. */
export const PAID_SEARCH_THANK_YOU_PATHS = {
  default: '/contact-us/executive-search-leadership-talent/thank-you',
  'middle-east': '/contact-us/executive-search-leadership-talent-middle-east/thank-you',
} as const

export type PaidSearchVariant = keyof typeof PAID_SEARCH_THANK_YOU_PATHS

/**
 * The thank-you path for a topic. A paid-search variant wins over the topic, since that form's
 * own page is the destination whatever the topic.
 */
export function thankYouPath(topic: Topic | TopicId, variant?: PaidSearchVariant): string {
  if (variant !== undefined) return PAID_SEARCH_THANK_YOU_PATHS[variant]
  const { id } = resolveTopic(topic)
  if (id === 'cv') return THANK_YOU_PATHS.cv
  if (id === 'join') return THANK_YOU_PATHS.join
  return THANK_YOU_PATHS.generic
}
