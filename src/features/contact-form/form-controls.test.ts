import { describe, expect, it } from 'vitest'
import { isOptionalControl, shownControls, topicControls, wideControls } from './form-controls'
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

describe('wideControls', () => {
  /** Each line of the form as the two columns lay it out: a wide control alone, two half ones side by side. */
  const lines = (topic: Parameters<typeof topicControls>[0]) => {
    const controls = topicControls(topic)
    const wide = wideControls(controls)
    const full = new Set(['office_id', 'message', 'file', 'consent', 'newsletter'])
    const out: string[][] = []
    let half: string[] = []
    for (const { name } of controls) {
      if (full.has(name) || wide.has(name)) {
        if (half.length) out.push(half)
        half = []
        out.push([name])
      } else {
        half.push(name)
        if (half.length === 2) {
          out.push(half)
          half = []
        }
      }
    }
    if (half.length) out.push(half)
    return out
  }

  it('leaves no half-width field alone on its line, for every topic', () => {
    const full = new Set(['office_id', 'message', 'file', 'consent', 'newsletter'])
    for (const topic of TOPIC_IDS) {
      const wide = wideControls(topicControls(topic))
      for (const line of lines(topic))
        if (line.length === 1)
          expect(full.has(line[0]!) || wide.has(line[0] as never), `${topic}: ${line[0]}`).toBe(true)
    }
  })

  it('gives the position hired for a line of its own, so its country and city sit side by side', () => {
    expect(lines('leadership')).toContainEqual(['hiring_position'])
    expect(lines('leadership')).toContainEqual(['position_country', 'position_city'])
    expect([...wideControls(topicControls('leadership'))]).toEqual(['hiring_position'])
  })

  it('widens the candidate’s email and LinkedIn address, each alone between full-width controls', () => {
    expect([...wideControls(topicControls('cv'))]).toEqual(['email', 'linkedin'])
    expect(wideControls(topicControls('assessment')).size).toBe(0)
  })
})
