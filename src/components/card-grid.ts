/**
 * Column classes for a grid of `count` equal cards, chosen so the last row is never a lone card
 * beside empty cells (docs/design.md, "Grids"). Class names are written out in full so Tailwind's
 * scanner finds them.
 */

/** Columns from the small breakpoint (640 px) up: two, or three when two would leave one card alone. */
const SM = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const
/** Columns from the large breakpoint (1024 px) up. */
const LG = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const

/** Whether `count` cards in `columns` columns leave exactly one card on a row of its own. */
export const leavesLoneCard = (count: number, columns: number) => count > columns && count % columns === 1

/** The column count at the small breakpoint: 2, unless that leaves one card alone and 3 does not. */
export function smallColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1
  if (count === 3) return 3
  if (!leavesLoneCard(count, 2)) return 2
  return leavesLoneCard(count, 3) ? 2 : 3
}

/**
 * The column count at the large breakpoint: one row when the cards fit in `max`, else a count that
 * divides them (full rows), else one that leaves no card alone; `max` first, then 3, 4, 2.
 */
export function largeColumns(count: number, max: 3 | 4 = 3): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1
  if (count <= max) return count as 2 | 3 | 4
  const order: Array<2 | 3 | 4> = max === 4 ? [4, 3, 2] : [3, 4, 2]
  return order.find((c) => count % c === 0) ?? order.find((c) => !leavesLoneCard(count, c)) ?? max
}

/** `grid-cols-*` classes for a card grid of `count` items (one column on a phone). */
export function cardGridColumns(count: number, max: 3 | 4 = 3): string {
  return `${SM[smallColumns(count)]} ${LG[largeColumns(count, max)]}`
}

/**
 * A grid whose last row may still hold one card (a count no column choice balances, such as 13 at
 * 2, 3 and 4): the first card spans the full row as a featured card, which balances the rest.
 * Returns the class for the card at `index`.
 */
export function featuredCardClass(count: number, index: number, max: 3 | 4 = 3): string {
  if (index !== 0) return ''
  const sm = leavesLoneCard(count, smallColumns(count)) ? 'sm:col-span-full' : ''
  const lg = leavesLoneCard(count, largeColumns(count, max)) ? 'lg:col-span-full' : 'lg:col-span-1'
  return sm ? `${sm} ${lg}` : lg === 'lg:col-span-full' ? lg : ''
}

/**
 * A tile after `count` cards that fills its last row's empty cells at each width; where the cards fill
 * their rows, a row of its own under them (what it says is never hidden on one screen and not another).
 */
const FILL = {
  base: { 0: 'flex col-span-full', 1: 'flex col-span-1', 2: 'flex col-span-2' },
  sm: { 0: 'sm:flex sm:col-span-full', 1: 'sm:flex sm:col-span-1', 2: 'sm:flex sm:col-span-2' },
  lg: {
    0: 'lg:flex lg:col-span-full',
    1: 'lg:flex lg:col-span-1',
    2: 'lg:flex lg:col-span-2',
    3: 'lg:flex lg:col-span-3',
  },
} as const

const emptyCells = (count: number, columns: number) => (columns - (count % columns)) % columns

/**
 * Classes for a tile closing a grid of `count` cards in 2, 3 (from 640 px) and 4 (from 1024 px)
 * columns, the consultant finder's: it spans the last row's empty cells, or a row of its own where the
 * cards fill their rows.
 */
export function fillTileClass(count: number): string {
  const base = FILL.base[emptyCells(count, 2) as 0 | 1]
  const sm = FILL.sm[emptyCells(count, 3) as 0 | 1 | 2]
  const lg = FILL.lg[emptyCells(count, 4) as 0 | 1 | 2 | 3]
  return `${base} ${sm} ${lg}`
}

/**
 * Classes for a tile closing a people row (two columns, four from 1024 px) of `count` cards, an even
 * count: a row of its own below `lg`, where the pairs fill their rows; from `lg`, across the last
 * row's empty cells.
 */
export function rowFillTileClass(count: number): string {
  return `flex col-span-full ${FILL.lg[emptyCells(count, 4) as 0 | 1 | 2 | 3]}`
}

/** Written out in full for Tailwind's scanner: picture tiles' columns from 640, 1024 and 1280 px. */
const TILE = {
  sm: { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' },
  lg: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' },
  xl: { 4: 'xl:grid-cols-4', 5: 'xl:grid-cols-5', 6: 'xl:grid-cols-6' },
} as const

/** The first of `options` that leaves no card alone on the last row, else the first. */
function balanced<T extends number>(count: number, options: readonly [T, ...T[]]): T {
  return options.find((c) => !leavesLoneCard(count, c)) ?? options[0]
}

/**
 * `grid-cols-*` classes for `count` small picture tiles (the expertise index): one column of rows on a
 * phone, then three, four and five across, each width's count chosen so no tile is left alone.
 */
export function tileGridColumns(count: number): string {
  const sm = TILE.sm[balanced(count, [3, 2, 4] as const)]
  const lg = TILE.lg[balanced(count, [4, 3, 5] as const)]
  const xl = TILE.xl[balanced(count, [5, 4, 6] as const)]
  return `${sm} ${lg} ${xl}`
}
