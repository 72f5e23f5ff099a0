import { describe, expect, it } from 'vitest'
import type { ContactFormBlock, ContentBlock, QuoteBlock } from '@/payload-types'
import { asideOfForm, besideOf, drawnBeside } from './block-layout'

const text = (heading: string, placement?: 'main' | 'beside'): ContentBlock =>
  ({ blockType: 'content', heading, placement }) as ContentBlock
const form: ContactFormBlock = { blockType: 'contactForm', variant: 'default' }
const quote: QuoteBlock = { blockType: 'quote', quote: 'Said.' }

describe('text blocks an editor places beside the text before them', () => {
  const story = text('Our approach')
  const recent = text('Recent appointments', 'beside')
  const history = text('How we grew', 'beside')

  it('go with the text block before them, every one of a run', () => {
    const list = [story, recent, history, quote]
    expect(besideOf(list, 0)).toEqual([recent, history])
    expect([0, 1, 2, 3].map((i) => drawnBeside(list, i))).toEqual([false, true, true, false])
  })

  it('are drawn in the column, in their place, after anything but a text block', () => {
    const list = [quote, recent, story]
    expect(besideOf(list, 0)).toEqual([])
    expect(drawnBeside(list, 1)).toBe(false)
    expect(besideOf([recent, history], 0)).toEqual([])
    expect(drawnBeside([recent, history], 1)).toBe(false)
  })

  it('leave a text block without them as it was', () => {
    const list = [story, text('Roles we fill', 'main'), quote]
    expect(besideOf(list, 0)).toEqual([])
    expect(drawnBeside(list, 1)).toBe(false)
  })

  it('do not change the contact form’s aside (the text right after a form)', () => {
    const office = text('Our head office')
    expect(asideOfForm([form, office], 0)).toBe(office)
    expect(asideOfForm([office, form], 0)).toBeNull()
    expect(besideOf([form, recent], 0)).toEqual([])
  })
})
