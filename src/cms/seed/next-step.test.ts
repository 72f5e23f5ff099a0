import { describe, expect, it } from 'vitest'
import { leadsIntoForm } from '@/content/pages/blocks/form-lead'
import type { PageBlock } from '@/content/pages/blocks/render-blocks'
import { pageDefinitions } from './data/pages'
import { SERVICES_EN, SERVICES_FR } from './data/services'
import { serviceLayout } from './services'

describe('each page ends with one next step', () => {
  it('home: no call to action after the user-info module, whose contact button closes the page', () => {
    const home = pageDefinitions(new Map()).find((p) => p.path === 'home')!
    expect(home.layout.filter((b) => b.blockType === 'callToAction')).toEqual([])
  })

  it('services with a form: the call to action introduces the form rather than adding a button', () => {
    for (const s of [...SERVICES_EN, ...SERVICES_FR].filter((x) => x.formTopic)) {
      const layout: PageBlock[] = serviceLayout(s, undefined)
      const at = layout.findIndex((b) => b.blockType === 'callToAction')
      expect(
        layout.filter((b) => b.blockType === 'callToAction'),
        s.slug,
      ).toHaveLength(1)
      expect(leadsIntoForm(layout, at), s.slug).toBe(true)
    }
  })
})
