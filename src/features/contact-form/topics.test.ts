import { describe, expect, it } from 'vitest'
import {
  DROPDOWN_TOPICS,
  isCandidateTopic,
  isTopicId,
  resolveTopic,
  TOPIC_IDS,
  TOPICS,
  topicById,
  topicByFormId,
  topicLabel,
} from './topics'

describe('topics table (requirements §3)', () => {
  it('holds the eight topics with their form ids, dropdown labels and personal-mail flag', () => {
    // [id, form id, dropdown label, personal mail allowed]
    expect(TOPICS.map((t) => [t.id, t.formId, t.label, t.personalMailAllowed])).toEqual([
      ['cv', 6, 'Submit my CV for consideration', true],
      ['leadership', 7, 'Engage the firm for executive search services', false],
      ['assessment', 8, 'Enquire about other services', false],
      ['effective', 9, null, false],
      ['succession', 10, null, false],
      ['join', 11, 'Join the team', true],
      ['other', 12, 'Other', false],
      ['download', 13, null, false],
    ])
    expect(TOPIC_IDS).toEqual(TOPICS.map((t) => t.id))
    expect(Object.keys(TOPICS[0]).sort()).toEqual(['formId', 'id', 'label', 'personalMailAllowed'])
  })

  it('lists only cv, leadership, assessment, join and other in the dropdown, in that order', () => {
    expect(DROPDOWN_TOPICS.map((t) => t.id)).toEqual(['cv', 'leadership', 'assessment', 'join', 'other'])
    expect(DROPDOWN_TOPICS.map((t) => t.label)).toEqual([
      'Submit my CV for consideration',
      'Engage the firm for executive search services',
      'Enquire about other services',
      'Join the team',
      'Other',
    ])
  })

  it('allows personal mail only for cv and join', () => {
    expect(TOPICS.filter((t) => t.personalMailAllowed).map((t) => t.id)).toEqual(['cv', 'join'])
  })
})

describe('topicByFormId', () => {
  it.each(TOPICS.map((t) => [t.formId, t.id] as const))('finds form id %s as number and string (%s)', (formId, id) => {
    expect(topicByFormId(formId)?.id).toBe(id)
    expect(topicByFormId(String(formId))?.id).toBe(id)
  })

  it.each(['07', '7a', '../7', ' 7', '7 ', '7.0', '+7', '-7', '0x7', '1e1', '', '5', '14', '0', '%37', '7/'])(
    'rejects the non-canonical or unknown id %j',
    (formId) => {
      expect(topicByFormId(formId)).toBeUndefined()
    },
  )

  it.each([7.5, -7, 0, 5, 14, Number.NaN, Number.POSITIVE_INFINITY])('rejects the number %s', (formId) => {
    expect(topicByFormId(formId)).toBeUndefined()
  })
})

describe('topic helpers', () => {
  it('treats only cv and join as candidate topics', () => {
    expect(TOPIC_IDS.filter((id) => isCandidateTopic(id))).toEqual(['cv', 'join'])
    expect(isCandidateTopic(resolveTopic('join'))).toBe(true)
    expect(isCandidateTopic(null)).toBe(false)
    expect(isCandidateTopic(undefined)).toBe(false)
  })

  it('recognises topic ids only', () => {
    expect(isTopicId('cv')).toBe(true)
    expect(isTopicId('CV')).toBe(false)
    expect(isTopicId('toString')).toBe(false)
    expect(isTopicId(6)).toBe(false)
    expect(topicById('__proto__')).toBeUndefined()
    expect(topicById('other')?.formId).toBe(12)
  })

  it('labels listed topics with their dropdown label and unlisted ones with a readable name', () => {
    expect(topicLabel('leadership')).toBe('Engage the firm for executive search services')
    expect(topicLabel('effective')).toBe('Effective leadership')
    expect(topicLabel('succession')).toBe('Succession planning')
    expect(topicLabel('download')).toBe('Download e-book')
  })
})
