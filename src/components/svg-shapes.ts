/**
 * An icon file read as data: its viewBox and its shapes, nothing else. The icon is then drawn as
 * inline SVG in the page. An SVG in an <img> or a CSS mask costs the browser a separate SVG document
 * per file (about 10 ms of main thread each on a phone, measured in the footer); inline SVG is a few
 * elements. Only plain shapes and presentation attributes come through, so a file from the CDN can
 * never bring a script, an event handler or an external reference into the page.
 */

export type SvgShape = { tag: ShapeTag; attrs: Record<string, string> }
export type SvgIcon = { viewBox: string; shapes: SvgShape[] }

const SHAPES = ['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'] as const
type ShapeTag = (typeof SHAPES)[number]

/** SVG attribute name → React prop name. */
const ATTRIBUTES: Record<string, string> = {
  d: 'd',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  rx: 'rx',
  ry: 'ry',
  x: 'x',
  y: 'y',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  width: 'width',
  height: 'height',
  points: 'points',
  transform: 'transform',
  opacity: 'opacity',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'fill-opacity': 'fillOpacity',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
}

/** Colours other than none follow the text colour, as the icon did when drawn as a mask. */
const PAINT = ['fill', 'stroke'] as const

const isShape = (tag: string): tag is ShapeTag => (SHAPES as readonly string[]).includes(tag)

/** Numbers, spaces, commas, path commands and transform functions: all a shape's geometry needs. */
const SAFE_VALUE = /^[\w\s.,+\-()#%]*$/

/**
 * The icon in `text` (an SVG file), or null when it is not an SVG with at least one shape.
 * `parse` is the browser's DOMParser in the page, passed in so the rules can be tested anywhere.
 */
export function readSvgIcon(text: string, parse: (text: string) => Document): SvgIcon | null {
  const doc = parse(text)
  const svg = doc.documentElement
  if (svg.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null
  const shapes: SvgShape[] = []
  for (const el of Array.from(svg.querySelectorAll('*'))) {
    if (!isShape(el.localName)) continue
    const attrs: Record<string, string> = {}
    for (const { name, value } of Array.from(el.attributes)) {
      const prop = ATTRIBUTES[name]
      if (prop && SAFE_VALUE.test(value)) attrs[prop] = value
    }
    for (const paint of PAINT) {
      const value = el.getAttribute(paint)
      if (value !== null) attrs[paint] = value === 'none' ? 'none' : 'currentColor'
    }
    shapes.push({ tag: el.localName, attrs })
  }
  if (shapes.length === 0) return null
  const viewBox = svg.getAttribute('viewBox') ?? ''
  return { viewBox: SAFE_VALUE.test(viewBox) && viewBox ? viewBox : '0 0 24 24', shapes }
}
