import type { ContentBlock } from '@/payload-types'
import type { PageBlock } from './render-blocks'

/** Which blocks an editor's layout draws side by side on a wide screen. */

/**
 * A text block right after a contact form is the form's aside (the contact page's head office):
 * beside the form on a wide screen, where the form's column would otherwise leave half the page
 * empty; below it on a narrow one.
 */
export function asideOfForm(list: readonly PageBlock[], i: number): ContentBlock | null {
  const block = list[i]
  const next = list[i + 1]
  return block?.blockType === 'contactForm' && next?.blockType === 'content' ? next : null
}

const isBeside = (block: PageBlock | undefined): block is ContentBlock =>
  block?.blockType === 'content' && block.placement === 'beside'

/**
 * The text blocks an editor placed beside the text block at `i`: the run of `beside` blocks right
 * after it. Empty when `i` is not a text block of the page's column (a `beside` block after anything
 * else is drawn in the column, as a plain text block).
 */
export function besideOf(list: readonly PageBlock[], i: number): ContentBlock[] {
  const block = list[i]
  if (block?.blockType !== 'content' || isBeside(block)) return []
  const run: ContentBlock[] = []
  for (let j = i + 1; isBeside(list[j]); j++) run.push(list[j] as ContentBlock)
  return run
}

/** Whether the block at `i` is drawn beside a text block before it, and so not in its own place. */
export function drawnBeside(list: readonly PageBlock[], i: number): boolean {
  let j = i
  while (j > 0 && isBeside(list[j])) j--
  return j < i && besideOf(list, j).length > 0
}
