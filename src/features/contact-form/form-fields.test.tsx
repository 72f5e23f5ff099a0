import { describe, expect, it } from 'vitest'
import { chosenText } from './form-fields'
import { FORM_TEXTS } from './form-texts'

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
