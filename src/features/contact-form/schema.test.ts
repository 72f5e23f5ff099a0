import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES, PHONE_MIN_LENGTH, TEXT_FIELD_MAX } from '@/lib/constants'
import { EMAIL_LOCAL_PART_MAX, MESSAGE_MAX, UTM_MAX } from './field-rules'
import { parseSubmission, submissionSchemaFor, type Submission } from './schema'
import { TOPICS, type TopicId } from './topics'

const PDF = `data:application/pdf;base64,${btoa('%PDF-1.4 a short CV')}`

const candidate = {
  gdpr: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@gmail.com',
  message: 'I would like to be considered.',
  office_id: 12,
  linkedin: 'https://www.linkedin.com/in/ada',
  file_hash: PDF,
  file_ext: 'application/pdf',
}

const client = {
  gdpr: 1,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@navy.example',
  message: 'We need a new CFO.',
  company: 'Navy',
  phone: '+1 202 555 0100',
  job_title: 'Admiral',
  privacy_policy: 0,
}

const leadership = {
  ...client,
  hiring_position: 'CFO',
  position_country: 'United States',
  position_city: 'Washington',
}

function validBody(topic: TopicId): Record<string, unknown> {
  if (topic === 'cv' || topic === 'join') return { ...candidate }
  if (topic === 'leadership') return { ...leadership }
  return { ...client }
}

const formIdOf = (topic: TopicId) => TOPICS.find((t) => t.id === topic)?.formId as number

function errorsFor(topic: TopicId, patch: Record<string, unknown>) {
  const result = parseSubmission(formIdOf(topic), { ...validBody(topic), ...patch })
  return result.ok ? {} : result.errors
}

describe('parseSubmission: routing and shape', () => {
  it.each(TOPICS.map((t) => t.id))('accepts a valid body for %s', (topic) => {
    const result = parseSubmission(String(formIdOf(topic)), validBody(topic))
    expect(result).toMatchObject({ ok: true, topic: { id: topic } })
  })

  it('answers 404 for an unknown or non-canonical form id', () => {
    expect(parseSubmission('5', client)).toEqual({ ok: false, status: 404, errors: {} })
    expect(parseSubmission('07', leadership)).toEqual({ ok: false, status: 404, errors: {} })
    expect(parseSubmission('../7', leadership)).toMatchObject({ status: 404 })
  })

  it('answers 400 with a form error when the body is not an object', () => {
    for (const body of [null, 'x', 7, [leadership]]) {
      expect(parseSubmission(7, body)).toEqual({ ok: false, status: 400, errors: { form: 'Form incomplete.' } })
    }
  })

  it('rejects keys the topic does not define, each as "This field is not valid."', () => {
    expect(errorsFor('cv', { phone: '+44 1234 5678', topic: 'cv' })).toEqual({
      phone: 'This field is not valid.',
      topic: 'This field is not valid.',
    })
    expect(errorsFor('other', { hiring_position: 'CEO', file_hash: PDF })).toEqual({
      hiring_position: 'This field is not valid.',
      file_hash: 'This field is not valid.',
    })
  })

  it('bounds how many unknown keys are echoed back, and their length', () => {
    const junk = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}${'x'.repeat(100)}`, 1]))
    const result = parseSubmission(12, { ...client, ...junk })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(Object.keys(result.errors)).toHaveLength(20)
      expect(Math.max(...Object.keys(result.errors).map((k) => k.length))).toBe(64)
    }
  })

  it('keeps a "__proto__" key as a plain error entry, without touching prototypes', () => {
    const result = parseSubmission(7, JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(leadership).slice(1)}`))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(['__proto__'])
      expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('requires gdpr to be exactly 1', () => {
    expect(errorsFor('other', { gdpr: 0 })).toEqual({ gdpr: 'This field is not valid.' })
    expect(errorsFor('other', { gdpr: '1' })).toEqual({ gdpr: 'This field is not valid.' })
    expect(errorsFor('other', { gdpr: undefined })).toEqual({ gdpr: 'This field is not valid.' })
  })

  it('accepts privacy_policy 0 or 1 only', () => {
    expect(errorsFor('other', { privacy_policy: 1 })).toEqual({})
    expect(errorsFor('other', { privacy_policy: 2 })).toEqual({ privacy_policy: 'This field is not valid.' })
    expect(errorsFor('other', { privacy_policy: true })).toEqual({ privacy_policy: 'This field is not valid.' })
  })

  it('returns trimmed values, the phone without spaces and empty context ids dropped', () => {
    const result = parseSubmission(7, {
      ...leadership,
      first_name: '  Grace ',
      phone: ' +1 (202) 555-0100 ',
      consultant_id: '',
      office_id: null,
      utm: 'utm_source=google',
      captcha_token: 'tok',
    })
    expect(result.ok).toBe(true)
    expect(result.ok && result.topic.id).toBe('leadership')
    if (result.ok) {
      const data = result.data as Submission<'leadership'>
      expect(data.first_name).toBe('Grace')
      expect(data.phone).toBe('+1(202)555-0100')
      expect(data.consultant_id).toBeUndefined()
      expect(data.office_id).toBeUndefined()
      expect(data.utm).toEqual({ value: 'utm_source=google' })
      expect(data.captcha_token).toBe('tok')
    }
  })

  it('exposes one strict schema per topic', () => {
    expect(submissionSchemaFor('leadership').safeParse(leadership).success).toBe(true)
    expect(submissionSchemaFor('leadership').safeParse({ ...leadership, extra: 1 }).success).toBe(false)
    expect(submissionSchemaFor(TOPICS[0]).safeParse(candidate).success).toBe(true)
  })
})

describe('parseSubmission: text fields', () => {
  const labels = {
    first_name: 'First name',
    last_name: 'Last name',
    company: 'Company',
    job_title: 'Job title',
    hiring_position: 'Position you are hiring for',
    position_country: 'Position country',
    position_city: 'Position city',
  } as const

  it.each(Object.entries(labels))('requires %s with "{Field} is required."', (field, label) => {
    for (const value of [undefined, null, '', '   ']) {
      expect(errorsFor('leadership', { [field]: value })).toEqual({ [field]: `${label} is required.` })
    }
  })

  it.each(Object.entries(labels))('allows %s up to 150 characters, not 151', (field, label) => {
    expect(TEXT_FIELD_MAX).toBe(150)
    expect(errorsFor('leadership', { [field]: 'x'.repeat(150) })).toEqual({})
    expect(errorsFor('leadership', { [field]: ` ${'x'.repeat(150)} ` })).toEqual({})
    expect(errorsFor('leadership', { [field]: 'x'.repeat(151) })).toEqual({
      [field]: `${label} must be at most 150 characters.`,
    })
  })

  it('rejects a non-string value as "This field is not valid."', () => {
    expect(errorsFor('leadership', { company: 42 })).toEqual({ company: 'This field is not valid.' })
  })

  it.each([
    'Ada\nLovelace',
    'Ada\rLovelace',
    'Ada\tLovelace',
    'Ada\u0000',
    'Ada\u007fB',
    'Ada\u2028Lovelace',
    'Ada\u0085B',
  ])('rejects control characters in one-line fields (%j)', (value) => {
    expect(errorsFor('cv', { first_name: value })).toEqual({ first_name: 'This field is not valid.' })
  })

  it('only requires the last name for candidates; company details are not part of their body', () => {
    expect(errorsFor('join', { last_name: '' })).toEqual({ last_name: 'Last name is required.' })
  })
})

describe('parseSubmission: email', () => {
  it('requires it, with the topic-specific label', () => {
    expect(errorsFor('leadership', { email: '' })).toEqual({ email: 'Business email is required.' })
    expect(errorsFor('cv', { email: undefined })).toEqual({ email: 'Email is required.' })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@exa mple.com'])(
    'says "Please enter a valid email address." for %j',
    (email) => {
      expect(errorsFor('cv', { email })).toEqual({ email: 'Please enter a valid email address.' })
    },
  )

  it.each(TOPICS.filter((t) => !t.personalMailAllowed).map((t) => t.id))(
    'refuses "gmail" in any case for %s, with the spec message',
    (topic) => {
      for (const email of ['a@gmail.com', 'a@GMail.co.uk', 'gmail.fan@example.com']) {
        expect(errorsFor(topic, { email })).toEqual({
          email: 'Please insert your bussiness email adress as Gmail email addresses are not supported.',
        })
      }
    },
  )

  it('accepts Gmail addresses for cv and join', () => {
    expect(errorsFor('cv', { email: 'ada@gmail.com' })).toEqual({})
    expect(errorsFor('join', { email: 'ada@GMAIL.com' })).toEqual({})
  })
})

describe('parseSubmission: phone (topics other than cv and join)', () => {
  it.each(['+44 20 7946 0000', '(+44) 20-7946_0000', '02079460000', '+1 (202) 555-0100', '1234 5678'])(
    'accepts %j',
    (phone) => {
      expect(errorsFor('assessment', { phone })).toEqual({})
    },
  )

  it.each(['1234567', '12 34 56 7', '+44abc12345', '44+12345678', '+44.20.7946.0000', '12345678+', '++4412345678'])(
    'says "Business Phone is not valid" for %j',
    (phone) => {
      expect(PHONE_MIN_LENGTH).toBe(8)
      expect(errorsFor('assessment', { phone })).toEqual({ phone: 'Business Phone is not valid' })
    },
  )

  it('requires it and caps it at 150 characters', () => {
    expect(errorsFor('other', { phone: '' })).toEqual({ phone: 'Business phone is required.' })
    expect(errorsFor('other', { phone: '   ' })).toEqual({ phone: 'Business phone is required.' })
    expect(errorsFor('other', { phone: '1'.repeat(151) })).toEqual({
      phone: 'Business phone must be at most 150 characters.',
    })
  })
})

describe('parseSubmission: message', () => {
  it.each(['cv', 'join', 'assessment', 'succession', 'effective', 'leadership'] as const)(
    'is required for %s',
    (topic) => {
      expect(errorsFor(topic, { message: '' })).toEqual({ message: 'Message is required.' })
      expect(errorsFor(topic, { message: undefined })).toEqual({ message: 'Message is required.' })
    },
  )

  it.each(['other', 'download'] as const)('is optional for %s', (topic) => {
    expect(errorsFor(topic, { message: '' })).toEqual({})
    expect(errorsFor(topic, { message: undefined })).toEqual({})
  })

  it('is at most 150 characters for leadership only', () => {
    expect(errorsFor('leadership', { message: 'x'.repeat(150) })).toEqual({})
    expect(errorsFor('leadership', { message: 'x'.repeat(151) })).toEqual({
      message: 'Message must be at most 150 characters.',
    })
    expect(errorsFor('assessment', { message: 'x'.repeat(151) })).toEqual({})
    expect(errorsFor('assessment', { message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual({
      message: `Message must be at most ${MESSAGE_MAX} characters.`,
    })
  })

  it('allows line feeds and tabs, normalises CRLF, and rejects other control characters', () => {
    const result = parseSubmission(8, { ...client, message: 'Line one\r\n\tLine two' })
    expect(result.ok && result.data.message).toBe('Line one\n\tLine two')
    expect(errorsFor('assessment', { message: 'bell\u0007' })).toEqual({ message: 'This field is not valid.' })
    expect(errorsFor('assessment', { message: 'lone\rcarriage return' })).toEqual({
      message: 'This field is not valid.',
    })
  })
})

describe('parseSubmission: candidate fields (cv, join)', () => {
  it('requires the chosen office with "Please choose office"', () => {
    for (const office_id of [undefined, null, '', 0, -3, 1.5, 'a b', '../1']) {
      expect(errorsFor('cv', { office_id })).toEqual({ office_id: 'Please choose office' })
    }
    expect(errorsFor('join', { office_id: '42' })).toEqual({})
  })

  it('keeps the office optional for other topics but refuses a malformed one', () => {
    expect(errorsFor('leadership', { office_id: 9, consultant_id: 'abc-123' })).toEqual({})
    expect(errorsFor('leadership', { office_id: 'x y' })).toEqual({ office_id: 'This field is not valid.' })
    expect(errorsFor('leadership', { consultant_id: -1 })).toEqual({ consultant_id: 'This field is not valid.' })
  })

  it('keeps LinkedIn optional but requires a valid http(s) URL when given', () => {
    expect(errorsFor('cv', { linkedin: undefined })).toEqual({})
    expect(errorsFor('cv', { linkedin: '' })).toEqual({})
    expect(errorsFor('cv', { linkedin: 'http://linkedin.com/in/ada' })).toEqual({})
    for (const linkedin of [
      'linkedin.com/in/ada',
      'javascript:alert(1)',
      'ftp://linkedin.com/in/ada',
      'https://localhost/ada',
      'https://user:pw@linkedin.com/in/ada',
      'https://linked in.com/ada',
    ]) {
      expect(errorsFor('cv', { linkedin })).toEqual({ linkedin: 'Please enter a valid URL.' })
    }
  })

  it('requires the CV with "Please upload your CV."', () => {
    expect(errorsFor('cv', { file_hash: undefined })).toEqual({ file_hash: 'Please upload your CV.' })
    expect(errorsFor('join', { file_hash: '' })).toEqual({ file_hash: 'Please upload your CV.' })
  })

  it('refuses a CV over 5 MB with "Uploaded CV is too large. Please select file under 5mb."', () => {
    const over = `data:application/pdf;base64,${'A'.repeat(Math.ceil((CV_MAX_BYTES + 1) / 3) * 4)}`
    expect(errorsFor('cv', { file_hash: over })).toEqual({
      file_hash: 'Uploaded CV is too large. Please select file under 5mb.',
    })
  })

  it('refuses a file_hash that is not a base64 data URL', () => {
    for (const file_hash of ['https://x.example/cv.pdf', 'data:application/pdf,%PDF', 'data:;base64,@@@@', 42]) {
      expect(errorsFor('cv', { file_hash })).toEqual({ file_hash: 'This field is not valid.' })
    }
  })

  it('takes the media type as file_ext, optional and well-formed', () => {
    expect(errorsFor('cv', { file_ext: undefined })).toEqual({})
    expect(errorsFor('cv', { file_ext: '' })).toEqual({})
    expect(
      errorsFor('cv', { file_ext: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ).toEqual({})
    expect(errorsFor('cv', { file_ext: '../../etc/passwd' })).toEqual({ file_ext: 'This field is not valid.' })
  })
})

describe('parseSubmission: hidden fields', () => {
  const utmOf = (utm: unknown) => {
    const result = parseSubmission(formIdOf('other'), { ...client, utm })
    return result.ok ? (result.data as { utm?: unknown }).utm : result.errors
  }
  it('takes captcha_token as an optional one-line string', () => {
    expect(errorsFor('other', { utm: 'a=b&c=d', captcha_token: 'x'.repeat(2000) })).toEqual({})
    expect(errorsFor('other', { captcha_token: 5 })).toEqual({ captcha_token: 'This field is not valid.' })
    expect(errorsFor('other', { captcha_token: 'a\nb' })).toEqual({ captcha_token: 'This field is not valid.' })
  })
  it('never refuses a lead for its query string: cut to the limit, with the original length', () => {
    const long = `utm_campaign=${'x'.repeat(5000)}`
    expect(utmOf(long)).toEqual({ value: long.slice(0, UTM_MAX), cutFrom: long.length })
    expect(utmOf('a'.repeat(UTM_MAX))).toEqual({ value: 'a'.repeat(UTM_MAX) })
    // a pair of surrogates is never split at the limit
    const emoji = `${'a'.repeat(UTM_MAX - 1)}😀`
    expect(utmOf(emoji)).toEqual({ value: 'a'.repeat(UTM_MAX - 1), cutFrom: emoji.length })
  })
  it('cleans a query string instead of refusing it', () => {
    expect(utmOf('a=b\r\nSet-Cookie: x')).toEqual({ value: 'a=bSet-Cookie: x' })
    expect(utmOf('a=\u200bb\u202e')).toEqual({ value: 'a=b' })
    expect(utmOf('a=\ud800b')).toEqual({ value: 'a=\ufffdb' })
    for (const junk of [5, null, {}, [], '', ' \u200b ']) expect(utmOf(junk)).toBeUndefined()
  })
})

describe('parseSubmission: text that is not what it seems', () => {
  it('treats a name of invisible characters only as empty, so required', () => {
    for (const blank of ['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff', '\u3164', '\u2800 \u00ad', '\u00a0\u3000']) {
      expect(errorsFor('other', { first_name: blank })).toEqual({ first_name: 'First name is required.' })
    }
  })
  it('removes invisible characters around and inside visible text, keeping joiners that shape it', () => {
    const result = parseSubmission(formIdOf('other'), {
      ...client,
      first_name: '\u200bGr\u00adace\ufeff',
      company: 'می\u200cخواهم',
    })
    expect(result.ok && result.data.first_name).toBe('Grace')
    expect(result.ok && (result.data as { company?: string }).company).toBe('می\u200cخواهم')
  })
  it('composes text (NFC)', () => {
    const result = parseSubmission(formIdOf('other'), { ...client, last_name: 'Cafe\u0301' })
    expect(result.ok && result.data.last_name).toBe('Caf\u00e9')
  })
  it('refuses broken Unicode (lone surrogates, noncharacters) in any text field', () => {
    for (const broken of ['Ada\ud800', '\udfffAda', 'A\ud83dda', 'Ada\uffff', 'Ada\ufdd0']) {
      expect(errorsFor('other', { first_name: broken })).toEqual({ first_name: 'This field is not valid.' })
      expect(errorsFor('other', { message: broken })).toEqual({ message: 'This field is not valid.' })
    }
  })
  it('refuses control and bidi-override characters', () => {
    for (const value of ['Ada\u0000', 'Ada\u0085x', 'Ada\u202eecilA', 'A\u2066da']) {
      expect(errorsFor('other', { last_name: value })).toEqual({ last_name: 'This field is not valid.' })
    }
  })
  it('bounds e-mail addresses by RFC 5321: local part 64, domain labels 63', () => {
    const at = (local: string, domain = 'navy.example') => errorsFor('other', { email: `${local}@${domain}` })
    expect(at('a'.repeat(EMAIL_LOCAL_PART_MAX))).toEqual({})
    expect(at('a'.repeat(EMAIL_LOCAL_PART_MAX + 1))).toEqual({ email: 'Please enter a valid email address.' })
    expect(at('a', `${'b'.repeat(64)}.example`)).toEqual({ email: 'Please enter a valid email address.' })
    expect(at('a', `${'b'.repeat(63)}.example`)).toEqual({})
  })
  it('refuses phones with more digits than E.164 allows', () => {
    expect(errorsFor('other', { phone: '+1 234 567 890 12345' })).toEqual({})
    expect(errorsFor('other', { phone: '+1 234 567 890 123456' })).toEqual({ phone: 'Business Phone is not valid' })
    expect(errorsFor('other', { phone: '0'.repeat(150) })).toEqual({ phone: 'Business Phone is not valid' })
  })
})

describe('parseSubmission: errors', () => {
  it('maps each field to its first message only, in field order', () => {
    const result = parseSubmission(7, { gdpr: 1, email: 'x@gmail', phone: '12' })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.status).toBe(400)
      expect(result.errors.email).toBe('Please enter a valid email address.')
      expect(result.errors.phone).toBe('Business Phone is not valid')
      expect(result.errors.first_name).toBe('First name is required.')
      expect(result.errors.hiring_position).toBe('Position you are hiring for is required.')
      expect(Object.keys(result.errors)).toContain('privacy_policy')
    }
  })
})
