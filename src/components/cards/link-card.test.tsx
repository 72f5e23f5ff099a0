import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CARD_LINK } from './card-link'
import { LinkCard } from './link-card'

describe('LinkCard', () => {
  it('is one link over the whole card, with its summary and an arrow a screen reader skips', () => {
    const html = renderToStaticMarkup(
      <LinkCard href="/services/executive-search" title="Executive Search" text="Finding leaders." className="x-2" />,
    )
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain(`class="${CARD_LINK.replaceAll("'", '&#x27;')}"`)
    expect(html).toMatch(/<li class="group relative [^"]*x-2"/)
    expect(html).toContain('<p class="mt-2 text-sm text-muted">Finding leaders.</p>')
    expect(html).toMatch(/<span aria-hidden="true" data-card-arrow=""[^>]*>→<\/span>/)
  })

  it('leaves out an empty summary', () => {
    expect(renderToStaticMarkup(<LinkCard href="/a" title="A" text={null} />)).not.toContain('<p')
  })
})
