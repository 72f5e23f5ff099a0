/**
 * Browser-side validation of the contact form's controls (names per DESIGN §2), called on blur and
 * on submit. Same field rules and messages as the API schema: only the shape differs (a File
 * instead of a data URL, consent and newsletter boxes instead of gdpr and privacy_policy).
 */
import { z } from 'zod'
import { cvProblemMessage } from './cv-file'
import { emailRuleFor, FIELD_RULES as R, issuesToErrors, type CvFileInfo } from './field-rules'
import { isCandidateTopic, topicById, type Topic, type TopicId } from './topics'

export type { CvFileInfo } from './field-rules'

/** What the form holds. Text controls are strings; `file` may be the DOM File itself. */
export type ContactFormValues = {
  topic: TopicId | ''
  office_id: string | number
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  job_title: string
  message: string
  linkedin: string
  hiring_position: string
  position_country: string
  position_city: string
  file: CvFileInfo | null
  /** SPEC §4: set when a chosen file was over the limit and its data discarded. */
  fileTooLarge: boolean
  consent: boolean
  newsletter: boolean
}

export type FormFieldName = Exclude<keyof ContactFormValues, 'fileTooLarge'>
export type FormErrors = Partial<Record<FormFieldName, string>>
export type FormValidation = { ok: boolean; errors: FormErrors }

// Declared in the order the controls appear, so the first error is the first invalid control.
function candidateForm(topic: Topic) {
  return z.object({
    office_id: R.officeChosen,
    first_name: R.first_name,
    last_name: R.last_name,
    email: emailRuleFor(topic),
    message: R.messageRequired,
    linkedin: R.linkedin,
    file: R.cvFile,
    consent: R.consent,
    newsletter: R.newsletter,
  })
}

type MessageRule = typeof R.messageRequired | typeof R.messageShort | typeof R.messageOptional

function clientForm(topic: Topic, message: MessageRule, leadership = false) {
  return z.object({
    first_name: R.first_name,
    last_name: R.last_name,
    email: emailRuleFor(topic),
    phone: R.phone,
    company: R.company,
    job_title: R.job_title,
    ...(leadership
      ? { hiring_position: R.hiring_position, position_country: R.position_country, position_city: R.position_city }
      : {}),
    message,
    newsletter: R.newsletter,
  })
}

const t = (id: TopicId): Topic => topicById(id) as Topic

const FORM_SCHEMAS: Record<TopicId, z.ZodType> = {
  cv: candidateForm(t('cv')),
  join: candidateForm(t('join')),
  leadership: clientForm(t('leadership'), R.messageShort, true),
  assessment: clientForm(t('assessment'), R.messageRequired),
  effective: clientForm(t('effective'), R.messageRequired),
  succession: clientForm(t('succession'), R.messageRequired),
  other: clientForm(t('other'), R.messageOptional),
  download: clientForm(t('download'), R.messageOptional),
}

/** The schema of the controls shown for a topic (values of other controls are ignored). */
export function formValuesSchemaFor(topic: Topic | TopicId): z.ZodType {
  return FORM_SCHEMAS[typeof topic === 'string' ? topic : topic.id]
}

/**
 * Validates the form for the chosen topic. With no (or an unknown) topic only the topic is
 * reported, since the topic decides which controls exist.
 */
export function validateFormValues(
  topic: Topic | TopicId | '' | null | undefined,
  values: Partial<ContactFormValues>,
): FormValidation {
  const topicCheck = R.topic.safeParse(typeof topic === 'object' && topic !== null ? topic.id : topic)
  if (!topicCheck.success) return { ok: false, errors: { topic: topicCheck.error.issues[0]?.message } }
  const chosen = topicById(topicCheck.data) as Topic
  const result = FORM_SCHEMAS[chosen.id].safeParse(values)
  const errors: FormErrors = result.success ? {} : (issuesToErrors(result.error.issues) as FormErrors)
  // The form drops an over-limit file's data but keeps the flag; the message must still say why.
  if (isCandidateTopic(chosen) && values.fileTooLarge) errors.file = cvProblemMessage('too-large')
  return { ok: Object.keys(errors).length === 0, errors }
}

/** The message for one control, for validation on blur. */
export function validateField(
  topic: Topic | TopicId | '' | null | undefined,
  values: Partial<ContactFormValues>,
  field: FormFieldName,
): string | undefined {
  return validateFormValues(topic, values).errors[field]
}
