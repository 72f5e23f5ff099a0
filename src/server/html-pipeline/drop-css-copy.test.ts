import { describe, expect, it } from 'vitest'
import { dropInlinedCssCopy } from './drop-css-copy'

// as Next writes a payload chunk into a <script>: JSON with <, > and & escaped
const push = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)})</script>`
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`
const page = (css: string, chunks: string[]) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style></head>` +
  `<body><h1>Hi</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(push).join('')}</body></html>`

/** The payload text a page's push scripts carry, in order. */
const payload = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map((m) => (JSON.parse(m[1]!) as [number, string])[1])
    .join('')

// a selector with `>` (escaped in the script), a non-ASCII character (the row length counts bytes)
const CSS = `@layer base{a>b{color:red}}.arrow:after{content:"→"}${'.p{margin:0}'.repeat(30)}`

describe('dropInlinedCssCopy', () => {
  it("empties the payload's copy of the stylesheet in the head and keeps every other row", () => {
    const before = page(CSS, [`1:"$Sreact.fragment"\n${row('7', CSS)}8:["$","style","0",{"children":"$7"}]\n`])
    const after = dropInlinedCssCopy(before)
    expect(payload(after)).toBe('1:"$Sreact.fragment"\n7:T0,8:["$","style","0",{"children":"$7"}]\n')
    // the head keeps the stylesheet, the script stays script-safe
    expect(after).toContain(`data-href="/_next/static/chunks/a.css">${CSS}</style>`)
    expect(after.length).toBeLessThan(before.length - CSS.length)
    expect(after.slice(after.indexOf('<body>'))).not.toMatch(/push\([^)]*[<>]/)
  })

  it('finds the copy right after another text row (text rows end without a newline)', () => {
    const after = dropInlinedCssCopy(page(CSS, [`${row('3', 'some text')}${row('4', CSS)}5:"$4"\n`]))
    expect(payload(after)).toBe(`${row('3', 'some text')}4:T0,5:"$4"\n`)
  })

  it("empties each sheet's row when React merged several sheets into one <style> (the admin)", () => {
    const second = `.admin{display:grid}${'.q{padding:0}'.repeat(30)}`
    const merged = page(`${CSS}${second}`, [
      `${row('7', CSS)}${row('8', second)}9:["$","style","0",{"children":"$7"}]\n`,
    ])
    expect(payload(dropInlinedCssCopy(merged))).toBe('7:T0,8:T0,9:["$","style","0",{"children":"$7"}]\n')
  })

  it('keeps short text rows and text that is not the stylesheet', () => {
    const text = 'An article body that happens to be long. '.repeat(10)
    const short = '.p{margin:0}'
    const before = page(CSS, [`${row('3', text)}${row('4', short)}`])
    expect(dropInlinedCssCopy(before)).toBe(before)
  })

  it('leaves a page alone when the copy is not whole in one chunk, or has another length', () => {
    const split = page(CSS, [row('7', CSS).slice(0, 20), row('7', CSS).slice(20)])
    expect(dropInlinedCssCopy(split)).toBe(split)
    const other = page(CSS, [`7:T1,${CSS}`])
    expect(dropInlinedCssCopy(other)).toBe(other)
  })

  it('leaves a page without a managed stylesheet, or with a payload it cannot read, unchanged', () => {
    const plain = page(CSS, [row('7', CSS)]).replace(/ data-precedence="next"/, '')
    expect(dropInlinedCssCopy(plain)).toBe(plain)
    const broken = page(CSS, []).replace(
      '</body>',
      `<script>self.__next_f.push([1,"${row('7', CSS)}\\x"])</script></body>`,
    )
    expect(dropInlinedCssCopy(broken)).toBe(broken)
  })
})
