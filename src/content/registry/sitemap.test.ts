import { describe, expect, it } from 'vitest'
import { ROUTES } from './routes'
import type { RouteDefinition, RouteParams } from '@/content/shared/route'
import { isIndexedRoute, SITEMAP_ROUTES, sitemapEntries } from './sitemap'

const PARAMS: Record<string, RouteParams[]> = {
  '/consultant/[slug]': [{ slug: 'jane-doe' }],
  '/insights/[category]': [{ category: 'careers' }, { category: 'pinned-story' }],
  '/insights/[category]/[slug]': [
    { category: 'careers', slug: 'a-story' },
    { category: 'careers', slug: 'pinned-story' },
  ],
  '/office/[slug]/board-readiness-survey/contact-us/thank-you': [{ slug: 'london' }],
  '/office/[slug]/board-readiness-survey/contact-us': [{ slug: 'london' }],
  '/insights-page/[page]': [{ page: '2' }],
}

const entries = () =>
  sitemapEntries({
    pages: [
      { path: '/about-arden-hale', lastModified: '2026-01-01' },
      { path: '/services', lastModified: '2026-02-02' },
    ],
    paramsOf: async (pattern) => PARAMS[pattern] ?? [],
    dates: new Map([['/consultant/jane-doe', '2026-03-03']]),
    aliases: new Set(['/insights/careers/pinned-story']),
  })

describe('sitemap', () => {
  it('lists every static route of the registry that is indexable', async () => {
    const listed = new Set((await entries()).map((e) => e.path))
    const staticRoutes = (ROUTES as readonly RouteDefinition[]).filter((r) => !r.pattern.includes('['))
    expect(staticRoutes.filter(isIndexedRoute).length).toBeGreaterThan(5)
    for (const r of staticRoutes) expect(listed.has(r.pattern), r.pattern).toBe(isIndexedRoute(r))
  })

  it('lists the addresses of the routes with a parameter, but not internal, status or unindexed ones', async () => {
    const listed = (await entries()).map((e) => e.path)
    expect(listed).toEqual(
      expect.arrayContaining([
        '/consultant/jane-doe',
        '/insights/careers',
        '/insights/pinned-story',
        '/insights/careers/a-story',
        '/office/london/board-readiness-survey/contact-us',
      ]),
    )
    for (const path of [
      '/404',
      '/500',
      '/insights-page/2',
      '/office/london/board-readiness-survey/contact-us/thank-you',
    ])
      expect(listed, path).not.toContain(path)
    expect(SITEMAP_ROUTES.some((r) => r.pattern.includes('thank-you'))).toBe(false)
  })

  it('drops an alias of a canonical address', async () => {
    expect((await entries()).map((e) => e.path)).not.toContain('/insights/careers/pinned-story')
  })

  it('starts with home and the CMS pages, keeps the first of two equal addresses, and dates documents', async () => {
    const list = await entries()
    expect(list.slice(0, 3)).toEqual([
      { path: '/' },
      { path: '/about-arden-hale', lastModified: '2026-01-01' },
      { path: '/services', lastModified: '2026-02-02' },
    ])
    expect(list.filter((e) => e.path === '/services')).toHaveLength(1)
    expect(list.find((e) => e.path === '/consultant/jane-doe')?.lastModified).toBe('2026-03-03')
    expect(new Set(list.map((e) => e.path)).size).toBe(list.length)
  })
})
