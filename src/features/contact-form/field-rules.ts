/**
 * One Zod rule per contact-form field (requirements §5). The API body schema (schema.ts) and the browser
 * form-values schema (form-values.ts) are both composed from these objects, so a rule, its limits
 * and its message exist exactly once.
 *
 * Each rule lists its checks in the order a visitor should hear about them: the first issue on a
 * field is the message shown (see issuesToErrors).
 */
import { z } from 'zod'
import { CV_MAX_BYTES, PHONE_MIN_LENGTH, TEXT_FIELD_MAX } from '@/lib/constants'
import { checkDataUrl, cvProblemMessage, MEDIA_TYPE_PATTERN, type CvProblem } from './cv-file'
import { CANDIDATE_EMAIL_LABEL, FIELD_LABELS, MESSAGES, requiredMessage, tooLongMessage } from './messages'
import { cleanText, cleanTrackingText, hasOnlyTextCharacters, isWellFormedText } from './text-hygiene'
import { TOPIC_IDS, type Topic, type TopicId } from './topics'

/** Not in the spec: a cap for free-text messages of topics without the 150 limit, against abuse. */
export const MESSAGE_MAX = 5000
/** Not in the spec: caps for the hidden fields (query string, captcha token). */
export const UTM_MAX = 2048
export const CAPTCHA_TOKEN_MAX = 8192
/** RFC 5321: a mailbox's local part is at most 64 octets, a domain label 63 (the whole is within 150). */
export const EMAIL_LOCAL_PART_MAX = 64
const EMAIL_LABEL_MAX = 63
/** E.164: a telephone number has at most 15 digits. */
export const PHONE_DIGITS_MAX = 15

/** requirements §5: an optional leading "(" and "+", then digits, underscores, hyphens, spaces, brackets. */
export const PHONE_PATTERN = /^\(?\+?[0-9_\- ()]*$/
// Ids from page context or the office dropdown: positive integers, or short opaque id strings.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function isSingleLine(value: string): boolean {
  return hasOnlyTextCharacters(value)
}

export function removeSpaces(value: string): string {
  return value.replace(/ /g, '')
}

/** http(s) only, with a dotted host and no credentials: what a profile link can reasonably be. */
export function isHttpUrl(value: string): boolean {
  if (!isSingleLine(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      !url.hostname.endsWith('.') &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

// Missing (or JSON null) means "not filled in"; any other wrong type is a malformed request.
const missingOr = (whenMissing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? whenMissing : MESSAGES.fieldInvalid

// ---- text ---------------------------------------------------------------------------------

type TextOptions = { max?: number; multiline?: boolean; required?: boolean }

function textRule(label: string, { max = TEXT_FIELD_MAX, multiline = false, required = true }: TextOptions = {}) {
  let rule = z
    .string({ error: missingOr(requiredMessage(label)) })
    // one line-break form, invisible characters out, trimmed: "\u200b" alone is empty (text-hygiene.ts)
    .overwrite((v) => cleanText(v, multiline))
    // abort: broken Unicode or a control character is not text at all, whatever its length
    .refine((v) => isWellFormedText(v) && hasOnlyTextCharacters(v, multiline), {
      error: MESSAGES.fieldInvalid,
      abort: true,
    })
  // abort: an empty value reports "{Field} is required." and nothing else.
  if (required) rule = rule.min(1, { error: requiredMessage(label), abort: true })
  // abort: an over-long value is not run through the later patterns at all.
  return rule.max(max, { error: tooLongMessage(label, max), abort: true })
}

/** Required text, trimmed, 1..max characters (requirements §5 "required, length 0 to 150"). */
export function requiredText(label: string, options?: Omit<TextOptions, 'required'>) {
  return textRule(label, { ...options, required: true })
}

/** Optional text: absent or empty is fine, otherwise the same length and character checks. */
export function optionalText(label: string, options?: Omit<TextOptions, 'required'>) {
  return textRule(label, { ...options, required: false }).optional()
}

// ---- named field rules ----------------------------------------------------------------------

const L = FIELD_LABELS

function emailRule(label: string, personalMailAllowed: boolean) {
  const rule = requiredText(label)
    .regex(z.regexes.email, { error: MESSAGES.emailInvalid, abort: true })
    .refine(withinMailboxLimits, { error: MESSAGES.emailInvalid, abort: true })
  // requirements §5: for business topics the text "gmail" anywhere, in any case, is refused.
  return personalMailAllowed ? rule : rule.refine((v) => !/gmail/i.test(v), { error: MESSAGES.gmailNotSupported })
}

/** RFC 5321 lengths a mail server would refuse: the local part, and each label of the domain. */
export function withinMailboxLimits(address: string): boolean {
  const at = address.lastIndexOf('@')
  return (
    at > 0 &&
    at <= EMAIL_LOCAL_PART_MAX &&
    address
      .slice(at + 1)
      .split('.')
      .every((l) => l.length <= EMAIL_LABEL_MAX)
  )
}

function idRule(message: string) {
  return z.union(
    [
      z.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, {
        error: message,
      }),
      z.string({ error: message }).regex(ID_PATTERN, { error: message }),
    ],
    { error: message },
  )
}

// Absent, null or "" all mean "not given" (page context and empty selects produce these).
function optionalId(message: string) {
  return z
    .union([idRule(message), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v))
}

/** Checks the data URL without decoding it; decoding and type sniffing happen in cv-file.ts. */
const cvDataUrl = z.string({ error: missingOr(MESSAGES.cvRequired) }).check((ctx) => {
  const result = checkDataUrl(ctx.value, CV_MAX_BYTES)
  if (!result.ok) ctx.issues.push({ code: 'custom', message: cvProblemMessage(result.problem), input: ctx.value })
})

/** What the browser knows about a chosen file; a DOM File satisfies it as it is. */
export type CvFileInfo = { readonly size: number; readonly name?: string; readonly type?: string }

function cvFileProblem(value: unknown): CvProblem | null {
  if (typeof value !== 'object' || value === null) return 'missing'
  const size = (value as { size?: unknown }).size
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return 'invalid'
  if (size === 0) return 'empty'
  return size > CV_MAX_BYTES ? 'too-large' : null
}

const cvFile = z
  .custom<CvFileInfo>(() => true)
  .check((ctx) => {
    const problem = cvFileProblem(ctx.value)
    if (problem) ctx.issues.push({ code: 'custom', message: cvProblemMessage(problem), input: ctx.value })
  })

/**
 * The field rules. Keys are field names of requirements §3 / docs/architecture.md#decisions; variants exist where the spec
 * makes a rule depend on the topic (e-mail, message, office).
 */
export const FIELD_RULES = {
  first_name: requiredText(L.first_name),
  last_name: requiredText(L.last_name),
  company: requiredText(L.company),
  job_title: requiredText(L.job_title),
  hiring_position: requiredText(L.hiring_position),
  position_country: requiredText(L.position_country),
  position_city: requiredText(L.position_city),
  /** Spaces removed first (requirements §3), then pattern and minimum length, one message for both. */
  phone: z
    .string({ error: missingOr(requiredMessage(L.phone)) })
    .overwrite((v) => removeSpaces(cleanText(v)))
    .min(1, { error: requiredMessage(L.phone), abort: true })
    .max(TEXT_FIELD_MAX, { error: tooLongMessage(L.phone, TEXT_FIELD_MAX), abort: true })
    .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid, abort: true })
    .min(PHONE_MIN_LENGTH, { error: MESSAGES.phoneInvalid, abort: true })
    // more digits than any real number (E.164) is not a phone number either
    .refine((v) => v.replace(/\D/g, '').length <= PHONE_DIGITS_MAX, { error: MESSAGES.phoneInvalid }),
  emailPersonal: emailRule(CANDIDATE_EMAIL_LABEL, true),
  emailBusiness: emailRule(L.email, false),
  messageRequired: requiredText(L.message, { max: MESSAGE_MAX, multiline: true }),
  /** Leadership: required and at most 150 characters (requirements §5). */
  messageShort: requiredText(L.message, { max: TEXT_FIELD_MAX, multiline: true }),
  messageOptional: optionalText(L.message, { max: MESSAGE_MAX, multiline: true }),
  linkedin: textRule(L.linkedin, { required: false })
    .refine((v) => v === '' || isHttpUrl(v), { error: MESSAGES.urlInvalid })
    .optional(),
  /** The office a candidate chooses (cv, join). */
  officeChosen: idRule(MESSAGES.officeRequired),
  /** The office or consultant of the page the form sits on, when there is one. */
  contextId: optionalId(MESSAGES.fieldInvalid),
  gdpr: z.literal(1, { error: MESSAGES.fieldInvalid }),
  privacyPolicy: z.literal([0, 1], { error: MESSAGES.fieldInvalid }),
  /**
   * Never a reason to refuse a lead (it is only tracking): cleaned and cut to UTM_MAX, the original
   * length kept in `cutFrom`; a value that is not text is dropped.
   */
  utm: z
    .unknown()
    .transform((v) => (typeof v === 'string' ? cleanTrackingText(v, UTM_MAX) : undefined))
    .transform((v) => (v?.value ? v : undefined))
    .optional(),
  captchaToken: optionalText('Captcha token', { max: CAPTCHA_TOKEN_MAX }),
  cvDataUrl,
  cvMediaType: z
    .string({ error: MESSAGES.fieldInvalid })
    .max(255, { error: MESSAGES.fieldInvalid, abort: true })
    .refine((v) => v === '' || MEDIA_TYPE_PATTERN.test(v), { error: MESSAGES.fieldInvalid })
    .optional(),
  cvFile,
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
  newsletter: z.boolean({ error: MESSAGES.fieldInvalid }).optional(),
  topic: z.enum(TOPIC_IDS as [TopicId, ...TopicId[]], { error: MESSAGES.topicRequired }),
} as const

/** requirements §5: Gmail is refused except for candidates; driven by the topics table. */
export function emailRuleFor(topic: Topic) {
  return topic.personalMailAllowed ? FIELD_RULES.emailPersonal : FIELD_RULES.emailBusiness
}

// ---- errors ---------------------------------------------------------------------------------

/** Key for problems with the body as a whole (not an object, for instance). */
export const ROOT_ERROR_KEY = 'form'
// Unknown keys are echoed back; bound how many and how long, so a junk body cannot inflate the reply.
const UNKNOWN_KEYS_REPORTED = 20
const UNKNOWN_KEY_LENGTH = 64

/**
 * Zod issues → { field: first message }. Unknown keys each get "This field is not valid.".
 * Built with Object.fromEntries so a "__proto__" key stays a plain property.
 */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors = new Map<string, string>()
  const add = (key: string, message: string) => {
    if (!errors.has(key)) errors.set(key, message)
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, UNKNOWN_KEYS_REPORTED)) {
        add(key.slice(0, UNKNOWN_KEY_LENGTH), MESSAGES.fieldInvalid)
      }
      continue
    }
    const head = issue.path[0]
    if (head === undefined) add(ROOT_ERROR_KEY, MESSAGES.formIncomplete)
    else add(String(head), issue.message)
  }
  return Object.fromEntries(errors)
}
