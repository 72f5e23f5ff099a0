import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { NON_HTML_POLICY, inlineScriptHashes, sitePolicy } from '../csp'
import { normalizeForwarded } from '../request-context'
import { finishResponse } from './finish-response'
import { deferFrameworkScripts, loaderScript } from '../html-pipeline/defer-scripts'

const require = createRequire(import.meta.url)
// the same compression middleware Next's router server wraps every response in
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void

process.env.LOG_LEVEL = 'warn'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void, compress = false): Promise<string> {
  const gzip = compression()
  server = createServer((req, res) => {
    finishResponse(req, res, {
      https: false,
      dev: false,
      trustedHops: 0,
      pipeline: { distDir: '.next', patchesOff: new Set() },
    })
    if (compress) gzip(req, res, () => handler(req, res))
    else handler(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const PAGE_SCRIPTS = ['self.__next_f.push([1,"a"])', '(self.__next_s=self.__next_s||[]).push([0,{}])']
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async></script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>` +
  PAGE_SCRIPTS.map((s) => `<script>${s}</script>`).join('') +
  `${extra}</body></html>`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once and skips external scripts and JSON data blocks', () => {
    expect(inlineScriptHashes(page() + `<script>${PAGE_SCRIPTS[0]}</script>`)).toEqual(PAGE_SCRIPTS.map(sha))
  })
  it('hashes what the browser hashes: CRLF becomes LF, attributes and case do not matter', () => {
    expect(inlineScriptHashes('<SCRIPT id="x">a\r\nb</SCRIPT >')).toEqual([sha('a\nb')])
  })
})

describe('sitePolicy', () => {
  const csp = sitePolicy(["'sha256-abc'"], {
    origins: { script: ['https://cdn.example'], connect: [], img: [], frame: [] },
    https: true,
    dev: false,
  })
  it('allows scripts only from this origin, the listed hashes and configured third parties', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc' https://cdn.example")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })
  it('locks plugins, base URI, framing and form targets', () => {
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain('upgrade-insecure-requests')
  })
})

describe('finishResponse', () => {
  const html = (res: ServerResponse, body: string, status = 200) => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    // written in pieces, as Next streams a page
    res.write(body.slice(0, 40))
    setTimeout(() => res.end(body.slice(40)), 5)
  }

  it("gives every response a request id and a CSP (the static headers are Next's: next.config.ts)", async () => {
    const url = await serve((_req, res) => res.end('ok'))
    const res = await fetch(url)
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers.get('content-security-policy')).toBe(NON_HTML_POLICY)
  })

  it('lists the hashes of the inline scripts of a streamed HTML page, its chunks loaded after the load event', async () => {
    const body = page()
    const url = await serve((_req, res) => html(res, body))
    const res = await fetch(url)
    const csp = res.headers.get('content-security-policy')!
    const loader = loaderScript([{ kind: 'script', src: '/_next/static/chunks/main.js' }])
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${[...PAGE_SCRIPTS, loader].map(sha).join(' ')}`)
    expect(await res.text()).toBe(deferFrameworkScripts(body))
  })

  it('serves a page the same way the second time (rewritten once, then remembered)', async () => {
    const body = page('<p>again</p>')
    const url = await serve((_req, res) => {
      // a prerendered page: the same for everybody, so its rewrite is kept
      res.setHeader('Cache-Control', 's-maxage=31536000')
      html(res, body)
    })
    const [first, second] = [await fetch(url), await fetch(url)]
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await second.text()).toBe(await first.text())
  })

  it('hashes the decompressed page when the response is gzipped', async () => {
    const body = page('x'.repeat(5000))
    const url = await serve((_req, res) => html(res, body), true)
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(directive(res.headers.get('content-security-policy')!, 'script-src')).toContain(sha(PAGE_SCRIPTS[1]!))
    expect(await res.text()).toBe(deferFrameworkScripts(body))
  })

  it('keeps a gzipped non-HTML answer written in several chunks decodable', async () => {
    const parts = ['{"data":', '"x".repeat', `"${'y'.repeat(5000)}"}`]
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'application/json')
      for (const p of parts.slice(0, -1)) res.write(p)
      res.end(parts.at(-1))
    }, true)
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe(parts.join(''))
  })

  it('keeps headers passed to writeHead and its status', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'x-extra': '1' })
      res.end('<script>nf()</script>')
    })
    const res = await fetch(url)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-extra')).toBe('1')
    expect(res.headers.get('content-security-policy')).toContain(sha('nf()'))
  })

  it('sends no CSP on a 304, so a cached page keeps its own', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 304
      res.setHeader('content-type', 'text/html')
      res.end()
    })
    const res = await fetch(url)
    expect(res.status).toBe(304)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })

  it('gives the admin its own policy, still without unsafe-inline scripts', async () => {
    const url = await serve((_req, res) => html(res, page()))
    const csp = (await fetch(`${url}/admin/login`)).headers.get('content-security-policy')!
    expect(csp).toContain("frame-src 'self'")
    expect(directive(csp, 'script-src')).not.toContain('unsafe')
  })

  it('keeps a valid incoming request id and replaces a hostile one', async () => {
    const url = await serve((req, res) => res.end(String(req.headers['x-request-id'])))
    const kept = await fetch(url, { headers: { 'x-request-id': 'edge-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd')
    const replaced = await fetch(url, { headers: { 'x-request-id': 'short"<x>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await replaced.text()).toBe(replaced.headers.get('x-request-id'))
  })
})

describe('forwarded addresses', () => {
  it('replaces a forged X-Forwarded-For with the connecting address when no proxy is trusted', async () => {
    const url = await serve((req, res) =>
      res.end(`${req.headers['x-forwarded-for']}|${req.headers['x-forwarded-host']}`),
    )
    const res = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' } })
    expect(await res.text()).toBe('127.0.0.1|undefined')
  })
})

describe('normalizeForwarded', () => {
  const request = (xff?: string) =>
    ({
      socket: { remoteAddress: '10.0.0.5' },
      headers: xff ? { 'x-forwarded-for': xff } : {},
    }) as unknown as IncomingMessage
  it('behind one trusted proxy, appends the proxy so the entry before it is the visitor', () => {
    const req = request('198.51.100.1, 203.0.113.7')
    normalizeForwarded(req, 1)
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.7, 10.0.0.5')
  })
  it('without a header, starts the chain with the connecting address', () => {
    const req = request()
    normalizeForwarded(req, 2)
    expect(req.headers['x-forwarded-for']).toBe('10.0.0.5')
  })
})
