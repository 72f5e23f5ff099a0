import { describe, expect, it } from 'vitest'
import { submitButtonLabel } from './labels'
import { topicOptions } from './topic-options'
import { topicLabel } from './topics'

const ids = (current: Parameters<typeof topicOptions>[0]) => topicOptions(current).map((t) => t.id)
const FIVE = ['cv', 'leadership', 'assessment', 'join', 'other']

describe('the topic dropdown (requirements §3)', () => {
  it('lists the five topics, in order, with their labels', () => {
    expect(ids('')).toEqual(FIVE)
    expect(topicOptions('').map((t) => topicLabel(t))).toEqual([
      'Submit my CV for consideration',
      'Engage the firm for executive search services',
      'Enquire about other services',
      'Join the team',
      'Other',
    ])
  })

  it.each(['cv', 'leadership', 'assessment', 'join', 'other'] as const)('a listed preset %s adds nothing', (id) => {
    expect(ids(id)).toEqual(FIVE)
  })

  it.each([
    ['succession', 10],
    ['effective', 9],
    ['download', 13],
  ] as const)('an unlisted preset %s (form %i) is offered first while chosen', (id, formId) => {
    const options = topicOptions(id)
    expect(options[0]).toMatchObject({ id, formId })
    expect(options.slice(1).map((t) => t.id)).toEqual(FIVE)
  })

  it('succession and effective keep the "Connect with consultant" button (requirements §9)', () => {
    expect(submitButtonLabel('succession')).toBe('Connect with consultant')
    expect(submitButtonLabel('effective')).toBe('Connect with consultant')
  })
})
