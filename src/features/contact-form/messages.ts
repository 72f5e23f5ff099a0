/**
 * Every user-visible text of the contact form (requirements §5, §8). The spec's strings are requirements
 * word for word, typos included ("bussiness", "adress"): do not "fix" them.
 */
import { CANDIDATE_RETENTION_YEARS } from '@/lib/constants'
import { isCandidateTopic, type Topic, type TopicId } from './topics'

export const MESSAGES = {
  topicRequired: 'Please choose one of the options',
  officeRequired: 'Please choose office',
  gmailNotSupported: 'Please insert your bussiness email adress as Gmail email addresses are not supported.',
  phoneInvalid: 'Business Phone is not valid',
  cvRequired: 'Please upload your CV.',
  cvTooLarge: 'Uploaded CV is too large. Please select file under 5mb.',
  consentRequired: 'Please agree.',
  formIncomplete: 'Form incomplete.',
  /** The localised variant of formIncomplete. */
  formIncompleteLocalised: 'Sorry, not all fields are filled out correctly.',
  emailInvalid: 'Please enter a valid email address.',
  urlInvalid: 'Please enter a valid URL.',
  fieldInvalid: 'This field is not valid.',
  dateInvalid: 'The selected date is invalid.',
} as const

export type MessageKey = keyof typeof MESSAGES

/** "{Field} is required." */
export function requiredMessage(label: string): string {
  return `${label} is required.`
}

/** "{Field} must be a number." */
export function numberMessage(label: string): string {
  return `${label} must be a number.`
}

/** "Please accept the {field}." (pass the name as it reads in running text, e.g. "privacy policy"). */
export function acceptMessage(field: string): string {
  return `Please accept the ${field}.`
}

/** Not spec text: the spec gives the 150 limit but no message, so say which limit was hit. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`
}

/** requirements §5: candidate data is deleted after 7 years if not selected; consent can be withdrawn. */
export const CANDIDATE_DATA_NOTICE =
  `If you are not selected, your data will be deleted after ${CANDIDATE_RETENTION_YEARS} years. ` +
  'You can withdraw your consent at any time.'

/** Visible labels of the form controls; the keys are the controls' `name` attributes (docs/architecture.md#decisions). */
export const FIELD_LABELS = {
  topic: 'Topic',
  office_id: 'Office',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Business email',
  phone: 'Business phone',
  company: 'Company',
  job_title: 'Job title',
  message: 'Message',
  linkedin: 'LinkedIn profile link',
  hiring_position: 'Position you are hiring for',
  position_country: 'Position country',
  position_city: 'Position city',
  file: 'CV',
  consent: 'I agree to the storage and processing of my data for recruitment purposes.',
  newsletter: 'Keep me informed about news and insights.',
} as const

export type FieldName = keyof typeof FIELD_LABELS

/** Candidates may use a personal address, so their field is plain "Email". */
export const CANDIDATE_EMAIL_LABEL = 'Email'

/** The label of a control for a topic (only the e-mail label depends on it). */
export function fieldLabel(field: FieldName, topic?: Topic | TopicId | null): string {
  if (field === 'email' && isCandidateTopic(topic)) return CANDIDATE_EMAIL_LABEL
  return FIELD_LABELS[field]
}
