/**
 * Turns the form's values and the page's context into the exact API body of requirements §3: only the keys
 * the topic defines, so the strict server schema never sees a stray control value.
 */
import { removeSpaces } from './field-rules'
import type { ContactFormValues } from './form-values'
import type { SubmissionBody } from './schema'
import { isCandidateTopic, resolveTopic, type Topic, type TopicId, type TopicOf } from './topics'

export type PageId = number | string

export type SubmissionContext = {
  /** The consultant of the page the form is on, if any. */
  consultantId?: PageId | null
  /** The office of the page the form is on, if any (a candidate's chosen office overrides it). */
  officeId?: PageId | null
  /** The current address's query string ("?a=b" or "a=b") or its parameters; sent as `utm`. */
  search?: string | URLSearchParams | null
  /** The CV as read in the browser: a data URL and the file's media type. */
  file?: { dataUrl: string; type: string } | null
  /** The captcha token obtained just before submitting (docs/architecture.md#decisions). */
  captchaToken?: string | null
}

// Ids travel as numbers when they are canonical decimals, like the page context's own ids.
function toId(value: PageId | null | undefined): PageId | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return value
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return /^[1-9][0-9]{0,15}$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : trimmed
}

function queryString(search: SubmissionContext['search']): string | undefined {
  if (!search) return undefined
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString()
  return text === '' ? undefined : text
}

const text = (value: string | undefined): string => (value ?? '').trim()

export function buildSubmission<T extends TopicId>(
  topic: T | TopicOf<T>,
  values: Partial<ContactFormValues>,
  context: SubmissionContext = {},
): SubmissionBody<T> {
  const row: Topic = resolveTopic(topic)
  const body: Record<string, unknown> = {
    gdpr: 1,
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    message: text(values.message),
  }
  const consultantId = toId(context.consultantId)
  if (consultantId !== undefined) body.consultant_id = consultantId
  const utm = queryString(context.search)
  if (utm !== undefined) body.utm = utm
  const captchaToken = context.captchaToken?.trim()
  if (captchaToken) body.captcha_token = captchaToken

  if (isCandidateTopic(row)) {
    const officeId = toId(values.office_id)
    if (officeId !== undefined) body.office_id = officeId
    const linkedin = text(values.linkedin)
    if (linkedin !== '') body.linkedin = linkedin
    if (context.file) {
      body.file_hash = context.file.dataUrl
      body.file_ext = context.file.type
    }
  } else {
    const officeId = toId(context.officeId)
    if (officeId !== undefined) body.office_id = officeId
    body.company = text(values.company)
    body.phone = removeSpaces(text(values.phone))
    body.job_title = text(values.job_title)
    body.privacy_policy = values.newsletter ? 1 : 0
    if (row.id === 'leadership') {
      body.hiring_position = text(values.hiring_position)
      body.position_country = text(values.position_country)
      body.position_city = text(values.position_city)
    }
  }
  // The keys above mirror the topic's schema; the tests parse the result with it.
  return body as SubmissionBody<T>
}
