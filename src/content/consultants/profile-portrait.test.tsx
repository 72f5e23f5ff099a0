import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Media } from '@/payload-types'
import { PROFILE_PORTRAIT_SIZES, ProfilePortrait } from './profile-portrait'

const photo = { id: 7, alt: 'x', url: '/api/media/file/portrait-ana-lima.webp', width: 480, height: 600 } as Media

describe('ProfilePortrait', () => {
  const html = renderToStaticMarkup(<ProfilePortrait name="Ana Lima" photo={photo} />)

  it('is large from the tablet width up (24rem), the column it is given on a phone, and asks for those widths', () => {
    expect(html).toMatch(/class="[^"]*\bmd:w-96\b/)
    expect(html).toMatch(/class="[^"]*\bw-full\b/)
    expect(html).toContain(`sizes="${PROFILE_PORTRAIT_SIZES}"`)
    expect(PROFILE_PORTRAIT_SIZES).toBe('(min-width: 768px) 384px, 120px')
  })

  it('holds its place while loading (4:5 frame, width and height) and loads first, as the largest paint', () => {
    expect(html).toContain('aspect-[4/5]')
    expect(html).toMatch(/width="\d+"/)
    expect(html).toMatch(/height="\d+"/)
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/)
    expect(html).not.toContain('loading="lazy"')
    expect(html).toContain('alt="Ana Lima"')
  })
})
