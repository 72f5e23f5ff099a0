import { describe, expect, it } from 'vitest'
import { besideOf } from '@/content/pages/blocks/block-layout'
import type { PageBlock } from '@/content/pages/blocks/render-blocks'
import { pageDefinitions } from './data/pages'
import { SERVICES_EN, SERVICES_FR } from './data/services'
import { serviceLayout, splitRecentWork } from './services'

const headings = (blocks: PageBlock[]) => blocks.map((b) => ('heading' in b ? b.heading : undefined))

describe('a panel beside the page’s text on a wide screen', () => {
  it('every service: its recent work beside its story, no section lost or printed twice', () => {
    for (const s of [...SERVICES_EN, ...SERVICES_FR]) {
      const layout: PageBlock[] = serviceLayout(s, undefined)
      const at = layout.findIndex((b) => b.blockType === 'content')
      const panels = besideOf(layout, at)
      expect(headings(panels), `${s.slug} ${s.language}`).toHaveLength(1)
      expect(panels[0]!.heading, s.slug).toMatch(/^(Recent|Nominations|Programmes|Missions|Évaluations)/)
      const { text, recent } = splitRecentWork(s.body)
      expect([...text, { h2: recent!.heading }, ...recent!.body]).toEqual(s.body)
    }
  })

  it('keeps a body whose last section is not a list whole', () => {
    const body = [{ h2: 'One' }, 'A paragraph.', { h2: 'Two' }, 'Another.'] as const
    expect(splitRecentWork(body)).toEqual({ text: body, recent: null })
    expect(splitRecentWork([{ h2: 'Only' }, { ul: ['a'] }]).recent).toBeNull()
  })

  it('About: the firm’s history beside who it is; careers: how it hires beside why join', () => {
    const pages = pageDefinitions(new Map())
    for (const [path, panel] of [
      ['about', 'How we grew'],
      ['join', 'How we hire'],
    ] as const) {
      const layout = pages.find((p) => p.path === path)!.layout as PageBlock[]
      const at = layout.findIndex((b) => b.blockType === 'content')
      expect(headings(besideOf(layout, at)), path).toEqual([panel])
    }
  })
})
