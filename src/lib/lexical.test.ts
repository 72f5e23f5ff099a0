import { describe, expect, it } from 'vitest'
import { inline } from './lexical'

describe('inline', () => {
  it('writes plain text, bold text and links as Payload stores them', () => {
    const nodes = inline('Call **us** on [+44 20 1917 1972](tel:+442019171972) today')
    expect(nodes.map((n) => n.type)).toEqual(['text', 'text', 'text', 'link', 'text'])
    expect(nodes[1]).toMatchObject({ text: 'us', format: 1 })
    expect(nodes[3]).toMatchObject({
      type: 'link',
      fields: { linkType: 'custom', url: 'tel:+442019171972', newTab: false },
      children: [{ type: 'text', text: '+44 20 1917 1972' }],
    })
    expect(nodes[4]).toMatchObject({ text: ' today' })
  })

  it('leaves brackets that are not a link as text', () => {
    expect(inline('a [note] (aside)')).toMatchObject([{ type: 'text', text: 'a [note] (aside)' }])
  })
})
