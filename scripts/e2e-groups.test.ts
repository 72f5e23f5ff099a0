import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGES, REQUESTS } from './e2e-groups'

const tests = path.resolve(import.meta.dirname, '..', 'tests')

describe('the browser specs’ groups', () => {
  it('name specs that exist (a renamed spec would otherwise fall silently into the group that runs alone)', () => {
    for (const spec of [...PAGES, ...REQUESTS]) expect(existsSync(path.join(tests, spec)), spec).toBe(true)
  })

  it('put a spec in one group at most', () => {
    const all = [...PAGES, ...REQUESTS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('never give a spec of one group a port a spec of the other group listens on (they run side by side)', () => {
    // the suite's own server is E2E.port; the specs start others at E2E.port + n, or on a fixed port
    const ports = (specs: readonly string[]) =>
      new Set(
        specs.flatMap((spec) => {
          const text = readFileSync(path.join(tests, spec), 'utf8')
          return [
            ...[...text.matchAll(/E2E\.port \+ (\d+)/g)].map((m) => `+${m[1]}`),
            ...[...text.matchAll(/\b(?:PORT|port)\b[^\n]{0,20}?\b(3\d{3})\b/g)].map((m) => m[1]!),
          ]
        }),
      )
    const pages = ports(PAGES)
    const requests = ports(REQUESTS)
    expect(pages.size).toBeGreaterThan(0)
    expect(requests.size).toBeGreaterThan(0)
    expect([...pages].filter((p) => requests.has(p))).toEqual([])
  })
})
