import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContentModule } from '@/content/shared/content-module'
import { INFRASTRUCTURE } from './module-lists'
import { CONTENT_MODULES, documentPath, PREVIEWABLE_COLLECTIONS } from './modules'
import { ROUTES } from './routes'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** The collections the CMS assembly owns itself (src/cms/collections) and Payload's internal ones. */
const NOT_CONTENT = /^(users|redirects|payload-.*)$/

/** The keys of one block of the generated `Config` (`collections: {…}`), i.e. of payload.config.ts. */
function configSlugs(block: 'collections' | 'globals'): string[] {
  const types = read('src/payload-types.ts')
  const body = new RegExp(`^export interface Config \\{[\\s\\S]*?^  ${block}: \\{\\n([\\s\\S]*?)^  \\};`, 'm').exec(
    types,
  )
  if (!body) throw new Error(`no ${block} in src/payload-types.ts`)
  return [...body[1]!.matchAll(/^ {4}'?([a-z-]+)'?:/gm)].map((m) => m[1]!)
}

const MODULES: readonly ContentModule[] = CONTENT_MODULES

const declared = (key: 'collections' | 'globals') => MODULES.flatMap((m) => m[key] ?? [])

describe('the content modules (modules.ts)', () => {
  it('list every module folder of src/content once, by its folder name', () => {
    const folders = readdirSync(path.join(ROOT, 'src/content'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !(INFRASTRUCTURE as readonly string[]).includes(d.name))
      .map((d) => d.name)
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders.sort())
  })

  it('are each in the import order of eslint.config.mjs, which names no folder that is gone', () => {
    const order = /const MODULE_ORDER = \[([^\]]*)\]/.exec(read('eslint.config.mjs'))?.[1] ?? ''
    const named = [...order.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(0)
    const folders = [...INFRASTRUCTURE, ...MODULES.map((m) => m.name)]
    for (const name of named) expect(folders, 'MODULE_ORDER of eslint.config.mjs').toContain(name)
  })

  it('declare every collection and global of payload.config.ts once, and only those', () => {
    const collections = declared('collections')
    const globals = declared('globals')
    expect(new Set(collections).size).toBe(collections.length)
    expect(collections.sort()).toEqual(
      configSlugs('collections')
        .filter((s) => !NOT_CONTENT.test(s))
        .sort(),
    )
    expect(globals.sort()).toEqual(configSlugs('globals').sort())
  })

  it("have the registry's routes: each module's routes, typed by the module", () => {
    expect(ROUTES).toEqual(MODULES.flatMap((m) => m.routes))
    for (const m of MODULES) for (const r of m.routes) expect([m.name, null], r.pattern).toContain(r.type)
  })

  it('give a draft address to previewable collections of their own only', () => {
    for (const m of MODULES)
      for (const collection of Object.keys(m.preview ?? {})) expect(m.collections, m.name).toContain(collection)
    expect(PREVIEWABLE_COLLECTIONS).toHaveLength(new Set(PREVIEWABLE_COLLECTIONS).size)
  })

  it('give a search type to collections of their own only, each with a rank of its own', () => {
    const ranks: number[] = []
    for (const m of MODULES)
      for (const [collection, { rank }] of Object.entries(m.search ?? {})) {
        expect(m.collections, m.name).toContain(collection)
        ranks.push(rank!)
      }
    expect(ranks).toHaveLength(new Set(ranks).size)
  })
})

describe('documentPath', () => {
  it('gives each content type its public address', () => {
    expect(documentPath('pages', { path: 'about' }, 'arden-hale')).toBe('/about-arden-hale')
    expect(documentPath('pages', { path: 'home' }, 'arden-hale')).toBe('/')
    expect(documentPath('services', { slug: 'interim', language: 'fr' }, 'x')).toBe('/services/fr/interim')
    expect(documentPath('industries', { slug: 'technology' }, 'x')).toBe('/expertise/industry/technology')
    expect(documentPath('functions', { slug: 'cfo' }, 'x')).toBe('/expertise/functions/cfo')
    expect(documentPath('consultants', { slug: 'grace-hopper' }, 'x')).toBe('/consultant/grace-hopper')
    expect(documentPath('offices', { slug: 'london' }, 'x')).toBe('/office/london')
    expect(documentPath('regions', { slug: 'europe' }, 'x')).toBe('/region/europe')
    expect(documentPath('webinars', { slug: 'boards' }, 'x')).toBe('/webinar/boards')
    expect(documentPath('insights', { slug: 'ai', categorySlug: 'news' }, 'x')).toBe('/insights/news/ai')
    expect(documentPath('insights', { slug: 'ai', pinnedPath: true }, 'x')).toBe('/insights/ai')
  })

  it('has no address while the slug is missing or not a slug', () => {
    expect(documentPath('consultants', { slug: '' }, 'x')).toBeNull()
    expect(documentPath('offices', { slug: '../admin' }, 'x')).toBeNull()
    expect(documentPath('insights', { slug: 'ai' }, 'x')).toBeNull()
    expect(documentPath('pages', {}, 'x')).toBeNull()
  })
})
