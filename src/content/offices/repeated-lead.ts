type Node = { type?: string; text?: unknown; children?: unknown }
type EditorState = { root: { children: unknown[] } & Record<string, unknown> } & Record<string, unknown>

function textOf(node: Node): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? node.children.map((c) => textOf(c as Node)).join('') : ''
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * A rich text without its first paragraph when that paragraph says what the page's header already
 * says (an editor often pastes the summary as the opening line): the visitor reads it once.
 */
export function withoutRepeatedLead<T extends EditorState>(
  body: T | null | undefined,
  lead: string | null | undefined,
): T | null {
  if (!body) return null
  const first = body.root.children[0] as Node | undefined
  if (!lead || first?.type !== 'paragraph' || normalise(textOf(first)) !== normalise(lead)) return body
  return { ...body, root: { ...body.root, children: body.root.children.slice(1) } }
}
