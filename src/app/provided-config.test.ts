import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The read layer (src/lib/payload.server.ts) is handed the CMS config by whichever entry Next loads
 * first. A build's workers never call instrumentation's register(), so every root layout (a page's
 * reads, its generateStaticParams and metadata run after its layouts are loaded), route handler and
 * metadata route imports src/cms/provide-config.ts itself.
 */
const APP = path.resolve(import.meta.dirname)
const ENTRY = /^(route\.ts|sitemap\.ts|robots\.ts|global-not-found\.tsx)$/
const PROVIDES = /^import (config from )?'@\/cms\/provide-config'$/m

function entries(dir: string, depth = 0): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name)
    if (e.isDirectory()) return entries(file, depth + 1)
    // a root layout sits in src/app or in a route group directly under it
    const rootLayout = e.name === 'layout.tsx' && (depth === 0 || (depth === 1 && /^\(.+\)$/.test(path.basename(dir))))
    return ENTRY.test(e.name) || rootLayout ? [path.relative(APP, file)] : []
  })
}

describe('every entry under src/app provides the CMS config', () => {
  const files = entries(APP)

  it('finds the root layouts and the route handlers', () => {
    expect(files).toContain(path.join('(site)', 'layout.tsx'))
    expect(files).toContain(path.join('api', 'v1', 'preview', 'route.ts'))
  })

  it.each(files)('%s', (file) => {
    expect(readFileSync(path.join(APP, file), 'utf8')).toMatch(PROVIDES)
  })
})
