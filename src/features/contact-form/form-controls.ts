/**
 * Which controls each topic's form shows, in screen order, and which of them may be left empty:
 * the one list that the browser schema (form-values.ts) and the form itself (use-contact-form.ts)
 * read. No Zod here: the form needs this list to render, long before the rules load (docs/performance.md#budgets
 * JavaScript budget).
 */
import type { FormFieldName } from './form-values'
import { isCandidateTopic, perTopic, type TopicId } from './topics'

export type FormControl = { readonly name: FormFieldName; readonly optional: boolean }

/** A control's name, with "?" when it is optional. */
type Entry = Exclude<FormFieldName, 'topic'> | `${Exclude<FormFieldName, 'topic'>}?`

// Candidates pick an office first (requirements §4: confirmed before the rest shows), then their details.
const CANDIDATE: readonly Entry[] = [
  'office_id',
  'first_name',
  'last_name',
  'email',
  'message',
  'linkedin?',
  'file',
  'consent',
]

function client(message: 'message' | 'message?', position: readonly Entry[] = []): readonly Entry[] {
  return ['first_name', 'last_name', 'email', 'phone', 'company', 'job_title', ...position, message, 'newsletter?']
}

const ENTRIES: Record<TopicId, readonly Entry[]> = {
  cv: CANDIDATE,
  join: CANDIDATE,
  leadership: client('message', ['hiring_position', 'position_country', 'position_city']),
  assessment: client('message'),
  effective: client('message'),
  succession: client('message'),
  other: client('message?'),
  download: client('message?'),
}

const toControl = (entry: Entry): FormControl =>
  entry.endsWith('?')
    ? { name: entry.slice(0, -1) as FormFieldName, optional: true }
    : { name: entry as FormFieldName, optional: false }

const CONTROLS = perTopic((topic) => ENTRIES[topic.id].map(toControl))

/** The controls of a topic's form, in screen order (the first invalid one gets focus). */
export function topicControls(topic: TopicId): readonly FormControl[] {
  return CONTROLS[topic]
}

/**
 * The controls on screen: none before a topic is chosen, and for candidates only the office until
 * it is confirmed.
 */
export function shownControls(topic: TopicId | '', officeConfirmed: boolean): readonly FormControl[] {
  if (!topic) return []
  const controls = CONTROLS[topic]
  return isCandidateTopic(topic) && !officeConfirmed ? controls.filter((c) => c.name === 'office_id') : controls
}

export function isOptionalControl(topic: TopicId | '', name: FormFieldName): boolean {
  return topic !== '' && CONTROLS[topic].some((c) => c.name === name && c.optional)
}

/** Controls that always take the form's full width: the message, the CV, the checkboxes. */
const FULL_WIDTH: ReadonlySet<FormFieldName> = new Set([
  'topic',
  'office_id',
  'message',
  'file',
  'consent',
  'newsletter',
])

/** In a run of half-width fields of odd length, the one that reads best on a line of its own. */
const WIDE_FIRST: readonly FormFieldName[] = ['hiring_position', 'email', 'linkedin']

/**
 * The half-width fields that take a full line, so no field sits alone beside an empty half: in each run
 * of half-width fields between full-width controls, one of an odd run (a long one, such as the position
 * hired for, else the last), at an even place so the fields before it pair up.
 */
export function wideControls(controls: readonly FormControl[]): ReadonlySet<FormFieldName> {
  const wide = new Set<FormFieldName>()
  let run: FormFieldName[] = []
  const close = () => {
    // at an even place in the run, so the half-width fields before it still fill their lines in pairs
    const fits = (name: FormFieldName) => run.indexOf(name) % 2 === 0
    if (run.length % 2 === 1) wide.add(WIDE_FIRST.find((name) => run.includes(name) && fits(name)) ?? run.at(-1)!)
    run = []
  }
  for (const { name } of controls) {
    if (FULL_WIDTH.has(name)) close()
    else run.push(name)
  }
  close()
  return wide
}
