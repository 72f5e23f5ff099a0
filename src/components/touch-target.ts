/**
 * A link of a list or a line of its own, on a touch screen's width (below `md`): at least 44 px tall,
 * so a thumb finds it (WCAG 2.5.5's 44 px). From `md` it is as tall as its text, in the
 * compact lists a pointer reads best. Links within a sentence keep the sentence's line (WCAG's inline
 * exception). The link is a flex box: text with elements in it (a match, an arrow) goes in one `<span>`,
 * or the spaces between them are lost.
 */
export const TOUCH_ROW = 'flex min-h-11 items-center md:block md:min-h-0'

/** The same for a link that stands inline (beside other text or a separator). */
export const TOUCH_INLINE = 'inline-flex min-h-11 items-center md:inline md:min-h-0'

/**
 * A lone link on a line of text that should keep its line's height (an eyebrow, a caption): 44 px tall
 * on every screen, its extra height taken back by negative margins, so the layout does not move.
 */
export const TOUCH_FLUSH = '-my-3 inline-flex min-h-11 items-center'
