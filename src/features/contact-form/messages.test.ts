import { describe, expect, it } from 'vitest'
import {
  acceptMessage,
  CANDIDATE_DATA_NOTICE,
  FIELD_LABELS,
  fieldLabel,
  MESSAGES,
  numberMessage,
  requiredMessage,
  tooLongMessage,
} from './messages'

describe('messages (requirements §5, §8), word for word', () => {
  it.each([
    ['topicRequired', 'Please choose one of the options'],
    ['officeRequired', 'Please choose office'],
    ['gmailNotSupported', 'Please insert your bussiness email adress as Gmail email addresses are not supported.'],
    ['phoneInvalid', 'Business Phone is not valid'],
    ['cvRequired', 'Please upload your CV.'],
    ['cvTooLarge', 'Uploaded CV is too large. Please select file under 5mb.'],
    ['consentRequired', 'Please agree.'],
    ['formIncomplete', 'Form incomplete.'],
    ['formIncompleteLocalised', 'Sorry, not all fields are filled out correctly.'],
    ['emailInvalid', 'Please enter a valid email address.'],
    ['urlInvalid', 'Please enter a valid URL.'],
    ['fieldInvalid', 'This field is not valid.'],
    ['dateInvalid', 'The selected date is invalid.'],
  ] as const)('%s is "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text)
  })

  it('builds "{Field} is required.", "{Field} must be a number." and "Please accept the {field}."', () => {
    expect(requiredMessage('First name')).toBe('First name is required.')
    expect(numberMessage('Age')).toBe('Age must be a number.')
    expect(acceptMessage('privacy policy')).toBe('Please accept the privacy policy.')
    expect(tooLongMessage('Company', 150)).toBe('Company must be at most 150 characters.')
  })

  it('has the candidate-data notice: deleted after 7 years if not selected, consent withdrawable', () => {
    expect(CANDIDATE_DATA_NOTICE).toContain('not selected')
    expect(CANDIDATE_DATA_NOTICE).toContain('deleted after 7 years')
    expect(CANDIDATE_DATA_NOTICE).toContain('withdraw your consent at any time')
  })
})

describe('field labels', () => {
  it('labels every control named in docs/architecture.md#decisions', () => {
    expect(Object.keys(FIELD_LABELS).sort()).toEqual(
      [
        'topic',
        'office_id',
        'first_name',
        'last_name',
        'email',
        'phone',
        'company',
        'job_title',
        'message',
        'linkedin',
        'hiring_position',
        'position_country',
        'position_city',
        'file',
        'consent',
        'newsletter',
      ].sort(),
    )
    // [control, label]: the labels the spec words (the e-mail label depends on the topic, below)
    const labels: [keyof typeof FIELD_LABELS, string][] = [
      ['topic', 'Topic'],
      ['office_id', 'Office'],
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
      ['phone', 'Business phone'],
      ['company', 'Company'],
      ['job_title', 'Job title'],
      ['message', 'Message'],
      ['linkedin', 'LinkedIn profile link'],
      ['hiring_position', 'Position you are hiring for'],
      ['position_country', 'Position country'],
      ['position_city', 'Position city'],
    ]
    for (const [control, label] of labels) expect(FIELD_LABELS[control]).toBe(label)
  })

  it('calls the e-mail field "Email" for candidates and "Business email" otherwise', () => {
    expect(fieldLabel('email', 'cv')).toBe('Email')
    expect(fieldLabel('email', 'join')).toBe('Email')
    expect(fieldLabel('email', 'leadership')).toBe('Business email')
    expect(fieldLabel('email')).toBe('Business email')
    expect(fieldLabel('company', 'cv')).toBe('Company')
  })
})
