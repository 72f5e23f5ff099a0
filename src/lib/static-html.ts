import type { ReactNode } from 'react'
import { escapeHtml, isSafeHref } from './html'

/**
 * Server components rendered to an HTML string, for parts of a page that need no script: a page
 * puts the string in with dangerouslySetInnerHTML (see StaticHtml), and React then neither carries
 * those elements in the page's payload nor hydrates them. Both cost the browser's main thread time
 * in proportion to the number of elements (DESIGN §5's Lighthouse budget), and most of a page of
 * this site is text and links.
 *
 * React's own renderToStaticMarkup cannot run where server components do (the react-server build
 * of React has none of the client internals it needs), so this is a small renderer of what server
 * components produce: host elements, fragments, and function components, async ones included. A
 * client component inside is an error: it needs React on the page, so it belongs outside.
 */

const ELEMENT = Symbol.for('react.transitional.element')
const LEGACY_ELEMENT = Symbol.for('react.element')
const FRAGMENT = Symbol.for('react.fragment')
const SUSPENSE = Symbol.for('react.suspense')
const MEMO = Symbol.for('react.memo')
const FORWARD_REF = Symbol.for('react.forward_ref')
const CLIENT_REFERENCE = Symbol.for('react.client.reference')

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'capture',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'download',
  'formnovalidate',
  'hidden',
  'inert',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])

/** Attributes whose boolean value React writes as the text "true" or "false". */
const BOOLEANISH = new Set([
  'contenteditable',
  'draggable',
  'spellcheck',
  'focusable',
  'auto-reverse',
  'external-resources-required',
  'preserve-alpha',
])

const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  defaultValue: 'value',
  defaultChecked: 'checked',
  xlinkHref: 'xlink:href',
  xmlLang: 'xml:lang',
}

/** SVG attributes that keep their capitals; the other camel-case ones are written with hyphens. */
const SVG_CAMEL = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientTransform',
  'gradientUnits',
  'patternUnits',
  'patternTransform',
  'clipPathUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'pathLength',
  'textLength',
  'lengthAdjust',
  'stdDeviation',
  'spreadMethod',
])

const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'fontWeight',
  'lineHeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
  'aspectRatio',
  'gridRow',
  'gridColumn',
  'columnCount',
  'fillOpacity',
  'strokeOpacity',
  'strokeWidth',
])

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href'])

const SKIPPED = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
])

const hyphenate = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function attributeName(prop: string, svg: boolean): string {
  if (RENAMED[prop]) return RENAMED[prop]
  if (prop.startsWith('aria-') || prop.startsWith('data-')) return prop
  if (svg) return SVG_CAMEL.has(prop) ? prop : hyphenate(prop)
  return prop.toLowerCase()
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'boolean')
    .map(([k, v]) => {
      const name = k.startsWith('--') ? k : hyphenate(k).replace(/^ms-/, '-ms-')
      const value = typeof v === 'number' && v !== 0 && !UNITLESS.has(k) && !k.startsWith('--') ? `${v}px` : String(v)
      return `${name}:${value}`
    })
    .join(';')
}

function attributes(type: string, props: Record<string, unknown>, svg: boolean): string {
  let out = ''
  for (const [prop, value] of Object.entries(props)) {
    if (SKIPPED.has(prop) || prop === 'key' || prop === 'ref' || value === null || value === undefined) continue
    if (typeof value === 'function' || typeof value === 'symbol') {
      throw new Error(`static HTML: <${type} ${prop}> is a function; an element with handlers needs React on the page`)
    }
    const name = attributeName(prop, svg)
    if (name === 'style' && typeof value === 'object') {
      const css = styleText(value as Record<string, unknown>)
      if (css) out += ` style="${escapeHtml(css)}"`
      continue
    }
    if (typeof value === 'boolean') {
      if (name.startsWith('aria-') || name.startsWith('data-') || BOOLEANISH.has(name)) out += ` ${name}="${value}"`
      else if (value && BOOLEAN.has(name)) out += ` ${name}=""`
      continue
    }
    const text = String(value)
    // as React does: an address that would run script is not written
    if (URL_ATTRIBUTES.has(name) && !isSafeHref(text)) continue
    out += ` ${name}="${escapeHtml(text)}"`
  }
  return out
}

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> }

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' &&
  node !== null &&
  ((node as Element).$$typeof === ELEMENT || (node as Element).$$typeof === LEGACY_ELEMENT)

const nameOf = (type: unknown): string =>
  (typeof type === 'function' && (type as { displayName?: string; name?: string }).displayName) ||
  (typeof type === 'function' && type.name) ||
  'anonymous'

async function render(node: unknown, svg: boolean): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string') return escapeHtml(node)
  if (typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (typeof node === 'object' && 'then' in node && typeof node.then === 'function') {
    return render(await (node as PromiseLike<unknown>), svg)
  }
  if (Array.isArray(node)) return (await Promise.all(node.map((n) => render(n, svg)))).join('')
  if (!isElement(node)) {
    if (typeof node === 'object' && Symbol.iterator in node) return render([...(node as Iterable<unknown>)], svg)
    throw new Error(`static HTML: cannot render ${Object.prototype.toString.call(node)}`)
  }
  const { type, props } = node
  if (type === FRAGMENT || type === SUSPENSE) return render(props.children, svg)
  if (typeof type === 'string') {
    const inSvg = svg || type === 'svg'
    const open = `<${type}${attributes(type, props, inSvg)}>`
    if (VOID.has(type)) return open
    const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined
    const body = inner ? String(inner.__html ?? '') : await render(props.children, inSvg && type !== 'foreignObject')
    return `${open}${body}</${type}>`
  }
  const tag = (type as { $$typeof?: symbol } | null)?.$$typeof
  if (tag === CLIENT_REFERENCE) {
    throw new Error(`static HTML: ${nameOf(type)} is a client component; render it outside the static part`)
  }
  if (typeof type === 'function') {
    return render(await (type as (p: Record<string, unknown>) => unknown)(props), svg)
  }
  if (tag === MEMO) return render({ ...node, type: (type as { type: unknown }).type }, svg)
  if (tag === FORWARD_REF) {
    return render(await (type as { render: (p: unknown, r: null) => unknown }).render(props, null), svg)
  }
  throw new Error(`static HTML: cannot render an element of type ${String(tag ?? type)}`)
}

/** The HTML of a tree of server components with no client component inside. */
export function renderStaticHtml(node: ReactNode): Promise<string> {
  return render(node, false)
}
