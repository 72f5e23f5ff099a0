import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES } from '@/lib/constants'
import { formValuesSchemaFor, validateFormValues, type ContactFormValues, type FormFieldName } from './form-values'
import { buildSubmission } from './build-submission'
import { parseSubmission } from './schema'
import { TOPICS, type TopicId } from './topics'

const pdf = { name: 'cv.pdf', size: 2048, type: 'application/pdf' }

const candidateValues: Partial<ContactFormValues> = {
  office_id: '12',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@gmail.com',
  message: 'Please consider me.',
  linkedin: '',
  file: pdf,
  consent: true,
  newsletter: false,
}

const clientValues: Partial<ContactFormValues> = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@navy.example',
  phone: '+1 202 555 0100',
  company: 'Navy',
  job_title: 'Admiral',
  hiring_position: 'CFO',
  position_country: 'United States',
  position_city: 'Washington',
  message: 'We need a CFO.',
  newsletter: true,
}

const valuesFor = (topic: TopicId) => (topic === 'cv' || topic === 'join' ? candidateValues : clientValues)

describe('validateFormValues', () => {
  it('asks for a topic first: "Please choose one of the options"', () => {
    for (const topic of [null, undefined, '', 'nope' as TopicId] as const) {
      expect(validateFormValues(topic, clientValues)).toEqual({
        ok: false,
        errors: { topic: 'Please choose one of the options' },
      })
    }
  })

  it.each(TOPICS.map((t) => t.id))('accepts complete values for %s', (topic) => {
    expect(validateFormValues(topic, valuesFor(topic))).toEqual({ ok: true, errors: {} })
  })

  it('reports every missing control of an empty leadership form, in control order', () => {
    const { ok, errors } = validateFormValues('leadership', {})
    expect(ok).toBe(false)
    expect(errors).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Business email is required.',
      phone: 'Business phone is required.',
      company: 'Company is required.',
      job_title: 'Job title is required.',
      hiring_position: 'Position you are hiring for is required.',
      position_country: 'Position country is required.',
      position_city: 'Position city is required.',
      message: 'Message is required.',
    })
  })

  it('reports the candidate controls of an empty cv form', () => {
    expect(validateFormValues('cv', {}).errors).toEqual({
      office_id: 'Please choose office',
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
      file: 'Please upload your CV.',
      consent: 'Please agree.',
    })
  })

  it('says "Please choose office" for an unchosen office (cv, join)', () => {
    expect(validateFormValues('join', { ...candidateValues, office_id: '' }).errors).toEqual({
      office_id: 'Please choose office',
    })
  })

  it('says "Please agree." when the consent box is unticked (cv, join)', () => {
    expect(validateFormValues('cv', { ...candidateValues, consent: false }).errors).toEqual({
      consent: 'Please agree.',
    })
  })

  it('says "Please upload your CV." without a file, and the too-large message over 5 MB', () => {
    expect(validateFormValues('cv', { ...candidateValues, file: null }).errors).toEqual({
      file: 'Please upload your CV.',
    })
    expect(validateFormValues('cv', { ...candidateValues, file: { ...pdf, size: CV_MAX_BYTES } }).ok).toBe(true)
    expect(validateFormValues('cv', { ...candidateValues, file: { ...pdf, size: CV_MAX_BYTES + 1 } }).errors).toEqual({
      file: 'Uploaded CV is too large. Please select file under 5mb.',
    })
  })

  it('keeps saying "too large" after the form discarded an over-limit file (requirements §4 flag)', () => {
    expect(validateFormValues('join', { ...candidateValues, file: null, fileTooLarge: true }).errors).toEqual({
      file: 'Uploaded CV is too large. Please select file under 5mb.',
    })
  })

  it('accepts a DOM-like File object as the file value', () => {
    class FakeFile {
      get size() {
        return 10
      }
      get name() {
        return 'cv.docx'
      }
      get type() {
        return ''
      }
    }
    expect(validateFormValues('cv', { ...candidateValues, file: new FakeFile() }).ok).toBe(true)
  })

  it('refuses Gmail for business topics with the spec message, and allows it for candidates', () => {
    expect(validateFormValues('other', { ...clientValues, email: 'grace@gmail.com' }).errors).toEqual({
      email: 'Please insert your bussiness email adress as Gmail email addresses are not supported.',
    })
    expect(validateFormValues('cv', { ...candidateValues, email: 'ada@gmail.com' }).ok).toBe(true)
  })

  it('says "Business Phone is not valid" for a short or malformed phone', () => {
    expect(validateFormValues('assessment', { ...clientValues, phone: '123 456 7' }).errors).toEqual({
      phone: 'Business Phone is not valid',
    })
  })

  it('says "Please enter a valid URL." for a bad LinkedIn link', () => {
    expect(validateFormValues('cv', { ...candidateValues, linkedin: 'linkedin/ada' }).errors).toEqual({
      linkedin: 'Please enter a valid URL.',
    })
  })

  it('does not ask for controls the topic does not show', () => {
    expect(validateFormValues('cv', { ...candidateValues, phone: '', company: '' }).ok).toBe(true)
    expect(validateFormValues('other', { ...clientValues, message: '', consent: false, file: null }).ok).toBe(true)
    expect(validateFormValues('assessment', { ...clientValues, hiring_position: '' }).ok).toBe(true)
  })

  it('limits the leadership message to 150 characters', () => {
    expect(validateFormValues('leadership', { ...clientValues, message: 'x'.repeat(151) }).errors).toEqual({
      message: 'Message must be at most 150 characters.',
    })
  })

  it('exposes the schema of a topic', () => {
    expect(formValuesSchemaFor('other').safeParse(clientValues).success).toBe(true)
  })
})

describe('browser and server agree (one set of rules)', () => {
  const cases: [TopicId, Partial<ContactFormValues>, FormFieldName][] = [
    ['leadership', { email: 'a@gmail.com' }, 'email'],
    ['leadership', { email: 'nope' }, 'email'],
    ['leadership', { first_name: ' ' }, 'first_name'],
    ['leadership', { company: 'x'.repeat(151) }, 'company'],
    ['leadership', { phone: '12-34' }, 'phone'],
    ['leadership', { message: 'x'.repeat(151) }, 'message'],
    ['assessment', { message: '' }, 'message'],
    ['cv', { linkedin: 'not a url' }, 'linkedin'],
    ['cv', { last_name: 'a\u0000b' }, 'last_name'],
  ]

  it.each(cases)('%s %j gives the same message in both places', (topic, patch, field) => {
    const values = { ...valuesFor(topic), ...patch }
    const browser = validateFormValues(topic, values).errors[field]
    const server = parseSubmission(
      TOPICS.find((t) => t.id === topic)?.formId as number,
      buildSubmission(topic, values, { file: { dataUrl: `data:application/pdf;base64,${btoa('%PDF-1')}`, type: '' } }),
    )
    expect(browser).toBeDefined()
    expect(server.ok ? undefined : server.errors[field]).toBe(browser)
  })
})
