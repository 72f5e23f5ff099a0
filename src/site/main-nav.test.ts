import { describe, expect, it } from 'vitest'
import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { PEOPLE_LINK, withPeopleLink } from './main-nav'

const section = (label: string, href: string) => ({ label, href, columns: [{ heading: label }] })

describe('withPeopleLink', () => {
  it('puts "Our people" after Expertise', () => {
    const menu = [
      section('Services', '/services'),
      section('Expertise', '/expertise'),
      section('Insights', '/insights'),
    ]
    expect(withPeopleLink(menu).map((i) => i.label)).toEqual(['Services', 'Expertise', 'Our people', 'Insights'])
  })

  it('ends the list with it when there is no Expertise section', () => {
    const menu = [section('Services', '/services'), section('About', '/about')]
    expect(withPeopleLink(menu).at(-1)).toBe(PEOPLE_LINK)
  })

  it('adds it to an empty menu', () => {
    expect(withPeopleLink([])).toEqual([PEOPLE_LINK])
  })

  it('keeps an editor’s own top-level link to the finder, and adds none', () => {
    const menu = [section('Services', '/services'), { label: 'People', href: PEOPLE_LINK.href, columns: [] }]
    expect(withPeopleLink(menu)).toEqual(menu)
  })

  it('still adds it when the finder is only a section’s heading link (its panel hides it a click away)', () => {
    const menu = [section('Firm', PEOPLE_LINK.href)]
    expect(withPeopleLink(menu).map((i) => i.label)).toEqual(['Firm', 'Our people'])
  })

  it('names the section as every other place does', () => expect(PEOPLE_LINK.label).toBe(PEOPLE_TITLE))
})
