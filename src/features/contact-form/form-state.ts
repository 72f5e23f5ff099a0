/**
 * The contact form's state and every change to it, as a reducer (used by use-contact-form.ts), and
 * what the view derives from it: which controls are on screen, which message each one shows.
 */
import { FORM_TEXTS } from './form-texts'
import { shownControls } from './form-controls'
import type { ContactFormValues, CvFileInfo, FormErrors, FormFieldName } from './form-values'
import { MESSAGES } from './messages'
import type { TopicId } from './topics'

export type Phase = 'idle' | 'sending' | 'sent' | 'failed'

export type FormState = {
  values: ContactFormValues
  /** Candidates confirm their office before the other controls show (requirements §4). */
  officeConfirmed: boolean
  /** Controls left (blurred) or changed: their messages show before a submit. */
  touched: ReadonlySet<FormFieldName>
  /** A submit was tried: every control's message shows. */
  submitted: boolean
  /** The API's messages of the last failed submit, by control; a control's goes once it changes. */
  serverErrors: FormErrors
  phase: Phase
}

type Change = { [K in FormFieldName]: { type: 'change'; field: K; value: ContactFormValues[K] } }[FormFieldName]

export type FormAction =
  | Change
  | { type: 'touch'; field: FormFieldName }
  | { type: 'topic'; topic: TopicId | '' }
  | { type: 'confirm-office' }
  /** A file chosen or removed; an over-limit one is dropped with the flag set (requirements §4). */
  | { type: 'file'; file: CvFileInfo | null; tooLarge: boolean }
  /** A submit before the office is confirmed, without an office: its message shows. */
  | { type: 'office-missing' }
  /** A submit with invalid controls: every message shows, nothing is sent. */
  | { type: 'invalid' }
  | { type: 'sending' }
  /** A failed submit (or the rules did not load): the API's messages by control, if any. */
  | { type: 'failed'; serverErrors?: FormErrors }
  | { type: 'sent' }

export const EMPTY_VALUES: ContactFormValues = {
  topic: '',
  office_id: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  job_title: '',
  message: '',
  linkedin: '',
  hiring_position: '',
  position_country: '',
  position_city: '',
  file: null,
  fileTooLarge: false,
  consent: false,
  newsletter: false,
}

export function initialFormState(topic: TopicId | ''): FormState {
  return {
    values: { ...EMPTY_VALUES, topic },
    officeConfirmed: false,
    touched: new Set(),
    submitted: false,
    serverErrors: {},
    phase: 'idle',
  }
}

const touch = (touched: ReadonlySet<FormFieldName>, field: FormFieldName) =>
  touched.has(field) ? touched : new Set(touched).add(field)

function withoutError(errors: FormErrors, field: FormFieldName): FormErrors {
  if (!(field in errors)) return errors
  const next = { ...errors }
  delete next[field]
  return next
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        serverErrors: withoutError(state.serverErrors, action.field),
      }
    case 'touch':
      return { ...state, touched: touch(state.touched, action.field) }
    case 'topic':
      // requirements §4: a new topic starts unconfirmed; its controls start without messages.
      return {
        ...state,
        values: { ...state.values, topic: action.topic },
        officeConfirmed: false,
        submitted: false,
        serverErrors: {},
      }
    case 'confirm-office':
      return { ...state, officeConfirmed: true }
    case 'file':
      return {
        ...state,
        values: { ...state.values, file: action.file, fileTooLarge: action.tooLarge },
        touched: touch(state.touched, 'file'),
        serverErrors: withoutError(state.serverErrors, 'file'),
      }
    case 'office-missing':
      return { ...state, submitted: true }
    case 'invalid':
      return { ...state, submitted: true, serverErrors: {}, phase: 'idle' }
    case 'sending':
      return { ...state, submitted: true, serverErrors: {}, phase: 'sending' }
    case 'failed':
      return { ...state, serverErrors: action.serverErrors ?? state.serverErrors, phase: 'failed' }
    case 'sent':
      return { ...state, phase: 'sent' }
  }
}

/** The controls on screen, in order: the topic (unless the form has a fixed one), then the topic's. */
export function visibleFields(state: FormState, fixedTopic: boolean): FormFieldName[] {
  const controls = shownControls(state.values.topic, state.officeConfirmed).map((c) => c.name)
  return fixedTopic ? controls : ['topic', ...controls]
}

/**
 * The message a visible control shows: the API's, else the rules' once it was touched or a submit
 * was tried (requirements §5: validation on blur and on submit).
 */
export function shownError(
  state: FormState,
  errors: FormErrors,
  visible: readonly FormFieldName[],
  field: FormFieldName,
): string | undefined {
  if (!visible.includes(field)) return undefined
  if (state.serverErrors[field]) return state.serverErrors[field]
  return state.submitted || state.touched.has(field) ? errors[field] : undefined
}

/** The form-wide alert: the failed send, or "Form incomplete." after a submit with invalid controls. */
export function alertText(state: FormState, blocking: boolean): string {
  if (state.phase === 'failed') return FORM_TEXTS.notSent
  return state.submitted && blocking ? MESSAGES.formIncomplete : ''
}

/** API field names (requirements §3) → the control that shows their message. */
function controlOf(apiField: string): FormFieldName | undefined {
  if (apiField === 'file_hash' || apiField === 'file_ext') return 'file'
  if (apiField === 'privacy_policy') return 'newsletter'
  if (apiField === 'gdpr') return 'consent'
  return apiField in EMPTY_VALUES && apiField !== 'fileTooLarge' ? (apiField as FormFieldName) : undefined
}

/** The API's messages on the visible controls that show them (the first per control). */
export function errorsOnControls(apiErrors: Record<string, string>, visible: readonly FormFieldName[]): FormErrors {
  const onControls: FormErrors = {}
  for (const [apiField, message] of Object.entries(apiErrors)) {
    const control = controlOf(apiField)
    if (control && visible.includes(control)) onControls[control] ??= message
  }
  return onControls
}
