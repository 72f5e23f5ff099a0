import { describe, expect, it } from 'vitest'
import { paragraph, richText } from '@/lib/lexical'
import { withoutRepeatedLead } from './repeated-lead'

const summary = 'Our Athens office advises boards and chief executives across Greece.'

describe('withoutRepeatedLead', () => {
  it('drops a first paragraph that says what the summary says (spacing and bold aside)', () => {
    const body = richText(['Our Athens office advises boards and **chief executives**   across Greece.', 'The team.'])!
    const result = withoutRepeatedLead(body, summary)!
    expect(result.root.children).toHaveLength(1)
    expect(result.root.children[0]).toEqual(paragraph('The team.'))
    expect(body.root.children).toHaveLength(2)
  })

  it('keeps the body when its opening differs, is not a paragraph, or there is no summary', () => {
    const different = richText(['Something else entirely.', 'The team.'])!
    expect(withoutRepeatedLead(different, summary)).toBe(different)
    const heading = richText([{ h2: summary }, 'The team.'])!
    expect(withoutRepeatedLead(heading, summary)).toBe(heading)
    expect(withoutRepeatedLead(different, null)).toBe(different)
    expect(withoutRepeatedLead(null, summary)).toBeNull()
  })
})
