import { describe, expect, it } from 'vitest'
import { focusTrapTarget, othersToClose } from './menu-rules'

type Box = { name: string; open: boolean; children: Box[]; contains(other: unknown): boolean }

function box(name: string, open: boolean, children: Box[] = []): Box {
  const b: Box = {
    name,
    open,
    children,
    contains: (other) => other === b || children.some((c) => c.contains(other)),
  }
  return b
}

describe('othersToClose', () => {
  it('folds every other open disclosure when one opens', () => {
    const services = box('services', true)
    const insights = box('insights', true)
    const search = box('search', true)
    const about = box('about', false)
    const menu = box('menu', false)
    const sheet = box('nav', true, [services, insights, about])
    const closed = othersToClose<Box>(insights, [menu, services, insights, about, search], menu, sheet)
    expect(closed.map((d) => d.name)).toEqual(['services', 'search'])
  })

  it('keeps the phone menu open while a section of its sheet opens', () => {
    const services = box('services', true)
    const menu = box('menu', true)
    const sheet = box('nav', true, [services])
    expect(othersToClose<Box>(services, [menu, services], menu, sheet)).toEqual([])
  })

  it('closes the menu when the search opens, and the search when the menu opens', () => {
    const menu = box('menu', true)
    const search = box('search', true)
    const sheet = box('nav', true)
    expect(othersToClose<Box>(search, [menu, search], menu, sheet)).toEqual([menu])
    expect(othersToClose<Box>(menu, [menu, search], menu, sheet)).toEqual([search])
  })

  it('folds the sheet’s open sections when the menu opens', () => {
    const services = box('services', true)
    const menu = box('menu', true)
    const sheet = box('nav', true, [services])
    expect(othersToClose<Box>(menu, [menu, services], menu, sheet)).toEqual([services])
  })

  it('leaves a disclosure that holds the opened one', () => {
    const inner = box('inner', true)
    const outer = box('outer', true, [inner])
    expect(othersToClose<Box>(inner, [outer, inner], box('menu', false), box('nav', true))).toEqual([])
  })
})

describe('focusTrapTarget', () => {
  const items = ['button', 'a', 'b', 'c']

  it('goes round from the last stop to the first, and back', () => {
    expect(focusTrapTarget(items, 'c', false)).toBe('button')
    expect(focusTrapTarget(items, 'button', true)).toBe('c')
  })

  it('leaves a move between two stops to the browser', () => {
    expect(focusTrapTarget(items, 'a', false)).toBeNull()
    expect(focusTrapTarget(items, 'b', true)).toBeNull()
  })

  it('brings focus in from outside: to the first stop, or the last going backwards', () => {
    expect(focusTrapTarget(items, 'page', false)).toBe('button')
    expect(focusTrapTarget(items, 'page', true)).toBe('c')
  })

  it('has nothing to do without stops', () => {
    expect(focusTrapTarget([], 'page', false)).toBeNull()
  })
})
