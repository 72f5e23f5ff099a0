'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { CV_MAX_BYTES } from '@/lib/constants'
import { useHydrated } from '@/lib/use-hydrated'
import { adClickParams, injectLeadTrackingScript, pushLeadEvent, sendAdTracking } from './after-success'
import { buildAdTrackingBody, buildLeadEvent, hasAdClickIds } from './analytics'
import { getCaptchaToken, type CaptchaProvider } from './captcha-token'
import { CV_ACCEPT } from './cv-file'
import { FORM_TEXTS } from './form-texts'
import type { ContactFormValues, FormErrors, FormFieldName, FormValidation } from './form-values'
import { formHeading, submitButtonLabel } from './labels'
import { CANDIDATE_DATA_NOTICE, fieldLabel, MESSAGES } from './messages'
import type { OfficeChoice } from './offices.server'
import { sendSubmission } from './send-submission'
import { thankYouPath, type PaidSearchVariant } from './thank-you'
import { isCandidateTopic, isTopicId, topicById, topicLabel, type Topic, type TopicId } from './topics'
import { topicOptions } from './topic-options'

export type ContactFormVariant = 'default' | 'paid-search' | 'paid-search-middle-east' | 'ebook'

export type ContactFormTracking = {
  adsTracking: boolean
  adTrackingServerUrl?: string
  socialAdvocacySiteId?: string
  socialAdvocacyScriptUrl?: string
}

export type ContactFormClientProps = {
  offices: OfficeChoice[]
  variant: ContactFormVariant
  addressee?: string
  /** The topic the form starts with (a CMS block's choice): any of the eight, listed in the dropdown or not. */
  presetTopic?: TopicId
  /** Page context (SPEC §3): the consultant or office the form sits on. */
  consultantId?: number
  officeId?: number
  /** Where a successful submit goes instead of the topic's thank-you page (e.g. a survey's own). */
  thankYou?: string
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

const EMPTY_VALUES: ContactFormValues = {
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

type TextFieldName = Exclude<FormFieldName, 'topic' | 'office_id' | 'file' | 'consent' | 'newsletter'>

/** Per-control input hints; everything not listed is a plain required text input. */
const TEXT_INPUTS: Record<
  TextFieldName,
  { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url' }
> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  company: { autoComplete: 'organization' },
  job_title: { autoComplete: 'organization-title' },
  message: {},
  linkedin: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  hiring_position: { autoComplete: 'off' },
  position_country: { autoComplete: 'off' },
  position_city: { autoComplete: 'off' },
}

/** The controls shown for a topic, in screen order (the first invalid one gets focus). */
function controlsFor(topic: TopicId | '', confirmed: boolean): FormFieldName[] {
  if (!topic) return []
  if (isCandidateTopic(topic)) {
    const personal: FormFieldName[] = ['first_name', 'last_name', 'email', 'message', 'linkedin', 'file', 'consent']
    return confirmed ? ['office_id', ...personal] : ['office_id']
  }
  const position: FormFieldName[] =
    topic === 'leadership' ? ['hiring_position', 'position_country', 'position_city'] : []
  return ['first_name', 'last_name', 'email', 'phone', 'company', 'job_title', ...position, 'message', 'newsletter']
}

const OPTIONAL_FIELDS: ReadonlySet<FormFieldName> = new Set(['linkedin', 'newsletter'])
const isOptional = (field: FormFieldName, topic: TopicId | '') =>
  OPTIONAL_FIELDS.has(field) || (field === 'message' && (topic === 'other' || topic === 'download'))

/** API field names (SPEC §3) → the control that shows their message. */
function controlOf(apiField: string): FormFieldName | undefined {
  if (apiField === 'file_hash' || apiField === 'file_ext') return 'file'
  if (apiField === 'privacy_policy') return 'newsletter'
  if (apiField === 'gdpr') return 'consent'
  return apiField in EMPTY_VALUES && apiField !== 'fileTooLarge' ? (apiField as FormFieldName) : undefined
}

type Rules = {
  validateFormValues: typeof import('./form-values').validateFormValues
  buildSubmission: typeof import('./build-submission').buildSubmission
}

let rulesLoading: Promise<Rules> | undefined

/**
 * The shared Zod rules are most of the form's weight, so they load at the first interaction with
 * the form rather than with the page (DESIGN §5 JavaScript budget); until then nothing can be wrong.
 */
function loadRules(): Promise<Rules> {
  rulesLoading ??= Promise.all([import('./form-values'), import('./build-submission')]).then(
    ([values, submission]) => ({
      validateFormValues: values.validateFormValues,
      buildSubmission: submission.buildSubmission,
    }),
    (error: unknown) => {
      rulesLoading = undefined
      throw error
    },
  )
  return rulesLoading
}

const NOT_YET_VALIDATED: FormValidation = { ok: true, errors: {} }

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

const inputClass =
  'block w-full rounded border bg-white px-3 pt-6 pb-2 text-base text-ink outline-none transition-colors ' +
  'focus:border-brand-accent focus:ring-2 focus:ring-brand-accent/30 '
const borderClass = (invalid: boolean) => (invalid ? 'border-red-700' : 'border-gray-400')

/** The floating label: inside the control at rest, up in its top edge when focused or filled. */
function floatingLabelClass(filled: boolean): string {
  const base = 'pointer-events-none absolute left-3 text-muted transition-all duration-150 '
  return base + (filled ? 'top-1.5 text-xs' : 'top-4 text-base group-focus-within:top-1.5 group-focus-within:text-xs')
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
      {message}
    </p>
  )
}

function OptionalMark({ show }: { show: boolean }) {
  return show ? <span className="text-muted"> {FORM_TEXTS.optional}</span> : null
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-5 right-3 h-5 w-5 fill-current text-muted"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  )
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-30" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

type Phase = 'idle' | 'sending' | 'sent' | 'failed'

/** The contact and enquiry form (SPEC §4, §5, §7.3-§7.6, §9): one component for every variant. */
export function ContactFormClient({
  offices,
  variant,
  addressee,
  presetTopic,
  consultantId,
  officeId,
  thankYou,
  captchaProvider,
  recaptchaSiteKey,
  recaptchaScriptUrl,
  tracking,
}: ContactFormClientProps) {
  const router = useRouter()
  const uid = useId()
  const hydrated = useHydrated()
  const idOf = (name: string) => `${uid}-${name}`
  const errorIdOf = (name: string) => `${uid}-${name}-error`

  const ebook = variant === 'ebook'
  const paidSearch = PAID_SEARCH[variant]
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...EMPTY_VALUES,
    topic: ebook ? 'download' : (presetTopic ?? (paidSearch ? 'leadership' : '')),
  }))
  const [confirmed, setConfirmed] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<FormFieldName>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FormErrors>({})
  const [phase, setPhase] = useState<Phase>('idle')
  const fileInput = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const [rules, setRules] = useState<Rules | null>(null)
  const needRules = () =>
    loadRules().then((loaded) => {
      setRules(loaded)
      return loaded
    })
  const preloadRules = () => {
    if (!rules) needRules().catch(() => {}) // retried, and reported, on submit
  }

  const topic = values.topic
  const candidate = isCandidateTopic(topic || null)
  const controls = controlsFor(topic, confirmed)
  const visible: FormFieldName[] = ebook ? controls : ['topic', ...controls]
  const validation = useMemo(
    () => (rules ? rules.validateFormValues(topic, values) : NOT_YET_VALIDATED),
    [rules, topic, values],
  )
  const blocking = visible.some((field) => validation.errors[field] !== undefined)
  const busy = phase === 'sending' || phase === 'sent'

  const errorFor = (field: FormFieldName): string | undefined => {
    if (!visible.includes(field)) return undefined
    if (serverErrors[field]) return serverErrors[field]
    return submitted || touched.has(field) ? validation.errors[field] : undefined
  }

  const touch = (field: FormFieldName) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))

  const clearServerError = (field: FormFieldName) =>
    setServerErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })

  function update<K extends keyof ContactFormValues>(field: K & FormFieldName, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    clearServerError(field)
  }

  const focusControl = (field: FormFieldName) => document.getElementById(idOf(field))?.focus()

  function changeTopic(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.currentTarget.value
    setValues((current) => ({ ...current, topic: isTopicId(next) ? next : '' }))
    // SPEC §4: a new topic starts unconfirmed; its controls start without messages.
    setConfirmed(false)
    setSubmitted(false)
    setServerErrors({})
  }

  function confirmOffice() {
    flushSync(() => setConfirmed(true))
    focusControl('first_name')
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0] ?? null
    touch('file')
    clearServerError('file')
    if (file && file.size > CV_MAX_BYTES) {
      // SPEC §4: an over-limit file sets the flag and its data is dropped.
      input.value = ''
      setValues((current) => ({ ...current, file: null, fileTooLarge: true }))
    } else {
      setValues((current) => ({ ...current, file, fileTooLarge: false }))
    }
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = ''
    setValues((current) => ({ ...current, file: null, fileTooLarge: false }))
    touch('file')
    clearServerError('file')
    fileInput.current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    let loaded: Rules
    try {
      loaded = rules ?? (await needRules())
    } catch (error) {
      console.error('Contact form submit failed', error)
      setPhase('failed')
      return
    }
    const { errors } = loaded.validateFormValues(topic, values)
    if (candidate && !confirmed) {
      if (errors.office_id) {
        setSubmitted(true)
        focusControl('office_id')
      } else {
        confirmOffice()
      }
      return
    }
    setSubmitted(true)
    setServerErrors({})
    const firstInvalid = visible.find((field) => errors[field] !== undefined)
    if (firstInvalid || !topic) {
      setPhase('idle')
      focusControl(firstInvalid ?? 'topic')
      return
    }

    const row = topicById(topic) as Topic
    const snapshot = values
    const context = { consultantId, officeId }
    setPhase('sending')
    let file: { dataUrl: string; type: string } | null = null
    let result: Awaited<ReturnType<typeof sendSubmission>>
    try {
      if (isCandidateTopic(row) && snapshot.file instanceof Blob) {
        file = { dataUrl: await readAsDataUrl(snapshot.file), type: snapshot.file.type }
      }
      result = await sendSubmission({
        formId: row.formId,
        body: (captchaToken) =>
          loaded.buildSubmission(row.id, snapshot, { ...context, search: window.location.search, file, captchaToken }),
        captchaToken: () =>
          getCaptchaToken(captchaProvider, { siteKey: recaptchaSiteKey, scriptUrl: recaptchaScriptUrl }),
      })
    } catch (error) {
      result = { ok: false, status: null, errors: {}, error }
    }

    if (!result.ok) {
      // SPEC §8: a failed submit is logged and the spinner stops; everything typed stays.
      console.error('Contact form submit failed', result)
      const onControls: FormErrors = {}
      for (const [apiField, message] of Object.entries(result.errors)) {
        const control = controlOf(apiField)
        if (control && visible.includes(control)) onControls[control] ??= message
      }
      flushSync(() => {
        setServerErrors(onControls)
        setPhase('failed')
      })
      const firstServerError = visible.find((field) => onControls[field] !== undefined)
      if (firstServerError) focusControl(firstServerError)
      else submitButton.current?.focus()
      return
    }

    setPhase('sent')
    try {
      pushLeadEvent(buildLeadEvent(row, snapshot, context))
    } catch (error) {
      console.error('Analytics event not pushed', error)
    }
    if (tracking.adsTracking && tracking.adTrackingServerUrl) {
      const params = adClickParams(window.location.search, document.cookie)
      if (hasAdClickIds(params))
        void sendAdTracking(tracking.adTrackingServerUrl, buildAdTrackingBody(params, snapshot))
    }
    if (tracking.socialAdvocacySiteId && tracking.socialAdvocacyScriptUrl) {
      injectLeadTrackingScript({
        scriptUrl: tracking.socialAdvocacyScriptUrl,
        siteId: tracking.socialAdvocacySiteId,
        formId: row.id,
      })
    }
    router.push(thankYou ?? thankYouPath(row, paidSearch))
  }

  // ---- controls ------------------------------------------------------------------------------

  const describedBy = (field: string, ...more: string[]) => [errorIdOf(field), ...more].join(' ')

  function textControl(field: TextFieldName) {
    const id = idOf(field)
    const error = errorFor(field)
    const value = values[field]
    const optional = isOptional(field, topic)
    const hints = TEXT_INPUTS[field]
    const shared = {
      id,
      name: field,
      value,
      required: !optional,
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy(field),
      onBlur: () => touch(field),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        update(field, event.currentTarget.value),
      className: inputClass + borderClass(error !== undefined),
    }
    return (
      <div key={field} className={field === 'message' ? 'sm:col-span-2' : undefined}>
        <div className="group relative">
          {field === 'message' ? (
            <textarea {...shared} rows={5} className={shared.className + ' resize-y'} />
          ) : (
            <input
              {...shared}
              type={hints.type ?? 'text'}
              autoComplete={hints.autoComplete}
              inputMode={hints.inputMode}
            />
          )}
          <label htmlFor={id} className={floatingLabelClass(value !== '')}>
            {fieldLabel(field, topic || null)}
            <OptionalMark show={optional} />
          </label>
        </div>
        <FieldError id={errorIdOf(field)} message={error} />
      </div>
    )
  }

  function selectControl(
    field: 'topic' | 'office_id',
    value: string,
    options: ReactNode,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void,
  ) {
    const id = idOf(field)
    const error = errorFor(field)
    return (
      <div>
        <div className="group relative">
          <select
            id={id}
            name={field}
            value={value}
            required
            aria-invalid={error !== undefined}
            aria-describedby={describedBy(field)}
            onChange={onChange}
            onBlur={() => touch(field)}
            className={inputClass + borderClass(error !== undefined) + ' appearance-none pr-10'}
          >
            <option value="">{FORM_TEXTS.selectPlaceholder}</option>
            {options}
          </select>
          {/* a select always shows a text (its placeholder option), so its label stays up */}
          <label htmlFor={id} className={floatingLabelClass(true)}>
            {fieldLabel(field)}
          </label>
          <Chevron />
        </div>
        <FieldError id={errorIdOf(field)} message={error} />
      </div>
    )
  }

  function checkboxControl(field: 'consent' | 'newsletter', extraDescription?: string) {
    const id = idOf(field)
    const error = errorFor(field)
    return (
      <div key={field} className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field}
            type="checkbox"
            checked={values[field]}
            required={field === 'consent'}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy(field, ...(extraDescription ? [extraDescription] : []))}
            onChange={(event) => {
              update(field, event.currentTarget.checked)
              touch(field)
            }}
            onBlur={() => touch(field)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-accent"
          />
          <label htmlFor={id} className="text-sm">
            {fieldLabel(field)}
            <OptionalMark show={isOptional(field, topic)} />
          </label>
        </div>
        <FieldError id={errorIdOf(field)} message={error} />
      </div>
    )
  }

  function fileControl() {
    const id = idOf('file')
    const error = errorFor('file')
    const chosen = values.file
    const nameId = idOf('file-name')
    const hintId = idOf('file-hint')
    return (
      <div key="file" className="sm:col-span-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {fieldLabel('file')}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {FORM_TEXTS.fileHint}
        </p>
        <input
          ref={fileInput}
          id={id}
          name="file"
          type="file"
          accept={CV_ACCEPT}
          required
          aria-invalid={error !== undefined}
          aria-describedby={describedBy('file', hintId, nameId)}
          onChange={chooseFile}
          onBlur={() => touch('file')}
          // The visible file name comes from the line below, so hide the browser's own text.
          className="mt-2 block max-w-full cursor-pointer text-sm text-transparent file:mr-2 file:cursor-pointer file:rounded file:border file:border-brand file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand hover:file:bg-sand"
        />
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span id={nameId} className={chosen ? 'font-medium break-all' : 'text-muted'}>
            {chosen?.name ?? FORM_TEXTS.noFileChosen}
          </span>
          {chosen ? (
            <button
              type="button"
              onClick={removeFile}
              className="rounded border border-gray-400 px-3 py-1 font-medium hover:bg-sand"
            >
              {FORM_TEXTS.removeFile}
            </button>
          ) : null}
        </div>
        <FieldError id={errorIdOf('file')} message={error} />
      </div>
    )
  }

  function control(field: FormFieldName) {
    switch (field) {
      case 'topic':
      case 'office_id':
        return null // rendered apart, above the other controls
      case 'file':
        return fileControl()
      case 'consent':
        return checkboxControl('consent', idOf('notice'))
      case 'newsletter':
        return checkboxControl('newsletter')
      default:
        return textControl(field)
    }
  }

  const headingId = idOf('heading')
  const heading = formHeading({ paidSearch: paidSearch !== undefined, ebook, addressee })
  const buttonLabel = ebook ? submitButtonLabel('', { download: true }) : submitButtonLabel(topic)
  const showSubmit = !(candidate && !confirmed)
  const alert = phase === 'failed' ? FORM_TEXTS.notSent : submitted && blocking ? MESSAGES.formIncomplete : ''

  return (
    <div className="rounded-lg bg-sand p-6 sm:p-8">
      {captchaProvider === 'recaptcha' ? (
        <style href="contact-form-recaptcha" precedence="default">
          {'.grecaptcha-badge{visibility:hidden}'}
        </style>
      ) : null}
      <h2 id={headingId} className="text-3xl font-bold text-brand">
        {heading}
      </h2>
      <form
        data-contact-form={variant}
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={busy}
        onSubmit={submit}
        onFocus={preloadRules}
        onPointerDown={preloadRules}
        className="mt-6"
      >
        <noscript>
          <p className="mb-4 font-medium">{FORM_TEXTS.needsJavaScript}</p>
        </noscript>
        {/* disabled in the server's HTML until this code runs: input typed into a form that does not
            work yet would be lost (React does not replay it on hydration) */}
        <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
          <div inert={busy} className={'transition-opacity ' + (busy ? 'opacity-50' : '')}>
            {ebook
              ? null
              : selectControl(
                  'topic',
                  topic,
                  topicOptions(topic).map((t) => (
                    <option key={t.id} value={t.id}>
                      {topicLabel(t)}
                    </option>
                  )),
                  changeTopic,
                )}

            {candidate ? (
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  {selectControl(
                    'office_id',
                    String(values.office_id),
                    offices.map((o) => (
                      <option key={o.officeId} value={String(o.officeId)}>
                        {o.title}
                      </option>
                    )),
                    (event) => update('office_id', event.currentTarget.value),
                  )}
                </div>
                {confirmed ? null : (
                  <button
                    type="button"
                    onClick={confirmOffice}
                    disabled={values.office_id === ''}
                    className="mt-1 rounded bg-brand px-6 py-4 font-semibold text-white hover:bg-brand-accent disabled:cursor-not-allowed disabled:bg-gray-500"
                  >
                    {FORM_TEXTS.confirmOffice}
                  </button>
                )}
              </div>
            ) : null}

            {controls.length > 0 ? (
              <div className="grid gap-x-4 sm:grid-cols-2">{controls.map((field) => control(field))}</div>
            ) : null}

            {candidate && confirmed ? (
              <p id={idOf('notice')} className="text-sm text-muted">
                {CANDIDATE_DATA_NOTICE}
              </p>
            ) : null}
          </div>

          <div role="alert" className="mt-4 min-h-6 font-medium text-red-700">
            {alert}
          </div>
          <div role="status" className="sr-only">
            {busy ? FORM_TEXTS.sending : ''}
          </div>

          {showSubmit ? (
            <button
              ref={submitButton}
              type="submit"
              disabled={busy}
              className="mt-2 inline-flex items-center gap-3 rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-accent disabled:cursor-wait disabled:opacity-70"
            >
              {busy ? <Spinner /> : null}
              {buttonLabel}
            </button>
          ) : null}

          {captchaProvider === 'recaptcha' ? (
            <p className="mt-4 text-xs text-muted">
              {FORM_TEXTS.recaptchaNotice.before}{' '}
              <a href="https://policies.google.com/privacy" className="underline">
                {FORM_TEXTS.recaptchaNotice.privacy}
              </a>{' '}
              {FORM_TEXTS.recaptchaNotice.and}{' '}
              <a href="https://policies.google.com/terms" className="underline">
                {FORM_TEXTS.recaptchaNotice.terms}
              </a>{' '}
              {FORM_TEXTS.recaptchaNotice.after}
            </p>
          ) : null}
        </fieldset>
      </form>
    </div>
  )
}
