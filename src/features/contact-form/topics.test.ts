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

describe('topics table (SPEC §3)', () => {
  it('holds the eight topics with their form ids, dropdown labels and personal-mail flag', () => {
    expect(TOPICS).toEqual([
      { id: 'cv', formId: 6, label: 'Submit my CV for consideration', personalMailAllowed: true },
      {
        id: 'leadership',
        formId: 7,
        label: 'Engage the firm for executive search services',
        personalMailAllowed: false,
      },
      { id: 'assessment', formId: 8, label: 'Enquire about other services', personalMailAllowed: false },
      { id: 'effective', formId: 9, label: null, personalMailAllowed: false },
      { id: 'succession', formId: 10, label: null, personalMailAllowed: false },
      { id: 'join', formId: 11, label: 'Join the team', personalMailAllowed: true },
      { id: 'other', formId: 12, label: 'Other', personalMailAllowed: false },
      { id: 'download', formId: 13, label: null, personalMailAllowed: false },
    ])
    expect(TOPIC_IDS).toEqual([
      'cv',
      'leadership',
      'assessment',
      'effective',
      'succession',
      'join',
      'other',
      'download',
    ])
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
