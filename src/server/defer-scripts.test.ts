import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferFrameworkScripts, deferredScriptUrls, loaderScript } from './defer-scripts'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><h1>Hi</h1>${body}</body></html>`

const HEAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/c.js" async=""></script>' +
  '<script src="/consent-defaults.js" defer=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>'

/** Runs the loader against a stand-in document and returns what it appended to the head, in order. */
function appended(html: string, { frame = true } = {}) {
  const loader = /<script>(\(function\(w,d,l,n\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
  expect(loader, 'loader before </body>').toBeTruthy()
  const added: Array<Record<string, unknown>> = []
  const timers: Array<() => void> = []
  const window: { __nextChunks?: string } = {}
  runInNewContext(loader!, {
    window,
    document: {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (e: Record<string, unknown>) => added.push(e) },
    },
    requestAnimationFrame: (f: () => void) => frame && f(),
    setTimeout: (f: () => void) => timers.push(f),
  })
  return { added, timers, window }
}

describe('deferFrameworkScripts', () => {
  it("takes Next's chunk tags out of the head and adds them back after the first frame, in order", () => {
    const out = deferFrameworkScripts(page(HEAD, '<script src="/_next/static/chunks/b.js" async=""></script>'))
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[bc]\.js"/)
    expect(out).not.toContain('rel="preload" as="script"')
    // other scripts keep their place: the consent defaults, the legacy-browser polyfill
    expect(out).toContain('<script src="/consent-defaults.js" defer=""></script>')
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    const { added, timers, window } = appended(out)
    expect(added).toEqual([])
    // the frame's callback queued the load; the 1 s fallback is the other timer
    expect(timers).toHaveLength(2)
    timers[0]!()
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/_next/static/chunks/a.js' },
      expect.objectContaining({ tag: 'script', src: '/_next/static/chunks/b.js', async: true }),
      expect.objectContaining({ tag: 'script', src: '/_next/static/chunks/c.js', async: true }),
    ])
    // a second trigger (the fallback) adds nothing twice
    timers[1]!()
    expect(added).toHaveLength(3)
    // 'loaded' once every script has loaded or failed
    const script = (i: number) => added[i] as { onload: () => void; onerror: () => void }
    expect(window.__nextChunks).toBe('pending')
    script(1).onload()
    expect(window.__nextChunks).toBe('pending')
    script(2).onerror()
    expect(window.__nextChunks).toBe('loaded')
  })

  it('still loads in a background tab, where no frame is drawn, after the fallback delay', () => {
    const { added, timers } = appended(deferFrameworkScripts(page(HEAD)), { frame: false })
    expect(timers).toHaveLength(1)
    timers[0]!()
    expect(added.map((e) => e.src ?? e.href)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
  })

  it('keeps crossorigin for chunks served from a CDN (assetPrefix)', () => {
    const out = deferFrameworkScripts(
      page('<script src="https://cdn.example/_next/static/chunks/b.js" async="" crossorigin="anonymous"></script>'),
    )
    const { added, timers } = appended(out)
    timers[0]!()
    expect(added).toEqual([
      expect.objectContaining({
        tag: 'script',
        src: 'https://cdn.example/_next/static/chunks/b.js',
        async: true,
        crossOrigin: 'anonymous',
      }),
    ])
  })

  it('leaves a document without framework chunks, and one that is not a full page, unchanged', () => {
    const plain = page('<script src="/consent-defaults.js" defer=""></script>')
    expect(deferFrameworkScripts(plain)).toBe(plain)
    const fragment = '<div><script src="/_next/static/chunks/b.js" async=""></script></div>'
    expect(deferFrameworkScripts(fragment)).toBe(fragment)
  })

  it('cannot be broken out of by a chunk name: the list is JSON with < escaped', () => {
    expect(loaderScript([{ kind: 'script', src: '/_next/static/chunks/</script><x>.js' }])).not.toContain('</script>')
  })

  it('names the scripts a page loads after its first frame (what the audit counts as first load)', () => {
    expect(deferredScriptUrls(deferFrameworkScripts(page(HEAD)))).toEqual([
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
    expect(deferredScriptUrls(page(''))).toEqual([])
  })
})
