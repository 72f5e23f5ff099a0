import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { FIELD_RULES, isHttpUrl, isSingleLine, issuesToErrors, PHONE_PATTERN, removeSpaces } from './field-rules'

describe('field-rule helpers', () => {
  it('removes spaces only (requirements §3 phone)', () => {
    expect(removeSpaces(' +44 20 7946 0000 ')).toBe('+442079460000')
  })

  it('matches the phone pattern of requirements §5', () => {
    for (const ok of ['(+44)2079460000', '+44-20_7946(0)', '2079460000', '']) expect(PHONE_PATTERN.test(ok)).toBe(true)
    for (const bad of ['44+20', '++44', '+44.20', '+44/20', 'tel:+44', '[44]20'])
      expect(PHONE_PATTERN.test(bad)).toBe(false)
  })

  it('recognises one-line text', () => {
    expect(isSingleLine('Ada Lovelace')).toBe(true)
    expect(isSingleLine('Ada\nLovelace')).toBe(false)
    expect(isSingleLine('Ada\u009bLovelace')).toBe(false)
  })

  it('accepts http(s) URLs with a dotted host only', () => {
    expect(isHttpUrl('https://www.linkedin.com/in/ada')).toBe(true)
    expect(isHttpUrl('http://linkedin.com')).toBe(true)
    for (const bad of ['www.linkedin.com', 'mailto:a@b.co', 'https://linkedin', 'https://a.b./x', 'https://a.b/ x']) {
      expect(isHttpUrl(bad)).toBe(false)
    }
  })
})

describe('field rules', () => {
  it('gives the first message of a field only, and reports root problems under "form"', () => {
    const schema = z.strictObject({ phone: FIELD_RULES.phone })
    const bad = schema.safeParse({ phone: 'abc' })
    expect(bad.success || issuesToErrors(bad.error.issues)).toEqual({ phone: 'Business Phone is not valid' })
    const root = schema.safeParse('nope')
    expect(root.success || issuesToErrors(root.error.issues)).toEqual({ form: 'Form incomplete.' })
  })

  it('requires ticked consent ("Please agree.") and a chosen topic ("Please choose one of the options")', () => {
    expect(FIELD_RULES.consent.safeParse(false).error?.issues[0]?.message).toBe('Please agree.')
    expect(FIELD_RULES.consent.safeParse(undefined).error?.issues[0]?.message).toBe('Please agree.')
    expect(FIELD_RULES.topic.safeParse('').error?.issues[0]?.message).toBe('Please choose one of the options')
    expect(FIELD_RULES.topic.safeParse('join').success).toBe(true)
  })

  it('checks a chosen file by size: empty or missing asks for the CV, over 5 MB is too large', () => {
    const message = (v: unknown) => FIELD_RULES.cvFile.safeParse(v).error?.issues[0]?.message
    expect(message(null)).toBe('Please upload your CV.')
    expect(message({ size: 0 })).toBe('Please upload your CV.')
    expect(message({ size: 5 * 1024 * 1024 + 1 })).toBe('Uploaded CV is too large. Please select file under 5mb.')
    expect(message({ size: 5 * 1024 * 1024 })).toBeUndefined()
    expect(message({ size: 'big' })).toBe('This field is not valid.')
  })
})
