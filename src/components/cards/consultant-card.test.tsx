import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Media } from '@/payload-types'
import { ConsultantCard } from './consultant-card'

const photo = {
  id: 7,
  alt: 'something else',
  url: '/api/media/file/portrait-ana-lima.webp',
  width: 480,
  height: 600,
} as Media

describe('ConsultantCard', () => {
  it('shows the uploaded portrait through the image optimizer, with the name as alt text', () => {
    const html = renderToStaticMarkup(
      <ConsultantCard
        profileHref={(slug) => `/consultant/${slug}`}
        officeHref={(slug) => `/office/${slug}`}
        consultant={{
          id: 1,
          name: 'Ana Lima',
          slug: 'ana-lima',
          role: 'Partner',
          photo,
          office: { title: 'Lisbon', slug: 'lisbon' },
        }}
      />,
    )
    expect(html).toContain('alt="Ana Lima"')
    expect(html).toMatch(/src="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fportrait-ana-lima\.webp/)
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('href="/consultant/ana-lima"')
    expect(html).toContain('href="/office/lisbon"')
    expect(html).not.toContain('data-monogram')
    // the picture fills its frame, and the frame is the portraits' pale tone, never a navy edge
    expect(html).toMatch(/data-portrait="" class="[^"]*\bbg-brand-tint\b/)
    expect(html).not.toMatch(/data-portrait="" class="[^"]*\bbg-brand\b(?!-)/)
    expect(html).toMatch(/<img [^>]*class="[^"]*\bblock\b[^"]*\bw-full\b[^"]*\bobject-cover\b/)
    // the card's rows are its list's subgrid: a name that wraps keeps the role level with the neighbouring card's
    expect(html).toMatch(/<article class="[^"]*\brow-span-4 grid grid-rows-subgrid\b/)
    expect(html).not.toContain('min-h-[2lh]')
  })

  it('draws the initials on a navy tile, named for screen readers, when no portrait is uploaded', () => {
    const html = renderToStaticMarkup(
      <ConsultantCard
        profileHref={(slug) => `/consultant/${slug}`}
        officeHref={(slug) => `/office/${slug}`}
        consultant={{ id: 2, name: 'Jan van der Berg', slug: 'jan-van-der-berg', role: 'Principal', photo: null }}
      />,
    )
    expect(html).toMatch(/<span role="img" aria-label="Jan van der Berg" data-monogram=""/)
    expect(html).toContain('>JB</span>')
    // one tone for every monogram: the brand navy of the frame, no colour of its own per name
    expect(html).toMatch(/data-monogram="" class="[^"]*\bbg-brand\b/)
    expect(html).not.toContain('background-color')
    expect(html).not.toContain('<img')
    expect(html.toLowerCase()).not.toContain('placeholder')
  })

  it('draws the monogram too when the photo is only an id (not read with the card)', () => {
    const html = renderToStaticMarkup(
      <ConsultantCard
        profileHref={(slug) => `/consultant/${slug}`}
        officeHref={(slug) => `/office/${slug}`}
        consultant={{ id: 3, name: 'Li Wei', slug: 'li-wei', role: 'Consultant', photo: 12 }}
      />,
    )
    expect(html).toContain('aria-label="Li Wei"')
    expect(html).toContain('>LW</span>')
  })
})
