'use client'

import { CheckboxField, FileField, SelectField, TextField } from './form-fields'
import { FORM_TEXTS } from './form-texts'
import type { FormFieldName } from './form-values'
import { CANDIDATE_DATA_NOTICE } from './messages'
import { topicLabel } from './topics'
import { topicOptions } from './topic-options'
import { useContactForm, type ContactFormClientProps } from './use-contact-form'

export type { ContactFormTracking } from './after-success'
export type { ContactFormClientProps, ContactFormVariant } from './use-contact-form'

type Form = ReturnType<typeof useContactForm>

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-30" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** One of the topic's controls, by its kind (the topic and the office are rendered apart, above). */
function Control({ form, name }: { form: Form; name: FormFieldName }) {
  switch (name) {
    case 'topic':
    case 'office_id':
      return null
    case 'file':
      return (
        <FileField
          field={form.field('file')}
          chosen={form.values.file}
          nameId={form.idOf('file-name')}
          hintId={form.idOf('file-hint')}
          onChange={form.chooseFile}
          onRemove={form.removeFile}
        />
      )
    case 'consent':
    case 'newsletter':
      return (
        <CheckboxField
          field={form.field(name)}
          checked={form.values[name]}
          onChange={(checked) => {
            form.change(name, checked)
            form.touch(name)
          }}
          describedBy={name === 'consent' ? form.idOf('notice') : undefined}
        />
      )
    default:
      return (
        <TextField
          field={form.field(name)}
          value={form.values[name]}
          onChange={(v) => form.change(name, v)}
          wide={form.wide.has(name)}
        />
      )
  }
}

function RecaptchaNotice() {
  const notice = FORM_TEXTS.recaptchaNotice
  return (
    <p className="mt-4 text-xs text-muted">
      {notice.before}{' '}
      <a href="https://policies.google.com/privacy" className="underline">
        {notice.privacy}
      </a>{' '}
      {notice.and}{' '}
      <a href="https://policies.google.com/terms" className="underline">
        {notice.terms}
      </a>{' '}
      {notice.after}
    </p>
  )
}

/** The contact and enquiry form (requirements §4, §5, §7.3-§7.6, §9): one view for every variant, over useContactForm. */
export function ContactFormClient(props: ContactFormClientProps) {
  const form = useContactForm(props)
  const { values, busy } = form
  const recaptcha = props.captchaProvider === 'recaptcha'
  const headingId = form.idOf('heading')
  const Heading = props.introduced ? 'h3' : 'h2'

  return (
    <div className="rounded-lg bg-sand p-6 sm:p-8">
      {recaptcha ? (
        <style href="contact-form-recaptcha" precedence="default">
          {'.grecaptcha-badge{visibility:hidden}'}
        </style>
      ) : null}
      <Heading id={headingId} className={`${props.introduced ? 'text-2xl' : 'text-3xl'} font-bold text-brand`}>
        {form.heading}
      </Heading>
      <form
        data-contact-form={props.variant}
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={busy}
        onSubmit={form.submit}
        onFocus={form.preloadRules}
        onPointerDown={form.preloadRules}
        className="mt-6"
      >
        <noscript>
          <p className="mb-4 font-medium">{FORM_TEXTS.needsJavaScript}</p>
        </noscript>
        {/* disabled in the server's HTML until this code runs: input typed into a form that does not
            work yet would be lost (React does not replay it on hydration) */}
        <fieldset disabled={!form.hydrated} className="m-0 min-w-0 border-0 p-0">
          <div inert={busy} className={'transition-opacity ' + (busy ? 'opacity-50' : '')}>
            {form.ebook ? null : (
              <SelectField
                field={form.field('topic')}
                value={values.topic}
                onChange={form.changeTopic}
                // alone before a topic is chosen: no empty line between it and the button
                reserveMessage={form.controls.length > 0 || form.candidate}
                hint={values.topic === '' ? FORM_TEXTS.topicHint : undefined}
              >
                {topicOptions(values.topic).map((t) => (
                  <option key={t.id} value={t.id}>
                    {topicLabel(t)}
                  </option>
                ))}
              </SelectField>
            )}

            {form.candidate ? (
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <SelectField
                    field={form.field('office_id')}
                    value={String(values.office_id)}
                    onChange={(v) => form.change('office_id', v)}
                  >
                    {props.offices.map((o) => (
                      <option key={o.officeId} value={String(o.officeId)}>
                        {o.title}
                      </option>
                    ))}
                  </SelectField>
                </div>
                {form.officeConfirmed ? null : (
                  <button
                    type="button"
                    onClick={form.confirmOffice}
                    disabled={values.office_id === ''}
                    className="mt-1 rounded bg-brand px-6 py-4 font-semibold text-white hover:bg-brand-accent disabled:cursor-not-allowed disabled:bg-brand/60"
                  >
                    {FORM_TEXTS.confirmOffice}
                  </button>
                )}
              </div>
            ) : null}

            {form.controls.length > 0 ? (
              <div className="grid gap-x-4 sm:grid-cols-2">
                {form.controls.map((name) => (
                  <Control key={name} form={form} name={name} />
                ))}
              </div>
            ) : null}

            {form.candidate && form.officeConfirmed ? (
              <p id={form.idOf('notice')} className="text-sm text-muted">
                {CANDIDATE_DATA_NOTICE}
              </p>
            ) : null}
          </div>

          {/* The alert's line is kept only once the visitor has submitted: before that it holds no
              empty gap, and the submit press that first fills it is an input, which layout-shift
              scores leave out; a send that fails seconds later fills a line already there. */}
          <div
            role="alert"
            className={'font-medium text-danger ' + (form.submitted ? 'mt-4 min-h-6' : 'mt-4 empty:mt-0')}
          >
            {form.alert}
          </div>
          <div role="status" className="sr-only">
            {busy ? FORM_TEXTS.sending : ''}
          </div>

          {form.candidate && !form.officeConfirmed ? null : (
            <button
              type="submit"
              disabled={busy}
              className="mt-4 inline-flex items-center gap-3 rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-accent disabled:cursor-wait disabled:opacity-70"
            >
              {busy ? <Spinner /> : null}
              {form.buttonLabel}
            </button>
          )}

          {recaptcha ? <RecaptchaNotice /> : null}
        </fieldset>
      </form>
    </div>
  )
}
