import { describe, expect, it } from 'vitest'
import { ROUTES } from '@/content/registry/routes'
import { fillPattern, hasParams } from '@/content/shared/route'

describe('route definitions', () => {
  it('fill a pattern with its parameters', () => {
    expect(fillPattern('/office/[slug]/[service]', { slug: 'athens', service: 'board-advisory' })).toBe(
      '/office/athens/board-advisory',
    )
    expect(fillPattern('/[...rest]', { rest: ['about', 'team'] })).toBe('/about/team')
    expect(() => fillPattern('/region/[region]', {})).toThrow(TypeError)
  })

  it('name each pattern once, and each with a parameter has a content type', () => {
    const patterns = ROUTES.map((r) => r.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
    for (const r of ROUTES) if (hasParams(r.pattern)) expect(r.type, r.pattern).not.toBeNull()
  })
})
