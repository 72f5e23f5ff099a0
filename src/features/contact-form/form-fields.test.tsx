import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { chosenText, SelectField } from './form-fields'
import { FORM_TEXTS } from './form-texts'
import type { FieldView } from './use-contact-form'

const options = [
  <option key="cv" value="cv">
    Submit my CV for consideration
  </option>,
  <option key="leadership" value="leadership">
    Engage the firm for executive search services
  </option>,
  <option key="7" value="7">
    London
  </option>,
]

describe('chosenText (the select’s wrapping copy of its chosen option)', () => {
  it('is the whole text of the chosen option, however long', () => {
    expect(chosenText(options, 'leadership')).toBe('Engage the firm for executive search services')
    expect(chosenText(options, '7')).toBe('London')
  })

  it('is the placeholder while nothing, or an option not listed, is chosen', () => {
    expect(chosenText(options, '')).toBe(FORM_TEXTS.selectPlaceholder)
    expect(chosenText(options, 'nope')).toBe(FORM_TEXTS.selectPlaceholder)
  })
})

describe('SelectField’s hint (the topic before one is chosen)', () => {
  const field = (error?: string): FieldView => ({
    name: 'topic',
    id: 'f-topic',
    errorId: 'f-topic-error',
    error,
    optional: false,
    label: 'Topic',
    onBlur: () => {},
  })
  const html = (error?: string) =>
    renderToStaticMarkup(
      <SelectField field={field(error)} value="" onChange={() => {}} reserveMessage={false} hint={FORM_TEXTS.topicHint}>
        {options}
      </SelectField>,
    )

  it('shows the hint under the control and describes the control by it', () => {
    const out = html()
    expect(out).toContain(FORM_TEXTS.topicHint)
    expect(out).toContain('aria-describedby="f-topic-error f-topic-hint"')
  })

  it('gives the hint’s place to a message', () => {
    const out = html('Please choose one of the options')
    expect(out).not.toContain(FORM_TEXTS.topicHint)
    expect(out).toContain('aria-describedby="f-topic-error"')
    expect(out).toContain('Please choose one of the options')
  })
})
