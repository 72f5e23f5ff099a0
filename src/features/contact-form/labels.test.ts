import { describe, expect, it } from 'vitest'
import { formHeading, submitButtonLabel } from './labels'

describe('submitButtonLabel (requirements §9)', () => {
  it('says "Connect with consultant" with no topic, "Download Now" on the download form', () => {
    expect(submitButtonLabel(null)).toBe('Connect with consultant')
    expect(submitButtonLabel('')).toBe('Connect with consultant')
    expect(submitButtonLabel(null, { download: true })).toBe('Download Now')
  })

  it(`says "Let's Get to Work" for leadership`, () => {
    expect(submitButtonLabel('leadership')).toBe("Let's Get to Work")
  })

  it('says "Connect with consultant" for assessment, effective and succession', () => {
    for (const t of ['assessment', 'effective', 'succession'] as const) {
      expect(submitButtonLabel(t)).toBe('Connect with consultant')
    }
  })

  it('says "Submit form" for anything else', () => {
    for (const t of ['cv', 'join', 'other', 'download'] as const) expect(submitButtonLabel(t)).toBe('Submit form')
    expect(submitButtonLabel('other', { download: true })).toBe('Submit form')
  })
})

describe('formHeading (requirements §9)', () => {
  it('says "Find Your Next Leader!" on the paid-search form', () => {
    expect(formHeading({ paidSearch: true, addressee: 'Jane' })).toBe('Find Your Next Leader!')
  })
  it('says "Download Free E-book" on the e-book form', () => {
    expect(formHeading({ ebook: true })).toBe('Download Free E-book')
  })
  it('says "Get in touch", plus "with {addressee}" when given', () => {
    expect(formHeading()).toBe('Get in touch')
    expect(formHeading({ addressee: '  ' })).toBe('Get in touch')
    expect(formHeading({ addressee: 'Jane Doe' })).toBe('Get in touch with Jane Doe')
  })
})
