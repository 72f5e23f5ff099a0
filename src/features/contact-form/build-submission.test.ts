import { describe, expect, it } from 'vitest'
import { buildSubmission } from './build-submission'
import type { ContactFormValues } from './form-values'
import { parseSubmission } from './schema'
import { TOPICS } from './topics'

const PDF_URL = `data:application/pdf;base64,${btoa('%PDF-1.4 cv')}`

const values: ContactFormValues = {
  topic: 'leadership',
  office_id: '21',
  first_name: ' Grace ',
  last_name: 'Hopper',
  email: ' grace@navy.example ',
  phone: ' +1 202 555 0100 ',
  company: 'Navy',
  job_title: 'Admiral',
  message: ' We need a CFO. ',
  linkedin: ' https://www.linkedin.com/in/grace ',
  hiring_position: 'CFO',
  position_country: 'United States',
  position_city: 'Washington',
  file: { name: 'cv.pdf', size: 11, type: 'application/pdf' },
  fileTooLarge: false,
  consent: true,
  newsletter: true,
}

/** What every topic's body starts with: gdpr 1 and the trimmed common fields. */
const COMMON = {
  gdpr: 1,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@navy.example',
  message: 'We need a CFO.',
}

describe('buildSubmission (requirements §3)', () => {
  it('builds the leadership body: common fields, company details, position fields, nothing else', () => {
    expect(
      buildSubmission('leadership', values, { consultantId: 5, officeId: 9, search: '?utm_source=google' }),
    ).toEqual({
      ...COMMON,
      consultant_id: 5,
      office_id: 9,
      utm: 'utm_source=google',
      company: 'Navy',
      phone: '+12025550100',
      job_title: 'Admiral',
      privacy_policy: 1,
      hiring_position: 'CFO',
      position_country: 'United States',
      position_city: 'Washington',
    })
  })

  it('builds the cv body: chosen office over the page office, LinkedIn, file as data URL and media type', () => {
    expect(
      buildSubmission('cv', values, {
        officeId: 9,
        file: { dataUrl: PDF_URL, type: 'application/pdf' },
        captchaToken: 'tok',
      }),
    ).toEqual({
      ...COMMON,
      captcha_token: 'tok',
      office_id: 21,
      linkedin: 'https://www.linkedin.com/in/grace',
      file_hash: PDF_URL,
      file_ext: 'application/pdf',
    })
  })

  it('sends privacy_policy 0 without the newsletter box and no leadership extras for other topics', () => {
    const body = buildSubmission('other', { ...values, newsletter: false })
    expect(body).toMatchObject({ privacy_policy: 0 })
    expect(body).not.toHaveProperty('hiring_position')
    expect(body).not.toHaveProperty('office_id')
    expect(body).not.toHaveProperty('consultant_id')
    expect(body).not.toHaveProperty('utm')
    expect(body).not.toHaveProperty('linkedin')
  })

  it('omits empty optional values and keeps non-numeric ids as strings', () => {
    const body = buildSubmission(
      'join',
      { ...values, linkedin: '  ', office_id: 'abc' },
      { consultantId: '', search: '?', file: null },
    )
    expect(body).not.toHaveProperty('linkedin')
    expect(body).not.toHaveProperty('consultant_id')
    expect(body).not.toHaveProperty('utm')
    expect(body).not.toHaveProperty('file_hash')
    expect(body).toMatchObject({ office_id: 'abc' })
  })

  it('takes the query string from URLSearchParams too', () => {
    expect(buildSubmission('other', values, { search: new URLSearchParams({ a: '1', b: 'x y' }) })).toMatchObject({
      utm: 'a=1&b=x+y',
    })
  })

  it.each(TOPICS.map((t) => t.id))('produces a body the %s API schema accepts', (topic) => {
    const body = buildSubmission(topic, values, {
      consultantId: '7',
      officeId: 3,
      search: '?gclid=x',
      file: { dataUrl: PDF_URL, type: 'application/pdf' },
      captchaToken: 'token',
    })
    const formId = TOPICS.find((t) => t.id === topic)?.formId as number
    expect(parseSubmission(formId, body)).toMatchObject({ ok: true, topic: { id: topic } })
  })
})
