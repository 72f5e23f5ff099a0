import { describe, expect, it } from 'vitest'
import {
  cardGridColumns,
  featuredCardClass,
  fillTileClass,
  largeColumns,
  rowFillTileClass,
  leavesLoneCard,
  smallColumns,
  tileGridColumns,
} from './card-grid'

/** Cards on the last row when the first card may span a whole row. */
function lastRow(count: number, columns: number, firstSpans: boolean): number {
  const rest = firstSpans ? count - 1 : count
  return rest % columns || columns
}

describe('card grid columns', () => {
  it('never leaves one card alone on the last row, at either breakpoint', () => {
    for (let count = 2; count <= 40; count++) {
      const sm = smallColumns(count)
      const lg = largeColumns(count)
      const first = featuredCardClass(count, 0)
      const smLast = lastRow(count, sm, first.includes('sm:col-span-full'))
      const lgLast = lastRow(count, lg, first.includes('lg:col-span-full'))
      expect(smLast === 1 && count > sm, `${count} cards at ${sm} columns`).toBe(false)
      expect(lgLast === 1 && count > lg, `${count} cards at ${lg} columns`).toBe(false)
    }
  })

  it('keeps the usual two and three columns when they divide well', () => {
    expect(cardGridColumns(6)).toBe('sm:grid-cols-2 lg:grid-cols-3')
    expect(cardGridColumns(4)).toBe('sm:grid-cols-2 lg:grid-cols-4')
    expect(cardGridColumns(3)).toBe('sm:grid-cols-3 lg:grid-cols-3')
    expect(cardGridColumns(8, 4)).toBe('sm:grid-cols-2 lg:grid-cols-4')
    // full rows before a wider last row: six are 3 + 3, not 4 + 2
    expect(cardGridColumns(6, 4)).toBe('sm:grid-cols-2 lg:grid-cols-3')
    expect(cardGridColumns(7, 4)).toBe('sm:grid-cols-2 lg:grid-cols-4')
  })

  it('features no card when the columns already balance', () => {
    expect(featuredCardClass(6, 0)).toBe('')
    expect(featuredCardClass(7, 1)).toBe('')
    expect(leavesLoneCard(7, 3)).toBe(true)
    expect(leavesLoneCard(3, 3)).toBe(false)
  })
})

describe('a tile closing the consultant grid', () => {
  it('spans the empty cells of the last row at each width, hidden where the cards fill their rows', () => {
    // two people: a full row on a phone, one cell left at 3 columns, two at 4
    expect(fillTileClass(2)).toBe('flex col-span-full sm:flex sm:col-span-1 lg:flex lg:col-span-2')
    expect(fillTileClass(3)).toBe('flex col-span-1 sm:flex sm:col-span-full lg:flex lg:col-span-1')
    expect(fillTileClass(5)).toBe('flex col-span-1 sm:flex sm:col-span-1 lg:flex lg:col-span-3')
    // where the cards fill their rows, a row of its own: never hidden
    expect(fillTileClass(12)).toBe('flex col-span-full sm:flex sm:col-span-full lg:flex lg:col-span-full')
    for (let n = 1; n <= 30; n++) expect(fillTileClass(n)).not.toMatch(/hidden/)
    for (let n = 1; n <= 30; n++) {
      for (const [columns, prefix] of [
        [2, ''],
        [3, 'sm:'],
        [4, 'lg:'],
      ] as const) {
        const span = fillTileClass(n).match(new RegExp(`(?:^| )${prefix}col-span-(\\d)`))
        const cells = (columns - (n % columns)) % columns
        expect(span ? Number(span[1]) : 0, `${n} cards in ${columns} columns`).toBe(cells)
      }
    }
  })
})

describe('rowFillTileClass', () => {
  it('fills a people row’s empty cells from lg, and is a row of its own where the cards fill theirs', () => {
    expect(rowFillTileClass(2)).toBe('flex col-span-full lg:flex lg:col-span-2')
    expect(rowFillTileClass(4)).toBe('flex col-span-full lg:flex lg:col-span-full')
    expect(rowFillTileClass(6)).toBe('flex col-span-full lg:flex lg:col-span-2')
  })
})

describe('tileGridColumns', () => {
  const columnsAt = (classes: string, prefix: string) =>
    Number(new RegExp(`${prefix}:grid-cols-(\\d)`).exec(classes)?.[1])

  it('leaves no tile alone at any width where some column count can avoid it', () => {
    for (let count = 2; count <= 60; count++) {
      const classes = tileGridColumns(count)
      for (const [prefix, options] of [
        ['sm', [2, 3, 4]],
        ['lg', [3, 4, 5]],
        ['xl', [4, 5, 6]],
      ] as const) {
        const avoidable = options.some((c) => !leavesLoneCard(count, c))
        const lone = leavesLoneCard(count, columnsAt(classes, prefix))
        expect(lone && avoidable, `${count} tiles at ${prefix}: ${classes}`).toBe(false)
      }
    }
  })

  it('shows the seeded twenty industries and fifteen functions in full rows of three, four or five', () => {
    expect(tileGridColumns(20)).toBe('sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5')
    expect(tileGridColumns(15)).toBe('sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5')
  })
})
