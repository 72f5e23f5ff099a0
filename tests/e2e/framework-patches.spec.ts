import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { COMPILE_HINT, startupChunks } from '../../src/build/compile-hints'
import { deferFrameworkScripts, deferredScriptUrls } from '../../src/server/html-pipeline/defer-scripts'
import { E2E } from './support/env'
import { expect, test } from './support/test'

/**
 * The server's patches of what Next and React produce, run on this suite's own `next build`: each
 * must still find its work on every prerendered page of the site, so a Next or React upgrade that
 * changes the output they read fails here, by name, instead of turning a patch into a silent no-op.
 */
const dist = path.resolve(import.meta.dirname, '../..', E2E.env.NEXT_DIST_DIR!)
const app = path.join(dist, 'server', 'app')

/**
 * The prerendered HTML of the public site. Left out: the CMS admin, Next's own pages, and `/404`'s
 * error shell, which is never sent (the proxy answers `/404` with the not-found page, ADR 0007).
 */
function sitePages(): { name: string; html: string }[] {
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('(payload)') && !f.startsWith('_') && f !== '404.html')
    .map((f) => ({ name: f, html: readFileSync(path.join(app, f), 'utf8') }))
}

// an async script tag of a framework chunk, its attributes in any order
const ASYNC_CHUNK = /<script\b(?=[^>]*\sasync\b)(?=[^>]*\ssrc="[^"]*\/_next\/static\/chunks\/)[^>]*><\/script>/

test.describe("patches of Next's output, on the real build", () => {
  test('the build has prerendered site pages, /500 among them', () => {
    const pages = sitePages()
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.map((p) => p.name)).toContain('500.html')
  })

  test('defer-scripts moves every async framework chunk of every page into its loader', () => {
    for (const { name, html } of sitePages()) {
      expect(ASYNC_CHUNK.test(html), `${name}: Next's chunk tags`).toBe(true)
      const deferred = deferFrameworkScripts(html)
      expect(deferredScriptUrls(deferred).length, `${name}: chunks in the loader`).toBeGreaterThan(0)
      expect(ASYNC_CHUNK.test(deferred), `${name}: a chunk tag left behind`).toBe(false)
    }
  })

  test('compile hints head every start-up chunk of the public pages', () => {
    const chunks = startupChunks(dist)
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) {
      const file = path.join(dist, chunk)
      expect(existsSync(file), chunk).toBe(true)
      expect(readFileSync(file, 'utf8').startsWith(`${COMPILE_HINT}\n`), chunk).toBe(true)
    }
  })

  test('no start-up chunk of a public page carries a browser copy of a Node built-in', () => {
    // crypto-browserify's streams and ASN.1: a client component that imports a module using node:crypto
    // (135 KB gzip on every page, src/features/preview/preview-routes.ts)
    const NODE_POLYFILL = /ERR_STREAM_PREMATURE_CLOSE|subjectPublicKeyInfo|writableHighWaterMark/
    for (const chunk of startupChunks(dist)) {
      expect(NODE_POLYFILL.test(readFileSync(path.join(dist, chunk), 'utf8')), chunk).toBe(false)
    }
  })
})
