import { describe, expect, it } from 'vitest'
import { tagsOfScheduledJob } from './released-tags.server'

describe('the tags a scheduled release refreshes', () => {
  it("are the released document's collection, or the global", () => {
    expect(tagsOfScheduledJob({ type: 'publish', doc: { relationTo: 'regions', value: '3' } })).toEqual(['regions'])
    expect(tagsOfScheduledJob({ doc: { relationTo: 'insight-categories', value: '1' } })).toEqual([
      'insight-categories',
    ])
    expect(tagsOfScheduledJob({ global: 'site-settings' })).toEqual(['site-settings'])
    expect(tagsOfScheduledJob({ doc: { relationTo: '', value: '1' } })).toEqual([])
    expect(tagsOfScheduledJob(null)).toEqual([])
  })
})
