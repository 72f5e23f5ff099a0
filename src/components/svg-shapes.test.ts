// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSvgIcon } from './svg-shapes'

const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml')

describe('readSvgIcon', () => {
  it('keeps the viewBox and the shapes with their geometry', () => {
    const icon = readSvgIcon(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><g><path d="M1 1h2v2z" fill-rule="evenodd"/><circle cx="5" cy="6" r="2"/></g></svg>',
      parse,
    )
    expect(icon).toEqual({
      viewBox: '0 0 20 20',
      shapes: [
        { tag: 'path', attrs: { d: 'M1 1h2v2z', fillRule: 'evenodd' } },
        { tag: 'circle', attrs: { cx: '5', cy: '6', r: '2' } },
      ],
    })
  })

  it('drops scripts, handlers, links and styles; colours follow the text', () => {
    const icon = readSvgIcon(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">' +
        '<script>alert(2)</script><style>path{fill:red}</style><a xlink:href="javascript:alert(3)"><text>x</text></a>' +
        '<path d="M0 0h1" onclick="alert(4)" style="fill:url(https://evil.example/x)" fill="#f00" stroke="none"/>' +
        '<use xlink:href="https://evil.example/sprite.svg#a"/><image href="https://evil.example/x.png"/></svg>',
      parse,
    )
    expect(icon).toEqual({
      viewBox: '0 0 24 24',
      shapes: [{ tag: 'path', attrs: { d: 'M0 0h1', fill: 'currentColor', stroke: 'none' } }],
    })
  })

  it('drops an attribute whose value could reach outside the file', () => {
    const icon = readSvgIcon(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" transform="url(javascript:x)"/></svg>',
      parse,
    )
    expect(icon).toEqual({ viewBox: '0 0 24 24', shapes: [{ tag: 'rect', attrs: { width: '4', height: '4' } }] })
  })

  it('is null for a file that is no SVG or has no shape (a 404 page, say)', () => {
    expect(readSvgIcon('<html><body>Not found</body></html>', parse)).toBeNull()
    expect(readSvgIcon('<svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>', parse)).toBeNull()
    expect(readSvgIcon('not found', parse)).toBeNull()
  })

  it('reads every icon the site ships', () => {
    const dir = path.resolve(import.meta.dirname, '../../public/icons')
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const icon = readSvgIcon(readFileSync(path.join(dir, file), 'utf8'), parse)
      expect(icon?.shapes.length, file).toBeGreaterThan(0)
    }
  })
})
