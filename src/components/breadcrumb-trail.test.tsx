import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Breadcrumb } from './breadcrumb'
import { BreadcrumbNav, phoneFolds, phoneHidesPage, SEPARATOR } from './breadcrumb-trail'

const props = {
  brandName: 'Arden Hale',
  origin: 'https://example.com',
  crumbs: [
    { title: 'Insights', link: '/insights' },
    { title: 'Leadership', link: '/insights/leadership' },
    { title: 'What boards ask of a chief executive now' },
  ],
}

/** The crumbs' inner HTML, in order (without a phone's "…", which is hidden from screen readers). */
const items = (html: string) =>
  [...html.matchAll(/<li([^>]*)>(.*?)<\/li>/gs)].filter((m) => !m[1]!.includes('aria-hidden')).map((m) => m[2]!)

describe('BreadcrumbTrail', () => {
  for (const [name, render] of [
    ['Breadcrumb', () => renderToStaticMarkup(<Breadcrumb {...props} />)],
    ['BreadcrumbNav', () => renderToStaticMarkup(<BreadcrumbNav {...props} />)],
  ] as const) {
    it(`${name}: a named nav around an ordered list, the firm first and the current page last`, () => {
      const html = render()
      expect(html).toMatch(/^<nav aria-label="Breadcrumb"[^>]*><ol[^>]*><li/)
      const li = items(html)
      expect(li).toHaveLength(4)
      expect(li[0]).toBe('<a href="/" class="-my-3 block truncate py-3 hover:text-brand-accent">Arden Hale</a>')
      expect(li[1]).toContain('<a href="/insights"')
      expect(li[3]).toContain('aria-current="page">What boards ask of a chief executive now</span>')
      expect(html.match(/aria-current/g)).toHaveLength(1)
    })
  }

  it('keeps the trail on one line, each crumb shortened rather than wrapped, each "/" hidden from screen readers', () => {
    const html = renderToStaticMarkup(<BreadcrumbNav {...props} />)
    expect(SEPARATOR).toBe('/')
    expect(html).toMatch(/<ol class="[^"]*\bflex\b[^"]*\bwhitespace-nowrap\b/)
    const li = items(html)
    expect(li[0]).not.toContain('aria-hidden')
    for (const item of li.slice(1))
      expect(item).toMatch(/^<span aria-hidden="true"[^>]*>\/<\/span><(a|span) [^>]*class="[^"]*\btruncate\b/)
  })

  it('describes the same trail as BreadcrumbList JSON-LD', () => {
    const html = renderToStaticMarkup(<BreadcrumbNav {...props} />)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Arden Hale', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Insights', item: 'https://example.com/insights' },
        { '@type': 'ListItem', position: 3, name: 'Leadership', item: 'https://example.com/insights/leadership' },
        { '@type': 'ListItem', position: 4, name: 'What boards ask of a chief executive now' },
      ],
    })
  })

  it('on a phone folds the crumbs between the firm and the page’s parent of a deep trail into "…"', () => {
    const deep = {
      ...props,
      crumbs: [
        { title: 'Expertise', link: '/expertise' },
        { title: 'Functions', link: '/expertise/functions' },
        { title: 'Chief Executive Officer', link: '/expertise/functions/chief-executive-officer' },
        { title: 'CEO Succession' },
      ],
    }
    const li = items(renderToStaticMarkup(<BreadcrumbNav {...deep} />))
    // the firm, two folded crumbs, the parent, the page (and "…" on a phone, hidden from screen readers)
    expect(li).toHaveLength(5)
    expect([0, 1, 2, 3, 4].map((i) => phoneFolds(i, 5))).toEqual([false, true, true, false, false])
    const html = renderToStaticMarkup(<BreadcrumbNav {...deep} />)
    expect(html).toMatch(/<li aria-hidden="true" class="[^"]*\bsm:hidden\b[^"]*">.*…<\/li>/)
    expect(html.match(/class="[^"]*max-sm:hidden[^"]*"/g)).toHaveLength(2)
    expect(html).toMatch(
      /class="[^"]*\bmax-sm:shrink\b[^"]*"><span aria-hidden="true"[^>]*>\/<\/span><a href="\/expertise\/functions\/chief-executive-officer"/,
    )
    // a trail of four folds the one crumb between the firm and the parent
    expect([0, 1, 2, 3].map((i) => phoneFolds(i, 4))).toEqual([false, true, false, false])
    // a shallow trail folds nothing
    const shallow = { ...props, crumbs: props.crumbs.slice(1) }
    expect(renderToStaticMarkup(<BreadcrumbNav {...shallow} />)).not.toContain('max-sm:hidden')
  })

  it('on a phone ends a trail of three crumbs or more at the page’s parent, the page’s own kept for screen readers', () => {
    const three = { ...props, crumbs: [{ title: 'Contact us', link: '/contact-us' }, { title: 'Executive search' }] }
    const html = renderToStaticMarkup(<BreadcrumbNav {...three} />)
    expect(html).toMatch(/<li class="[^"]*\bmax-sm:sr-only\b[^"]*">.*aria-current="page"[^>]*>Executive search</)
    // the parent, now last on a phone, may take the line's width
    expect(html).toMatch(/class="[^"]*\bmax-sm:max-w-none\b[^"]*">.*href="\/contact-us"/)
    expect([1, 2, 3, 4, 5].map(phoneHidesPage)).toEqual([false, false, true, true, true])
    // a firm and a page: the page's own stays on every screen
    const two = renderToStaticMarkup(<BreadcrumbNav {...props} crumbs={[{ title: 'Contact us' }]} />)
    expect(two).not.toContain('sr-only')
  })
})
