import { describe, expect, it } from 'vitest'
import { linkItemsHtml, menuPanelHtml } from './link-list-html'

describe('menuPanelHtml', () => {
  it('writes each column as a heading and a list of links, in order', () => {
    const html = menuPanelHtml([
      { heading: 'Industries', links: [{ label: 'Technology', href: '/expertise/industry/technology' }] },
      { heading: null, links: [{ label: 'All services', href: '/services' }] },
    ])
    expect(html).toBe(
      '<div><p class="mb-2 text-xs font-semibold uppercase text-muted">Industries</p><ul class="space-y-1">' +
        '<li><a href="/expertise/industry/technology" class="inline-block py-0.5 hover:text-brand-accent">Technology</a></li></ul></div>' +
        '<div><ul class="space-y-1"><li><a href="/services" class="inline-block py-0.5 hover:text-brand-accent">All services</a></li></ul></div>',
    )
  })

  it("escapes an editor's labels and addresses", () => {
    const html = menuPanelHtml([{ heading: 'R&D <new>', links: [{ label: '"Quoted" & <b>', href: '/a?b=1&c="2"' }] }])
    expect(html).toContain('R&amp;D &lt;new&gt;')
    expect(html).toContain('href="/a?b=1&amp;c=&quot;2&quot;"')
    expect(html).toContain('&quot;Quoted&quot; &amp; &lt;b&gt;')
    expect(html).not.toContain('<b>')
  })

  it('leaves out a link whose address would run script', () => {
    const html = menuPanelHtml([
      {
        links: [
          { label: 'Bad', href: 'javascript:alert(1)' },
          { label: 'Good', href: '/good' },
        ],
      },
    ])
    expect(html).not.toContain('Bad')
    expect(html).toContain('href="/good"')
  })

  it('writes an empty list for a column without links', () => {
    expect(menuPanelHtml([{ heading: 'Soon', links: null }])).toContain('<ul class="space-y-1"></ul>')
  })
})

describe('linkItemsHtml', () => {
  it('writes one list item per safe link with the given class, escaped', () => {
    const html = linkItemsHtml(
      [
        { label: 'Privacy & cookies', href: '/privacy-policy' },
        { label: 'Bad', href: ' javascript:alert(1)' },
      ],
      'text-white/85 hover:text-white',
    )
    expect(html).toBe(
      '<li><a href="/privacy-policy" class="text-white/85 hover:text-white">Privacy &amp; cookies</a></li>',
    )
  })

  it('writes nothing for no links', () => {
    expect(linkItemsHtml(null, 'x')).toBe('')
    expect(linkItemsHtml([], 'x')).toBe('')
  })
})
