import { describe, expect, it } from 'vitest'
import { isOptionalControl, shownControls, topicControls } from './form-controls'
import { EMPTY_VALUES } from './form-state'
import { formValuesSchemaFor } from './form-values'
import { submissionSchemaFor } from './schema'
import { TOPIC_IDS } from './topics'

const names = (topic: Parameters<typeof topicControls>[0]) => topicControls(topic).map((c) => c.name)

describe('topicControls', () => {
  it('lists the candidate controls, the office first (cv, join)', () => {
    for (const topic of ['cv', 'join'] as const) {
      expect(names(topic)).toEqual([
        'office_id',
        'first_name',
        'last_name',
        'email',
        'message',
        'linkedin',
        'file',
        'consent',
      ])
    }
  })

  it('lists company details, the position for leadership only, the message, then the newsletter', () => {
    const client = ['first_name', 'last_name', 'email', 'phone', 'company', 'job_title']
    expect(names('leadership')).toEqual([
      ...client,
      'hiring_position',
      'position_country',
      'position_city',
      'message',
      'newsletter',
    ])
    for (const topic of ['assessment', 'effective', 'succession', 'other', 'download'] as const) {
      expect(names(topic)).toEqual([...client, 'message', 'newsletter'])
    }
  })

  it('marks LinkedIn, the newsletter and the message of other and download optional', () => {
    expect(isOptionalControl('cv', 'linkedin')).toBe(true)
    expect(isOptionalControl('leadership', 'newsletter')).toBe(true)
    expect(isOptionalControl('other', 'message')).toBe(true)
    expect(isOptionalControl('download', 'message')).toBe(true)
    expect(isOptionalControl('assessment', 'message')).toBe(false)
    expect(isOptionalControl('cv', 'consent')).toBe(false)
    expect(isOptionalControl('', 'message')).toBe(false)
  })

  // The flags drive the "(optional)" marks and `required`; the rules decide what is accepted.
  it.each(TOPIC_IDS)('%s: a control may be left empty exactly when it is marked optional', (topic) => {
    const schema = formValuesSchemaFor(topic)
    const result = schema.safeParse(EMPTY_VALUES)
    const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]))
    for (const control of topicControls(topic)) expect(failing.has(control.name)).toBe(!control.optional)
  })

  it.each(TOPIC_IDS)('%s: the API body has a key for every control', (topic) => {
    const apiKeys = Object.keys(submissionSchemaFor(topic).shape)
    const apiName: Record<string, string> = { file: 'file_hash', consent: 'gdpr', newsletter: 'privacy_policy' }
    for (const name of names(topic)) expect(apiKeys).toContain(apiName[name] ?? name)
  })

  it.each(TOPIC_IDS)('%s: the API takes an empty message exactly when the form marks it optional', (topic) => {
    const shape = submissionSchemaFor(topic).shape
    expect(shape.message.safeParse('').success).toBe(isOptionalControl(topic, 'message'))
  })
})

describe('shownControls', () => {
  it('shows nothing before a topic is chosen', () => {
    expect(shownControls('', false)).toEqual([])
  })

  it('shows candidates the office alone until it is confirmed (requirements §4)', () => {
    expect(shownControls('cv', false).map((c) => c.name)).toEqual(['office_id'])
    expect(shownControls('cv', true)).toEqual(topicControls('cv'))
  })

  it('shows other topics all their controls at once', () => {
    expect(shownControls('other', false)).toEqual(topicControls('other'))
  })
})
