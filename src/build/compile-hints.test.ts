import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  addCompileHints,
  entryChunks,
  shiftSourceMap,
  startupChunks,
  withCompileHint,
} from './compile-hints'

/** A client reference manifest as Next writes it beside a route's server code. */
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: { 'a.js': { id: 1, name: '*', chunks: ['/_next/static/chunks/lazy.js'], async: true } },
    entryJSFiles,
  })};`

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the code, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])')
    expect(hinted).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`)
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(withCompileHint(hinted)).toBe(hinted)
  })
})

describe('shiftSourceMap', () => {
  it('moves every mapping one generated line down and keeps the rest of the map', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' })
    expect(JSON.parse(shiftSourceMap(map))).toEqual({
      version: 3,
      sources: ['a.ts'],
      names: [],
      mappings: ';AAAA,CAAC;AACA',
    })
  })

  it('leaves a map without mappings (an index map) as it is', () => {
    const map = JSON.stringify({ version: 3, sections: [] })
    expect(shiftSourceMap(map)).toBe(map)
  })
})

describe('entryChunks', () => {
  it("reads a route's start-up chunks, not the chunks its client modules load later", () => {
    const source = manifest('/(site)/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    })
    expect(entryChunks(source)).toEqual(['static/chunks/layout.js', 'static/chunks/layout.js', 'static/chunks/home.js'])
  })

  it('finds nothing in a file it cannot read as a manifest', () => {
    expect(entryChunks('module.exports = 1')).toEqual([])
    expect(entryChunks('globalThis.__RSC_MANIFEST["/x"] = {not json};')).toEqual([])
  })
})

describe('a build', () => {
  let dist: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), text)
  }
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    write(
      'build-manifest.json',
      JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ['static/chunks/react.js'] }),
    )
    write(
      'server/app/(site)/page_client-reference-manifest.js',
      manifest('/(site)/page', { '[project]/src/app/(site)/page': ['static/chunks/home.js'] }),
    )
    write(
      'server/app/(single)/login/page_client-reference-manifest.js',
      manifest('/(single)/login/page', { '[project]/src/app/(single)/login/page': ['static/chunks/login.js'] }),
    )
    write(
      'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
      manifest('/(payload)/admin/[[...segments]]/page', { admin: ['static/chunks/admin.js'] }),
    )
    for (const name of ['react', 'home', 'login', 'admin', 'lazy', 'polyfills'])
      write(`static/chunks/${name}.js`, `/* ${name} */`)
    write('static/chunks/react.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' }))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it("lists the framework's chunks and the public routes' entry chunks, not the admin's, lazy ones or polyfills", () => {
    expect(startupChunks(dist)).toEqual(['static/chunks/home.js', 'static/chunks/login.js', 'static/chunks/react.js'])
  })

  it('hints exactly those chunks, shifts their source maps, and changes nothing when run again', () => {
    expect(addCompileHints(dist)).toHaveLength(3)
    for (const name of ['react', 'home', 'login'])
      expect(read(`static/chunks/${name}.js`)).toBe(`${COMPILE_HINT}\n/* ${name} */`)
    for (const name of ['admin', 'lazy', 'polyfills']) expect(read(`static/chunks/${name}.js`)).toBe(`/* ${name} */`)
    expect(JSON.parse(read('static/chunks/react.js.map'))).toEqual({ version: 3, mappings: ';AAAA' })

    addCompileHints(dist)
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}\n/* react */`)
    expect(JSON.parse(read('static/chunks/react.js.map'))).toEqual({ version: 3, mappings: ';AAAA' })
  })
})
