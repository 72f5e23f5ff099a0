import type { ContentBlock } from '@/payload-types'

/**
 * Builds Lexical rich-text JSON as @payloadcms/richtext-lexical stores it: a root whose children
 * are paragraphs, headings, lists and quotes made of text nodes. Plain strings become paragraphs;
 * `**bold**` inside a string becomes bold text, `[label](url)` a link.
 */
export type RichText = ContentBlock['body']

export type RichBlock =
  | string
  | { h2: string }
  | { h3: string }
  | { h4: string }
  | { ul: readonly string[] }
  | { ol: readonly string[] }
  | { quote: string }

type LexicalNode = { type: string; version: number; [k: string]: unknown }

const IS_BOLD = 1

const elementBase = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string, format = 0): LexicalNode {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }
}

/** Splits "a **b** c" into plain and bold text nodes. */
function formatted(text: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const parts = text.split(/\*\*(.+?)\*\*/g)
  parts.forEach((part, i) => {
    if (part) nodes.push(textNode(part, i % 2 === 1 ? IS_BOLD : 0))
  })
  return nodes
}

/** A link as Payload's link feature stores one typed by an editor (a custom URL, same tab). */
function linkNode(label: string, url: string): LexicalNode {
  return {
    ...elementBase,
    type: 'link',
    version: 3,
    fields: { linkType: 'custom', url, newTab: false },
    children: formatted(label),
  }
}

/** Splits "a **b** [c](tel:+1) d" into plain and bold text nodes and links. */
export function inline(text: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const parts = text.split(/\[([^\]]+)\]\(([^)\s]+)\)/g)
  for (let i = 0; i < parts.length; i += 3) {
    nodes.push(...formatted(parts[i]!))
    if (i + 2 < parts.length) nodes.push(linkNode(parts[i + 1]!, parts[i + 2]!))
  }
  return nodes.length > 0 ? nodes : [textNode('')]
}

export function paragraph(text: string): LexicalNode {
  return { ...elementBase, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(text) }
}

export function heading(text: string, tag: 'h2' | 'h3' | 'h4' = 'h2'): LexicalNode {
  return { ...elementBase, type: 'heading', tag, children: inline(text) }
}

export function list(items: readonly string[], ordered = false): LexicalNode {
  return {
    ...elementBase,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
    children: items.map((item, i) => ({
      ...elementBase,
      type: 'listitem',
      value: i + 1,
      children: inline(item),
    })),
  }
}

export function quote(text: string): LexicalNode {
  return { ...elementBase, type: 'quote', children: inline(text) }
}

function toNode(block: RichBlock): LexicalNode {
  if (typeof block === 'string') return paragraph(block)
  if ('h2' in block) return heading(block.h2, 'h2')
  if ('h3' in block) return heading(block.h3, 'h3')
  if ('h4' in block) return heading(block.h4, 'h4')
  if ('ul' in block) return list(block.ul, false)
  if ('ol' in block) return list(block.ol, true)
  return quote(block.quote)
}

/** A complete rich-text value from a list of simple blocks. */
export function richText(blocks: readonly RichBlock[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: blocks.map(toNode),
    },
  }
}

/** Shorthand for rich text made of paragraphs only. */
export function paragraphs(...texts: string[]): RichText {
  return richText(texts)
}
