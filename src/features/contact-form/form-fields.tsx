/**
 * The contact form's controls, one component per kind: text, select, checkbox, CV file. Each shows
 * its label, its message below it (aria-describedby) and "(optional)" where the topic allows empty.
 * Rendered only inside contact-form.client.tsx.
 */
import { Children, isValidElement, type ChangeEvent, type ReactNode } from 'react'
import { CV_ACCEPT } from './cv-file'
import { FORM_TEXTS } from './form-texts'
import type { CvFileInfo, FormFieldName } from './form-values'
import type { FieldView } from './use-contact-form'

export type TextFieldName = Exclude<FormFieldName, 'topic' | 'office_id' | 'file' | 'consent' | 'newsletter'>

/** Per-control input hints; everything not listed is a plain text input. */
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

const inputClass =
  'block w-full rounded border bg-white px-3 pt-6 pb-2 text-base text-ink outline-none transition-colors ' +
  'focus:border-brand-accent focus:ring-2 focus:ring-brand-accent/30 '
const borderClass = (invalid: boolean) => (invalid ? 'border-danger' : 'border-gray-400')

/** The floating label: inside the control at rest, up in its top edge when focused or filled. */
function floatingLabelClass(filled: boolean): string {
  const base = 'pointer-events-none absolute left-3 text-muted transition-all duration-150 '
  return base + (filled ? 'top-1.5 text-xs' : 'top-4 text-base group-focus-within:top-1.5 group-focus-within:text-xs')
}

/**
 * The control's message. Its line is kept free (`reserve`) on controls shown together, so a message
 * appearing on blur does not move the controls below it; a control alone (the topic before it is
 * chosen) keeps no empty line.
 */
function FieldError({ field, reserve = true }: { field: FieldView; reserve?: boolean }) {
  return (
    <p
      id={field.errorId}
      aria-live="polite"
      className={'text-sm text-danger ' + (reserve ? 'mt-1 min-h-5' : 'mt-1 empty:mt-0')}
    >
      {field.error}
    </p>
  )
}

/** The control's label, marked "(optional)" where the topic allows it empty. */
function LabelText({ field }: { field: FieldView }) {
  return (
    <>
      {field.label}
      {field.optional ? <span className="text-muted"> {FORM_TEXTS.optional}</span> : null}
    </>
  )
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

/** The attributes every control shares: name, id, validity and the message it is described by. */
function controlProps(field: FieldView, ...describedBy: string[]) {
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.error !== undefined,
    'aria-describedby': [field.errorId, ...describedBy].join(' '),
    onBlur: field.onBlur,
  }
}

export function TextField({
  field,
  value,
  onChange,
  wide = false,
}: {
  field: FieldView<TextFieldName>
  value: string
  onChange: (value: string) => void
  /** Across both columns (the message always). */
  wide?: boolean
}) {
  const shared = {
    ...controlProps(field),
    value,
    required: !field.optional,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    className: inputClass + borderClass(field.error !== undefined),
  }
  const hints = TEXT_INPUTS[field.name]
  const multiline = field.name === 'message'
  return (
    <div className={multiline || wide ? 'sm:col-span-2' : undefined}>
      <div className="group relative">
        {multiline ? (
          <textarea {...shared} rows={5} className={shared.className + ' resize-y'} />
        ) : (
          <input
            {...shared}
            type={hints.type ?? 'text'}
            autoComplete={hints.autoComplete}
            inputMode={hints.inputMode}
          />
        )}
        <label htmlFor={field.id} className={floatingLabelClass(value !== '')}>
          <LabelText field={field} />
        </label>
      </div>
      <FieldError field={field} />
    </div>
  )
}

/** The text of the option whose value is `value` among `<option>` children, else the placeholder. */
export function chosenText(children: ReactNode, value: string): string {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) continue
    if (String(child.props.value) !== value) continue
    const text = child.props.children
    if (typeof text === 'string' || typeof text === 'number') return String(text)
  }
  return FORM_TEXTS.selectPlaceholder
}

export function SelectField({
  field,
  value,
  onChange,
  children,
  reserveMessage = true,
  hint,
}: {
  field: FieldView
  value: string
  onChange: (value: string) => void
  /** The options after the empty placeholder. */
  children: ReactNode
  /** Keep the message's line free while there is no message (see FieldError). */
  reserveMessage?: boolean
  /** A line under the control while it has no message (a message takes its place). */
  hint?: string
}) {
  const hintId = `${field.id}-hint`
  const showHint = hint !== undefined && field.error === undefined
  return (
    <div>
      {/* A native select cuts a long option on one line ("Engage the firm for executive sear"): the select
          draws the box, focus ring and list, and a copy of its chosen text inside the border covers its own
          one line, wraps, and sets the box's height. A flow root, so the copy's 1 px margins stay inside and
          the select's top and bottom borders show. */}
      <div className="group relative flow-root">
        <select
          {...controlProps(field, ...(showHint ? [hintId] : []))}
          value={value}
          required
          onChange={(event) => onChange(event.currentTarget.value)}
          className={
            inputClass + borderClass(field.error !== undefined) + ' absolute inset-0 h-full appearance-none pr-10'
          }
        >
          <option value="">{FORM_TEXTS.selectPlaceholder}</option>
          {children}
        </select>
        <span
          aria-hidden="true"
          data-select-text=""
          className="pointer-events-none relative m-px block rounded-[3px] bg-white px-3 pt-6 pb-2 pr-10 text-base text-ink"
        >
          {chosenText(children, value)}
        </span>
        {/* a select always shows a text (its placeholder option), so its label stays up */}
        <label htmlFor={field.id} className={floatingLabelClass(true)}>
          {field.label}
        </label>
        <Chevron />
      </div>
      <FieldError field={field} reserve={reserveMessage && !showHint} />
      {showHint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function CheckboxField({
  field,
  checked,
  onChange,
  describedBy,
}: {
  field: FieldView
  checked: boolean
  onChange: (checked: boolean) => void
  /** More text the box refers to (the candidate-data notice), by id. */
  describedBy?: string
}) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...controlProps(field, ...(describedBy ? [describedBy] : []))}
          type="checkbox"
          checked={checked}
          required={!field.optional}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-accent"
        />
        <label htmlFor={field.id} className="text-sm">
          <LabelText field={field} />
        </label>
      </div>
      <FieldError field={field} />
    </div>
  )
}

export function FileField({
  field,
  chosen,
  nameId,
  hintId,
  onChange,
  onRemove,
}: {
  field: FieldView
  chosen: CvFileInfo | null
  /** Ids of the chosen file's name and of the hint on types and size, which describe the input. */
  nameId: string
  hintId: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onRemove: () => void
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={field.id} className="block text-sm font-medium">
        {field.label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {FORM_TEXTS.fileHint}
      </p>
      <input
        {...controlProps(field, hintId, nameId)}
        type="file"
        accept={CV_ACCEPT}
        required
        onChange={onChange}
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
            onClick={onRemove}
            className="rounded border border-gray-400 px-3 py-1 font-medium hover:bg-sand"
          >
            {FORM_TEXTS.removeFile}
          </button>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  )
}
