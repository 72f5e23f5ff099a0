/**
 * `experimental.inlineCss` writes each stylesheet into a page twice: once as a `<style data-href>` in
 * the head, which the browser paints with, and once more as a text row of the page's RSC payload
 * (`id:T<byte length hex>,<the same CSS>`), which React only reads to create that `<style>` when it
 * is not in the document yet. On a first load it always is: React finds it by `data-href` and keeps
 * it. So the production server empties that copy (about 29 KB raw, 6 KB gzip on every page, and
 * a shorter inline script to parse after the first paint). Should React ever use the emptied row, it
 * adds an empty `<style>` beside the full one: nothing changes on screen. A navigation inside the
 * app fetches its payload as an RSC request, where Next sends `<link>`s, so it is unaffected.
 */
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g
const PUSH = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g

// the escapes Next applies to a payload chunk inside a <script>: still valid JSON, never `</script>`
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!)

/** The CSS of the stylesheets React manages (`data-href`, `data-precedence`), inlined in the head. */
function inlinedCss(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  let css = ''
  for (const [, attrs, text] of head.matchAll(STYLE)) {
    if (text && / data-href="/.test(attrs!) && / data-precedence="/.test(attrs!)) css += `${text}\n`
  }
  return css
}

const TEXT_ROW = /[0-9a-f]+:T([0-9a-f]+),/g
// shorter text rows are left alone: too little to gain, and too short to be sure they are CSS
const MIN_COPY_BYTES = 256

/** The chunk with every text row that is a piece of `css` emptied. */
function emptyCssRows(chunk: string, css: string): string {
  let out = ''
  let from = 0
  TEXT_ROW.lastIndex = 0
  for (let m = TEXT_ROW.exec(chunk); m; m = TEXT_ROW.exec(chunk)) {
    const bytes = parseInt(m[1]!, 16)
    const start = m.index + m[0].length
    if (bytes < MIN_COPY_BYTES) continue
    // the row's length counts UTF-8 bytes; a row cut off by the chunk's end is left as it is
    const raw = Buffer.from(chunk.slice(start, start + bytes))
    if (raw.length < bytes) continue
    const text = raw.subarray(0, bytes).toString()
    if (!css.includes(text)) continue
    out += `${chunk.slice(from, m.index)}${m[0].slice(0, m[0].indexOf(':T'))}:T0,`
    from = start + text.length
    TEXT_ROW.lastIndex = from
  }
  return from === 0 ? chunk : out + chunk.slice(from)
}

/**
 * The page with the payload's copies of its inlined stylesheets emptied, or unchanged when there are
 * none. React merges the stylesheets of one precedence into one `<style>` (the admin's seven), so a
 * row is a copy when its text is a piece of that CSS.
 */
export function dropInlinedCssCopy(html: string): string {
  const css = inlinedCss(html)
  if (!css) return html
  return html.replace(PUSH, (tag, json: string) => {
    let chunk: string
    try {
      chunk = (JSON.parse(json) as [number, string])[1]
    } catch {
      return tag
    }
    const emptied = emptyCssRows(chunk, css)
    return emptied === chunk ? tag : `<script>self.__next_f.push(${scriptSafeJson([1, emptied])})</script>`
  })
}
