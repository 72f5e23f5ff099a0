/**
 * The JSON body of POST /api/v1/forms/{formId} (requirements §3 plus docs/architecture.md#decisions's captcha_token), one strict
 * schema per topic, composed from the shared field rules. Unknown keys are rejected so a body can
 * carry nothing the topic does not define.
 */
import { z } from 'zod'
import { emailRuleFor, FIELD_RULES as R, issuesToErrors } from './field-rules'
import { resolveTopic, topicByFormId, topicById, type Topic, type TopicId, type TopicOf } from './topics'

function commonShape(topic: Topic) {
  return {
    gdpr: R.gdpr,
    first_name: R.first_name,
    last_name: R.last_name,
    email: emailRuleFor(topic),
    consultant_id: R.contextId,
    utm: R.utm,
    captcha_token: R.captchaToken,
  }
}

/** cv, join: a chosen office (overriding the page's), LinkedIn and the CV. */
function candidateSchema(topic: Topic) {
  return z.strictObject({
    ...commonShape(topic),
    message: R.messageRequired,
    office_id: R.officeChosen,
    linkedin: R.linkedin,
    file_hash: R.cvDataUrl,
    file_ext: R.cvMediaType,
  })
}

type MessageRule = typeof R.messageRequired | typeof R.messageShort | typeof R.messageOptional

function clientShape<M extends MessageRule>(topic: Topic, message: M) {
  return {
    ...commonShape(topic),
    message,
    office_id: R.contextId,
    company: R.company,
    phone: R.phone,
    job_title: R.job_title,
    privacy_policy: R.privacyPolicy,
  }
}

/** Every topic other than cv and join: company details and the newsletter choice. */
function clientSchema<M extends MessageRule>(topic: Topic, message: M) {
  return z.strictObject(clientShape(topic, message))
}

/** leadership: the position being hired for, and a message of at most 150 characters. */
function leadershipSchema(topic: Topic) {
  return z.strictObject({
    ...clientShape(topic, R.messageShort),
    hiring_position: R.hiring_position,
    position_country: R.position_country,
    position_city: R.position_city,
  })
}

const t = (id: TopicId): Topic => topicById(id) as Topic

// Built once at start-up: the API validates hundreds of leads a second (docs/performance.md#budgets).
const SUBMISSION_SCHEMAS = {
  cv: candidateSchema(t('cv')),
  join: candidateSchema(t('join')),
  leadership: leadershipSchema(t('leadership')),
  assessment: clientSchema(t('assessment'), R.messageRequired),
  effective: clientSchema(t('effective'), R.messageRequired),
  succession: clientSchema(t('succession'), R.messageRequired),
  other: clientSchema(t('other'), R.messageOptional),
  download: clientSchema(t('download'), R.messageOptional),
} satisfies Record<TopicId, z.ZodType>

export type SubmissionSchemas = typeof SUBMISSION_SCHEMAS
/** The body as sent by a client, for one topic or (without T) any topic. */
export type SubmissionBody<T extends TopicId = TopicId> = z.input<SubmissionSchemas[T]>
/** The body after validation: trimmed, phone without spaces, empty ids dropped. */
export type Submission<T extends TopicId = TopicId> = z.output<SubmissionSchemas[T]>

export function submissionSchemaFor<T extends TopicId>(topic: T | TopicOf<T>): SubmissionSchemas[T] {
  return SUBMISSION_SCHEMAS[resolveTopic(topic).id as T]
}

export type ParseSuccess = { [K in TopicId]: { ok: true; topic: TopicOf<K>; data: Submission<K> } }[TopicId]
export type ParseFailure = { ok: false; status: 404 | 400; errors: Record<string, string> }
export type ParseResult = ParseSuccess | ParseFailure

/**
 * Validates a submit for the form id in the URL: 404 for an unknown form id, 400 with
 * `{ field: first message }` for an invalid body (docs/architecture.md#decisions responses).
 */
export function parseSubmission(formId: string | number, body: unknown): ParseResult {
  const topic = topicByFormId(formId)
  if (!topic) return { ok: false, status: 404, errors: {} }
  return parseSubmissionFor(topic, body)
}

/** The same, for a caller that has already looked the form id up. */
export function parseSubmissionFor(topic: Topic, body: unknown): ParseSuccess | ParseFailure {
  const result = SUBMISSION_SCHEMAS[topic.id].safeParse(body)
  if (!result.success) return { ok: false, status: 400, errors: issuesToErrors(result.error.issues) }
  return { ok: true, topic, data: result.data } as ParseSuccess
}

export { ROOT_ERROR_KEY } from './field-rules'
export { validateFormValues, formValuesSchemaFor, type ContactFormValues } from './form-values'
