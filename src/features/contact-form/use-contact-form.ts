import { useRouter } from 'next/navigation'
import { useId, useMemo, useReducer, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { CV_MAX_BYTES } from '@/lib/constants'
import { useHydrated } from '@/lib/use-hydrated'
import type { ContactFormTracking } from './after-success'
import type { CaptchaProvider } from './captcha-token'
import { isOptionalControl, shownControls, wideControls } from './form-controls'
import {
  alertText,
  errorsOnControls,
  formReducer,
  initialFormState,
  shownError,
  visibleFields,
  type FormAction,
} from './form-state'
import type { ContactFormValues, FormFieldName, FormValidation } from './form-values'
import { formHeading, submitButtonLabel } from './labels'
import { fieldLabel } from './messages'
import type { SubmitResult } from './send-submission'
import { thankYouPath, type PaidSearchVariant } from './thank-you'
import { isCandidateTopic, isTopicId, topicById, type Topic, type TopicId } from './topics'

/** What the dropdown needs of an office: its value and its label (the page's data passes it in). */
export type OfficeChoice = { officeId: number; title: string }

export type ContactFormVariant = 'default' | 'paid-search' | 'paid-search-middle-east' | 'ebook'

export type ContactFormClientProps = {
  offices: OfficeChoice[]
  variant: ContactFormVariant
  addressee?: string
  /** The topic the form starts with (a CMS block's choice): any of the eight, listed in the dropdown or not. */
  presetTopic?: TopicId
  /** Page context (requirements §3): the consultant or office the form sits on. */
  consultantId?: number
  officeId?: number
  /** Where a successful submit goes instead of the topic's thank-you page (e.g. a survey's own). */
  thankYou?: string
  /** Under a section heading of the page's (a call to action's): the form's heading is an h3. */
  introduced?: boolean
  captchaProvider: CaptchaProvider
  recaptchaSiteKey?: string
  /** reCAPTCHA's script address (env RECAPTCHA_SCRIPT_URL; a local server in tests). */
  recaptchaScriptUrl?: string
  tracking: ContactFormTracking
}

const PAID_SEARCH: Partial<Record<ContactFormVariant, PaidSearchVariant>> = {
  'paid-search': 'default',
  'paid-search-middle-east': 'middle-east',
}

type Rules = {
  validateFormValues: typeof import('./form-values').validateFormValues
  sendLead: typeof import('./send-lead').sendLead
  reportLead: typeof import('./send-lead').reportLead
}

let rulesLoading: Promise<Rules> | undefined

/**
 * The shared Zod rules, and all a submit needs, are most of the form's weight, so they load at the
 * first interaction with the form rather than with the page (docs/performance.md#budgets JavaScript budget); until
 * then nothing can be wrong.
 */
function loadRules(): Promise<Rules> {
  rulesLoading ??= Promise.all([import('./form-values'), import('./send-lead')]).then(
    ([values, send]) => ({ validateFormValues: values.validateFormValues, ...send }),
    (error: unknown) => {
      rulesLoading = undefined
      throw error
    },
  )
  return rulesLoading
}

const NOT_YET_VALIDATED: FormValidation = { ok: true, errors: {} }

/** What a field component needs to know of its control. */
export type FieldView<N extends FormFieldName = FormFieldName> = {
  name: N
  id: string
  /** The id of the element that shows the control's message (its aria-describedby). */
  errorId: string
  error: string | undefined
  optional: boolean
  label: string
  onBlur: () => void
}

/**
 * The contact form's state and behaviour (requirements §4, §5, §7.3-§7.6, §9), for a view that only
 * renders: validation on blur and submit, the candidates' office step, the CV choice, the captcha
 * and the send, focus on the first problem, and the way to the thank-you page.
 */
export function useContactForm(props: ContactFormClientProps) {
  const router = useRouter()
  const uid = useId()
  const hydrated = useHydrated()
  const idOf = (name: string) => `${uid}-${name}`

  const ebook = props.variant === 'ebook'
  const paidSearch = PAID_SEARCH[props.variant]
  const [state, dispatch] = useReducer(formReducer, undefined, () =>
    initialFormState(ebook ? 'download' : (props.presetTopic ?? (paidSearch ? 'leadership' : ''))),
  )
  const [rules, setRules] = useState<Rules | null>(null)
  const needRules = () =>
    loadRules().then((loaded) => {
      setRules(loaded)
      return loaded
    })

  const { values, officeConfirmed } = state
  const topic = values.topic
  const candidate = isCandidateTopic(topic || null)
  const shown = shownControls(topic, officeConfirmed)
  const controls = shown.map((c) => c.name)
  const wide = wideControls(shown)
  const visible = visibleFields(state, ebook)
  const validation = useMemo(
    () => (rules ? rules.validateFormValues(topic, values) : NOT_YET_VALIDATED),
    [rules, topic, values],
  )
  const blocking = visible.some((field) => validation.errors[field] !== undefined)
  const busy = state.phase === 'sending' || state.phase === 'sent'

  const touch = (field: FormFieldName) => dispatch({ type: 'touch', field })
  function change<K extends FormFieldName>(field: K, value: ContactFormValues[K]) {
    // TypeScript cannot tie a generic K to one member of the action union; the signature above does
    dispatch({ type: 'change', field, value } as FormAction)
  }
  const focusControl = (field: FormFieldName) => document.getElementById(idOf(field))?.focus()

  function field<N extends FormFieldName>(name: N): FieldView<N> {
    return {
      name,
      id: idOf(name),
      errorId: `${uid}-${name}-error`,
      error: shownError(state, validation.errors, visible, name),
      optional: isOptionalControl(topic, name),
      label: fieldLabel(name, topic || null),
      onBlur: () => touch(name),
    }
  }

  function confirmOffice() {
    flushSync(() => dispatch({ type: 'confirm-office' }))
    focusControl('first_name')
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0] ?? null
    if (file && file.size > CV_MAX_BYTES) {
      // requirements §4: an over-limit file sets the flag and its data is dropped.
      input.value = ''
      dispatch({ type: 'file', file: null, tooLarge: true })
    } else {
      dispatch({ type: 'file', file, tooLarge: false })
    }
  }

  function removeFile() {
    const input = document.getElementById(idOf('file')) as HTMLInputElement | null
    if (input) input.value = ''
    dispatch({ type: 'file', file: null, tooLarge: false })
    input?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    if (busy) return
    let loaded: Rules
    try {
      loaded = rules ?? (await needRules())
    } catch (error) {
      console.error('Contact form submit failed', error)
      dispatch({ type: 'failed' })
      return
    }
    const { errors } = loaded.validateFormValues(topic, values)
    if (candidate && !officeConfirmed) {
      if (errors.office_id) {
        dispatch({ type: 'office-missing' })
        focusControl('office_id')
      } else {
        confirmOffice()
      }
      return
    }
    const firstInvalid = visible.find((name) => errors[name] !== undefined)
    if (firstInvalid || !topic) {
      dispatch({ type: 'invalid' })
      focusControl(firstInvalid ?? 'topic')
      return
    }

    const row = topicById(topic) as Topic
    const snapshot = values
    const context = { consultantId: props.consultantId, officeId: props.officeId }
    dispatch({ type: 'sending' })
    let result: SubmitResult
    try {
      result = await loaded.sendLead(row, snapshot, context, {
        provider: props.captchaProvider,
        recaptchaSiteKey: props.recaptchaSiteKey,
        recaptchaScriptUrl: props.recaptchaScriptUrl,
      })
    } catch (error) {
      result = { ok: false, status: null, errors: {}, error }
    }

    if (!result.ok) {
      // requirements §8: a failed submit is logged and the spinner stops; everything typed stays.
      console.error('Contact form submit failed', result)
      const serverErrors = errorsOnControls(result.errors, visible)
      flushSync(() => dispatch({ type: 'failed', serverErrors }))
      const firstServerError = visible.find((name) => serverErrors[name] !== undefined)
      if (firstServerError) focusControl(firstServerError)
      else formElement.querySelector<HTMLButtonElement>('button[type=submit]')?.focus()
      return
    }

    dispatch({ type: 'sent' })
    loaded.reportLead(row, snapshot, context, props.tracking)
    router.push(props.thankYou ?? thankYouPath(row, paidSearch))
  }

  return {
    hydrated,
    ebook,
    busy,
    candidate,
    officeConfirmed,
    values,
    /** The topic's controls on screen, in order (the office is rendered apart, above them). */
    controls,
    /** The half-width controls that take a whole line, so none sits alone beside an empty half. */
    wide,
    field,
    idOf,
    heading: formHeading({ paidSearch: paidSearch !== undefined, ebook, addressee: props.addressee }),
    buttonLabel: ebook ? submitButtonLabel('', { download: true }) : submitButtonLabel(topic),
    alert: alertText(state, blocking),
    /** Whether the visitor has pressed submit (the alert's line is kept from then on). */
    submitted: state.submitted,
    change,
    touch,
    changeTopic: (next: string) => dispatch({ type: 'topic', topic: isTopicId(next) ? next : '' }),
    confirmOffice,
    chooseFile,
    removeFile,
    submit,
    /** At the first focus or pointer press in the form, so a submit rarely waits for the rules. */
    preloadRules: () => {
      if (!rules) needRules().catch(() => {}) // retried, and reported, on submit
    },
  }
}
