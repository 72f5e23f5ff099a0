import { describe, expect, it } from 'vitest'
import {
  formReducer,
  initialFormState,
  type FormAction,
  type FormState,
  alertText,
  errorsOnControls,
  shownError,
  visibleFields,
} from './form-state'

const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state)

describe('formReducer', () => {
  it('starts with the given topic, empty controls, no messages', () => {
    const state = initialFormState('leadership')
    expect(state.values.topic).toBe('leadership')
    expect(state.values.first_name).toBe('')
    expect(state).toMatchObject({ officeConfirmed: false, submitted: false, serverErrors: {}, phase: 'idle' })
    expect(state.touched.size).toBe(0)
  })

  it('changes a value and drops that control’s message from the API, no other', () => {
    const failed = run(initialFormState('other'), {
      type: 'failed',
      serverErrors: { email: 'Please enter a valid email address.', phone: 'Business Phone is not valid' },
    })
    const state = run(failed, { type: 'change', field: 'email', value: 'a@b.example' })
    expect(state.values.email).toBe('a@b.example')
    expect(state.serverErrors).toEqual({ phone: 'Business Phone is not valid' })
  })

  it('remembers touched controls once', () => {
    const once = run(initialFormState('other'), { type: 'touch', field: 'email' })
    expect(run(once, { type: 'touch', field: 'email' }).touched).toBe(once.touched)
    expect([...once.touched]).toEqual(['email'])
  })

  it('starts a new topic unconfirmed, without messages, keeping what was typed (requirements §4)', () => {
    const state = run(
      initialFormState('cv'),
      { type: 'change', field: 'first_name', value: 'Ada' },
      { type: 'confirm-office' },
      { type: 'invalid' },
      { type: 'failed', serverErrors: { email: 'x' } },
      { type: 'topic', topic: 'join' },
    )
    expect(state.values).toMatchObject({ topic: 'join', first_name: 'Ada' })
    expect(state).toMatchObject({ officeConfirmed: false, submitted: false, serverErrors: {} })
  })

  it('keeps an over-limit file’s flag without its data, and touches the control', () => {
    const state = run(
      initialFormState('cv'),
      { type: 'failed', serverErrors: { file: 'Please upload your CV.' } },
      { type: 'file', file: null, tooLarge: true },
    )
    expect(state.values).toMatchObject({ file: null, fileTooLarge: true })
    expect(state.touched.has('file')).toBe(true)
    expect(state.serverErrors).toEqual({})
    const chosen = { name: 'cv.pdf', size: 10 }
    expect(run(state, { type: 'file', file: chosen, tooLarge: false }).values).toMatchObject({
      file: chosen,
      fileTooLarge: false,
    })
  })

  it('shows every message after a submit with invalid controls, and sends nothing', () => {
    const state = run(initialFormState('other'), { type: 'failed', serverErrors: { email: 'x' } }, { type: 'invalid' })
    expect(state).toMatchObject({ submitted: true, serverErrors: {}, phase: 'idle' })
  })

  it('shows the office message when a candidate submits without an office, phase unchanged', () => {
    const state = run(initialFormState('cv'), { type: 'failed' }, { type: 'office-missing' })
    expect(state).toMatchObject({ submitted: true, phase: 'failed', officeConfirmed: false })
  })

  it('goes sending → failed with the API’s messages, or sending → sent', () => {
    const sending = run(
      initialFormState('other'),
      { type: 'failed', serverErrors: { email: 'x' } },
      { type: 'sending' },
    )
    expect(sending).toMatchObject({ submitted: true, serverErrors: {}, phase: 'sending' })
    expect(run(sending, { type: 'failed', serverErrors: { phone: 'y' } })).toMatchObject({
      phase: 'failed',
      serverErrors: { phone: 'y' },
    })
    expect(run(sending, { type: 'sent' }).phase).toBe('sent')
  })

  it('keeps the API’s messages when the failure has none of its own (the rules did not load)', () => {
    const state = run(initialFormState('other'), { type: 'failed', serverErrors: { email: 'x' } }, { type: 'failed' })
    expect(state.serverErrors).toEqual({ email: 'x' })
  })
})

describe('what the view shows', () => {
  it('lists the topic first unless the form has a fixed one (e-book)', () => {
    expect(visibleFields(initialFormState(''), false)).toEqual(['topic'])
    expect(visibleFields(initialFormState('cv'), false)).toEqual(['topic', 'office_id'])
    expect(visibleFields(initialFormState('download'), true)[0]).toBe('first_name')
  })

  it('shows a rule’s message only once the control was touched or a submit was tried', () => {
    const errors = { email: 'Please enter a valid email address.' }
    const start = initialFormState('other')
    const visible = visibleFields(start, false)
    expect(shownError(start, errors, visible, 'email')).toBeUndefined()
    expect(shownError(run(start, { type: 'touch', field: 'email' }), errors, visible, 'email')).toBe(errors.email)
    expect(shownError(run(start, { type: 'invalid' }), errors, visible, 'email')).toBe(errors.email)
  })

  it('prefers the API’s message, and shows none on a control that is not on screen', () => {
    const state = run(initialFormState('other'), { type: 'failed', serverErrors: { email: 'from the API' } })
    const visible = visibleFields(state, false)
    expect(shownError(state, { email: 'from the rules' }, visible, 'email')).toBe('from the API')
    expect(shownError(run(state, { type: 'invalid' }), { file: 'x' }, visible, 'file')).toBeUndefined()
  })

  it('alerts "Form incomplete." after a blocked submit, and the failed send over it', () => {
    const start = initialFormState('other')
    expect(alertText(start, true)).toBe('')
    expect(alertText(run(start, { type: 'invalid' }), true)).toBe('Form incomplete.')
    expect(alertText(run(start, { type: 'invalid' }), false)).toBe('')
    expect(alertText(run(start, { type: 'failed' }), false)).toBe(
      'Your enquiry was not sent. Please check your connection and try again.',
    )
  })

  it('puts the API’s messages on the controls that show them, the first per control', () => {
    expect(
      errorsOnControls(
        { file_hash: 'a', file_ext: 'b', gdpr: 'c', email: 'd', utm: 'e', phone: 'f', fileTooLarge: 'g' },
        ['topic', 'office_id', 'first_name', 'email', 'file', 'consent'],
      ),
    ).toEqual({ file: 'a', consent: 'c', email: 'd' })
    expect(errorsOnControls({ privacy_policy: 'x' }, ['newsletter'])).toEqual({ newsletter: 'x' })
  })
})
