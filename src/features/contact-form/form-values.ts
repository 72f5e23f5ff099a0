/**
 * Browser-side validation of the contact form's controls (names per docs/architecture.md#decisions), called on blur and
 * on submit. Same field rules and messages as the API schema: only the shape differs (a File
 * instead of a data URL, consent and newsletter boxes instead of gdpr and privacy_policy).
 */
import { z } from 'zod'
import { cvProblemMessage } from './cv-file'
import { emailRuleFor, FIELD_RULES as R, issuesToErrors, type CvFileInfo } from './field-rules'
import { topicControls, type FormControl } from './form-controls'
import { isCandidateTopic, perTopic, topicById, type Topic, type TopicId } from './topics'

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
  /** requirements §4: set when a chosen file was over the limit and its data discarded. */
  fileTooLarge: boolean
  consent: boolean
  newsletter: boolean
}

export type FormFieldName = Exclude<keyof ContactFormValues, 'fileTooLarge'>
export type FormErrors = Partial<Record<FormFieldName, string>>
export type FormValidation = { ok: boolean; errors: FormErrors }

/** The rule of one control; which controls a topic has, and in what order, is form-controls.ts's. */
function ruleFor(topic: Topic, { name, optional }: FormControl): z.ZodType {
  switch (name) {
    case 'email':
      return emailRuleFor(topic)
    case 'message':
      // requirements §5: leadership's message is at most 150 characters
      return topic.id === 'leadership' ? R.messageShort : optional ? R.messageOptional : R.messageRequired
    case 'office_id':
      return R.officeChosen
    case 'file':
      return R.cvFile
    default:
      return R[name]
  }
}

// Keys in screen order, so the first error is the first invalid control.
const FORM_SCHEMAS = perTopic((topic) =>
  z.object(Object.fromEntries(topicControls(topic.id).map((control) => [control.name, ruleFor(topic, control)]))),
)

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
