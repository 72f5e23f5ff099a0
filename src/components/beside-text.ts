/**
 * The page grid of a text and what stands beside it (a panel, a region's figures, an office's services,
 * a form): one column on a phone; from `lg` the text at a reading measure and the rest beside it, so a
 * wide screen is never a column of text with its right 40 % empty (docs/design.md, "Panels beside text").
 * The columns' class is written out in full so Tailwind's scanner finds it.
 */
export const BESIDE_TEXT_COLUMNS = 'lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]'

/** The grid with the page's width, gutters and vertical rhythm. */
export const BESIDE_TEXT = `mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-10 ${BESIDE_TEXT_COLUMNS}`
