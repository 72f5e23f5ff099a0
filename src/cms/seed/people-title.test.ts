import { describe, expect, it } from 'vitest'
import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { pageDefinitions } from './data/pages'
import { siteSettingsData } from './site-settings'

/** Every link the seed writes, wherever it sits in the settings (menu, mega menu, footer columns). */
function links(value: unknown): Array<{ label: string; href: string }> {
  if (Array.isArray(value)) return value.flatMap(links)
  if (!value || typeof value !== 'object') return []
  const o = value as Record<string, unknown>
  const own = typeof o.label === 'string' && typeof o.href === 'string' ? [{ label: o.label, href: o.href }] : []
  return [...own, ...Object.values(o).flatMap(links)]
}

describe('the people section has one name', () => {
  it('in the menu, the footer and every other link of the site settings', () => {
    const people = links(siteSettingsData(new Map())).filter((l) => l.href === '/consultant')
    expect(people.length).toBeGreaterThan(1)
    for (const l of people) expect(l.label).toBe(PEOPLE_TITLE)
  })

  it('as the finder page’s title and hero heading', () => {
    const finder = pageDefinitions(new Map()).find((p) => p.path === 'consultant')!
    expect(finder.title).toBe(PEOPLE_TITLE)
    expect(finder.layout[0]).toMatchObject({ blockType: 'hero', heading: PEOPLE_TITLE })
  })
})
