import { expect, test } from './support/test'
import { E2E } from './support/env'

/**
 * Every link to an article points at the address whose canonical is itself: the pinned articles
 * (/insights/{slug}) too, from the listings, the home page and a consultant's page alike.
 */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const articleLinks = (html: string) =>
  [...html.matchAll(/href="(\/insights\/[a-z0-9-]+(?:\/[a-z0-9-]+)?)"/g)].map((m) => m[1]!)

test('article links agree with the articles’ canonical addresses, pinned ones included', async ({ request }) => {
  const seen = new Set<string>()
  for (const page of ['/insights', '/insights?page=2', '/']) {
    const html = await (await request.get(page)).text()
    for (const link of articleLinks(html)) seen.add(link)
  }
  const articles: string[] = []
  for (const link of seen) {
    const res = await request.get(link)
    expect(res.status(), link).toBe(200)
    const html = await res.text()
    // a category listing is not an article: its canonical is itself too, so the check holds for both
    expect(canonicalOf(html), link).toBe(`${E2E.origin}${link}`)
    if (html.includes('"@type":"Article"') || html.includes('"@type":"BlogPosting"')) articles.push(link)
  }
  // the seed pins three articles at /insights/{slug}; at least one of them is linked from these pages
  expect(articles.some((a) => a.split('/').length === 3)).toBe(true)
})
