/**
 * The contact-form topics of requirements §3: one row per topic, with its form id (the `{formId}` of
 * POST /api/v1/forms/{formId}), its dropdown label (null when the spec says "not listed") and
 * whether a personal (Gmail) address is allowed.
 */
export const TOPICS = [
  { id: 'cv', formId: 6, label: 'Submit my CV for consideration', personalMailAllowed: true },
  { id: 'leadership', formId: 7, label: 'Engage the firm for executive search services', personalMailAllowed: false },
  { id: 'assessment', formId: 8, label: 'Enquire about other services', personalMailAllowed: false },
  { id: 'effective', formId: 9, label: null, personalMailAllowed: false },
  { id: 'succession', formId: 10, label: null, personalMailAllowed: false },
  { id: 'join', formId: 11, label: 'Join the team', personalMailAllowed: true },
  { id: 'other', formId: 12, label: 'Other', personalMailAllowed: false },
  { id: 'download', formId: 13, label: null, personalMailAllowed: false },
] as const

export type Topic = (typeof TOPICS)[number]
export type TopicId = Topic['id']
export type TopicOf<T extends TopicId> = Extract<Topic, { id: T }>
export type CandidateTopicId = 'cv' | 'join'

export const TOPIC_IDS: readonly TopicId[] = TOPICS.map((t) => t.id)

const DROPDOWN_IDS = ['cv', 'leadership', 'assessment', 'join', 'other'] as const
export type DropdownTopic = TopicOf<(typeof DROPDOWN_IDS)[number]>

/** Only these five appear in the dropdown, in this order (requirements §3). */
export const DROPDOWN_TOPICS: readonly DropdownTopic[] = DROPDOWN_IDS.map(
  (id) => TOPICS.find((t) => t.id === id) as DropdownTopic,
)

/**
 * Names for topics the dropdown does not list, so analytics and the admin still get a readable
 * label. Not spec text: the spec only says these topics are "not listed".
 */
const UNLISTED_TOPIC_NAMES: Record<Extract<Topic, { label: null }>['id'], string> = {
  effective: 'Effective leadership',
  succession: 'Succession planning',
  download: 'Download e-book',
}

// Canonical decimal only: "7" yes; "07", "7a", " 7", "../7", "7.0" no. Keeps one URL per form.
const CANONICAL_FORM_ID = /^[1-9][0-9]{0,5}$/

export function topicByFormId(formId: string | number): Topic | undefined {
  let n: number
  if (typeof formId === 'number') {
    if (!Number.isSafeInteger(formId)) return undefined
    n = formId
  } else if (typeof formId === 'string' && CANONICAL_FORM_ID.test(formId)) {
    n = Number(formId)
  } else {
    return undefined
  }
  return TOPICS.find((t) => t.formId === n)
}

export function isTopicId(value: unknown): value is TopicId {
  return typeof value === 'string' && (TOPIC_IDS as readonly string[]).includes(value)
}

export function topicById(id: unknown): Topic | undefined {
  return isTopicId(id) ? TOPICS.find((t) => t.id === id) : undefined
}

/** A table with one entry per topic, made by `make`. */
export function perTopic<V>(make: (topic: Topic) => V): Record<TopicId, V> {
  const table = {} as Record<TopicId, V>
  for (const topic of TOPICS) table[topic.id] = make(topic)
  return table
}

/** Accepts a topic row or its id, so callers can pass whichever they hold. */
export function resolveTopic(topic: Topic | TopicId): Topic {
  return typeof topic === 'string' ? (topicById(topic) as Topic) : topic
}

/** Candidates (cv, join) pick an office, upload a CV and give consent instead of company details. */
export function isCandidateTopic(topic: Topic | TopicId | null | undefined): boolean {
  if (topic == null) return false
  const id = typeof topic === 'string' ? topic : topic.id
  return id === 'cv' || id === 'join'
}

/** The dropdown label, or a readable name for unlisted topics. */
export function topicLabel(topic: Topic | TopicId): string {
  const t = resolveTopic(topic)
  return t.label === null ? UNLISTED_TOPIC_NAMES[t.id] : t.label
}
