import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { LinkItems, LONG_MENU_LABEL, LONG_MENU_LIST, MENU_LINK_CLASS, MenuPanel } from './link-list'

describe('MenuPanel (server HTML)', () => {
  it('writes each column as a heading and a list of links, in order', async () => {
    const html = renderToStaticMarkup(
      <MenuPanel
        columns={[
          { heading: 'Industries', links: [{ label: 'Technology', href: '/expertise/industry/technology' }] },
          { heading: null, links: [{ label: 'All services', href: '/services' }] },
        ]}
      />,
    )
    expect(html).toBe(
      '<div><p class="mb-1 text-xs font-semibold tracking-wider text-muted uppercase lg:mb-2">Industries</p><ul>' +
        `<li><a href="/expertise/industry/technology" class="${MENU_LINK_CLASS}">Technology</a></li></ul></div>` +
        `<div><ul><li><a href="/services" class="${MENU_LINK_CLASS}">All services</a></li></ul></div>`,
    )
  })

  it('gives every menu link a 44 px row below the desktop breakpoint', () => {
    expect(MENU_LINK_CLASS.split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'lg:min-h-0']))
  })

  it('sets a list longer than LONG_MENU_LIST in two columns, and a long label, across two of the panel', async () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l/${i}` }))
    const longLabel = { label: 'x'.repeat(LONG_MENU_LABEL + 1), href: '/long' }
    const html = renderToStaticMarkup(
      <MenuPanel
        columns={[
          { links: links(LONG_MENU_LIST + 1) },
          { links: links(LONG_MENU_LIST) },
          { links: [longLabel] },
          { links: [{ ...longLabel, label: 'x'.repeat(LONG_MENU_LABEL) }] },
        ]}
      />,
    )
    const columns = html.match(/<div( class="[^"]*")?><ul( class="[^"]*")?>/g)
    expect(columns).toEqual([
      '<div class="sm:col-span-2"><ul class="sm:columns-2 sm:gap-8 [&amp;&gt;li]:break-inside-avoid">',
      '<div><ul>',
      '<div class="sm:col-span-2"><ul>',
      '<div><ul>',
    ])
  })

  it("escapes an editor's labels and addresses", async () => {
    const html = renderToStaticMarkup(
      <MenuPanel columns={[{ heading: 'R&D <new>', links: [{ label: '"Quoted" & <b>', href: '/a?b=1&c="2"' }] }]} />,
    )
    expect(html).toContain('R&amp;D &lt;new&gt;')
    expect(html).toContain('href="/a?b=1&amp;c=&quot;2&quot;"')
    expect(html).toContain('&quot;Quoted&quot; &amp; &lt;b&gt;')
    expect(html).not.toContain('<b>')
  })

  it('leaves out a link whose address would run script, label and all', async () => {
    const html = renderToStaticMarkup(
      <MenuPanel
        columns={[
          {
            links: [
              { label: 'Bad', href: 'javascript:alert(1)' },
              { label: 'Good', href: '/good' },
            ],
          },
        ]}
      />,
    )
    expect(html).not.toContain('Bad')
    expect(html).toContain('href="/good"')
  })

  it('writes an empty list for a column without links', async () => {
    expect(renderToStaticMarkup(<MenuPanel columns={[{ heading: 'Soon', links: null }]} />)).toContain('<ul></ul>')
  })
})

describe('LinkItems (server HTML)', () => {
  it('writes list items with the given link class', async () => {
    const html = renderToStaticMarkup(
      <LinkItems
        links={[
          { label: 'Legal notice', href: '/legal-notice' },
          { label: 'Privacy', href: '/privacy-policy' },
        ]}
        linkClass="text-white/85 hover:text-white"
      />,
    )
    expect(html).toBe(
      '<li><a href="/legal-notice" class="text-white/85 hover:text-white">Legal notice</a></li>' +
        '<li><a href="/privacy-policy" class="text-white/85 hover:text-white">Privacy</a></li>',
    )
  })

  it('writes nothing for no links', async () => {
    expect(renderToStaticMarkup(<LinkItems links={null} linkClass="x" />)).toBe('')
    expect(renderToStaticMarkup(<LinkItems links={[]} linkClass="x" />)).toBe('')
  })
})
