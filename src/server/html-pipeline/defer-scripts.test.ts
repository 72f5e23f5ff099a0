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

type LcpStandIn = { Observer: unknown; report: () => void; observed: () => unknown; disconnected: () => boolean }

/** A PerformanceObserver that knows the largest paint: `report()` delivers an entry. */
function largestPaint(): LcpStandIn {
  let callback: ((list: { getEntries(): unknown[] }, o: { disconnect(): void }) => void) | undefined
  let options: unknown
  let disconnected = false
  function Observer(this: unknown, f: typeof callback) {
    callback = f
    return { observe: (o: unknown) => (options = o), disconnect: () => (disconnected = true) }
  }
  Observer.supportedEntryTypes = ['largest-contentful-paint', 'paint']
  return {
    Observer,
    report: () => callback!({ getEntries: () => [{ startTime: 1 }] }, { disconnect: () => (disconnected = true) }),
    observed: () => options,
    disconnected: () => disconnected,
  }
}

/**
 * Runs the loader against a stand-in document: what it appended to the head, in order, the timers it
 * set (with their delays) and a way to fire the window's load event.
 */
function appended(html: string, { frame = true, complete = false, lcp = undefined as LcpStandIn | undefined } = {}) {
  const loader = /<script>(\(function\(w,d,l,n\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
  expect(loader, 'loader before </body>').toBeTruthy()
  const added: Array<Record<string, unknown>> = []
  const timers: Array<{ delay: number; run: () => void; ran?: boolean }> = []
  const onLoad: Array<() => void> = []
  const window = {
    __nextChunks: undefined as string | undefined,
    addEventListener: (type: string, f: () => void) => type === 'load' && onLoad.push(f),
    PerformanceObserver: lcp?.Observer,
  }
  runInNewContext(loader!, {
    window,
    document: {
      readyState: complete ? 'complete' : 'loading',
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (e: Record<string, unknown>) => added.push(e) },
    },
    requestAnimationFrame: (f: () => void) => frame && f(),
    setTimeout: (run: () => void, delay: number) => timers.push({ delay, run }),
  })
  /**
   * The first timer of that delay not yet run; running it also runs the 0 ms timers it chains (the
   * loader adds its tags a couple per task), as the browser would before anything else happens.
   */
  const timer = (delay: number) => {
    const t = timers.find((x) => x.delay === delay && !x.ran)
    if (!t) return undefined
    return {
      delay,
      run: () => {
        let next: (typeof timers)[number] | undefined = t
        while (next) {
          const from = timers.length
          next.ran = true
          next.run()
          next = timers.slice(from).find((x) => x.delay === 0 && !x.ran)
        }
      },
    }
  }
  return { added, timers, timer, window, load: () => onLoad.forEach((f) => f()) }
}

const sources = (added: Array<Record<string, unknown>>) => added.map((e) => e.src ?? e.href)

describe('deferFrameworkScripts', () => {
  it("takes Next's chunk tags out of the head and adds them back after the loaded page's frame, in order", () => {
    const out = deferFrameworkScripts(page(HEAD, '<script src="/_next/static/chunks/b.js" async=""></script>'))
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[bc]\.js"/)
    expect(out).not.toContain('rel="preload" as="script"')
    // other scripts keep their place: the consent defaults, the legacy-browser polyfill
    expect(out).toContain('<script src="/consent-defaults.js" defer=""></script>')
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    const { added, timers, timer, window, load } = appended(out)
    // while the page loads (its largest image, its fonts) only the 4 s cap waits
    expect(timers.map((t) => t.delay)).toEqual([4000])
    load()
    expect(added).toEqual([])
    // the load event waited two frames, then queued the chunks; the 1 s fallback is the other timer
    timer(0)!.run()
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/_next/static/chunks/a.js' },
      expect.objectContaining({ tag: 'script', src: '/_next/static/chunks/b.js', async: true }),
      expect.objectContaining({ tag: 'script', src: '/_next/static/chunks/c.js', async: true }),
    ])
    // a second trigger (the fallback, the cap) adds nothing twice
    timer(1000)!.run()
    timer(4000)!.run()
    expect(added).toHaveLength(3)
    // 'loaded' once every script has loaded or failed
    const script = (i: number) => added[i] as { onload: () => void; onerror: () => void }
    expect(window.__nextChunks).toBe('pending')
    script(1).onload()
    expect(window.__nextChunks).toBe('pending')
    script(2).onerror()
    expect(window.__nextChunks).toBe('loaded')
  })

  it('adds the tags one per task, and says loaded only once all are added and have loaded', () => {
    const many = [1, 2, 3, 4, 5].map((n) => `<script src="/_next/static/chunks/${n}.js" async=""></script>`).join('')
    const { added, timers, window } = appended(deferFrameworkScripts(page(many)), { complete: true })
    const pending = () => timers.filter((t) => t.delay === 0 && !t.ran)
    const runOne = () => {
      const t = pending()[0]!
      t.ran = true
      t.run()
    }
    runOne() // the frames' start
    expect(sources(added)).toEqual(['/_next/static/chunks/1.js'])
    runOne()
    expect(sources(added)).toEqual(['/_next/static/chunks/1.js', '/_next/static/chunks/2.js'])
    // the first two load before the rest are even added: not done yet
    for (const e of added as Array<{ onload: () => void }>) e.onload()
    expect(window.__nextChunks).toBe('pending')
    runOne()
    runOne()
    runOne()
    expect(sources(added)).toHaveLength(5)
    expect(pending()).toHaveLength(0)
    expect(window.__nextChunks).toBe('pending')
    for (const e of added.slice(2) as Array<{ onload: () => void }>) e.onload()
    expect(window.__nextChunks).toBe('loaded')
  })

  it('where the browser reports the largest paint, waits for it after load, then two frames', () => {
    const lcp = largestPaint()
    const { added, timer, load } = appended(deferFrameworkScripts(page(HEAD)), { lcp })
    load()
    expect(lcp.observed()).toEqual({ type: 'largest-contentful-paint', buffered: true })
    // loaded, but nothing painted yet: only the fallbacks wait
    expect(timer(0)).toBeUndefined()
    lcp.report()
    expect(lcp.disconnected()).toBe(true)
    timer(0)!.run()
    expect(sources(added)).toHaveLength(3)
  })

  it('starts at once on a page that had already loaded when the loader ran', () => {
    const { added, timer } = appended(deferFrameworkScripts(page(HEAD)), { complete: true })
    timer(0)!.run()
    expect(sources(added)).toHaveLength(3)
  })

  it('still loads in a background tab, where no frame is drawn, 1 s after the load event', () => {
    const { added, timers, timer, load } = appended(deferFrameworkScripts(page(HEAD)), { frame: false })
    load()
    expect(timers.map((t) => t.delay).sort()).toEqual([1000, 4000])
    timer(1000)!.run()
    expect(sources(added)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
  })

  it('does not wait more than 4 s for a load event that drags on (a slow image, an embed)', () => {
    const { added, timer } = appended(deferFrameworkScripts(page(HEAD)))
    timer(4000)!.run()
    expect(sources(added)).toHaveLength(3)
  })

  it('keeps crossorigin for chunks served from a CDN (assetPrefix)', () => {
    const out = deferFrameworkScripts(
      page('<script src="https://cdn.example/_next/static/chunks/b.js" async="" crossorigin="anonymous"></script>'),
    )
    const { added, timer } = appended(out, { complete: true })
    timer(0)!.run()
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

  it('names the scripts a page loads after its first paint (what the audit counts as first load)', () => {
    expect(deferredScriptUrls(deferFrameworkScripts(page(HEAD)))).toEqual([
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
    expect(deferredScriptUrls(page(''))).toEqual([])
  })
})
