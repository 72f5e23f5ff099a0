import { describe, expect, it } from 'vitest'
import { SHARE_POPUP } from '@/lib/constants'
import { popupFeatures, shareTargets, toHashtag } from './share-urls'

const content = {
  url: 'https://example.com/insights/leadership/a-b?x=1',
  title: 'Boards & CEOs: what’s next',
  description: 'A short summary.',
  quote: 'Boards need range.',
  hashtags: ['Leadership', 'board services', 'Arden Hale'],
  media: 'https://example.com/media/hero.png',
}

const byNetwork = (n: string) => shareTargets(content).find((t) => t.network === n)!

describe('share targets (requirements §7.9)', () => {
  it('LinkedIn takes the url only', () => {
    const u = new URL(byNetwork('linkedin').href)
    expect(u.origin + u.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/')
    expect([...u.searchParams]).toEqual([['url', content.url]])
  })

  it('X takes url, text and comma-separated hashtags', () => {
    const u = new URL(byNetwork('x').href)
    expect(u.origin + u.pathname).toBe('https://twitter.com/intent/tweet')
    expect(u.searchParams.get('url')).toBe(content.url)
    expect(u.searchParams.get('text')).toBe(content.title)
    expect(u.searchParams.get('hashtags')).toBe('Leadership,BoardServices,ArdenHale')
  })

  it('Facebook takes u, quote and one hashtag with #', () => {
    const u = new URL(byNetwork('facebook').href)
    expect(u.origin + u.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
    expect(u.searchParams.get('u')).toBe(content.url)
    expect(u.searchParams.get('quote')).toBe('Boards need range.')
    expect(u.searchParams.get('hashtag')).toBe('#Leadership')
  })

  it('e-mail takes subject and body with the description and url, spaces as %20', () => {
    const { href, popup } = byNetwork('email')
    expect(popup).toBe(false)
    expect(href).toBe(
      `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`A short summary.\n\n${content.url}`)}`,
    )
    expect(href).not.toContain('+')
  })

  it('leaves out what is missing', () => {
    const [li, x, fb, mail] = shareTargets({ url: 'https://e.com/p', title: 'T' })
    expect(li!.href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fe.com%2Fp')
    expect(new URL(x!.href).searchParams.has('hashtags')).toBe(false)
    expect(new URL(fb!.href).searchParams.has('quote')).toBe(false)
    expect(mail!.href).toBe('mailto:?subject=T&body=https%3A%2F%2Fe.com%2Fp')
  })

  it('every target has an accessible name naming its network', () => {
    for (const t of shareTargets(content)) expect(t.label).toContain(t.text === 'E-mail' ? 'e-mail' : t.text)
  })

  it('hashtags keep letters and digits', () => {
    expect(toHashtag('Board & CEO services')).toBe('BoardCEOServices')
    expect(toHashtag('ESG 2030')).toBe('ESG2030')
    expect(toHashtag('—')).toBe('')
  })
})

describe('share popup (requirements §9: 626x436 px)', () => {
  it('is 626×436 and centred on the window', () => {
    expect(SHARE_POPUP).toEqual({ width: 626, height: 436 })
    expect(popupFeatures({ x: 100, y: 50, width: 1626, height: 1436 })).toBe(
      'popup=yes,width=626,height=436,left=600,top=550',
    )
    expect(popupFeatures({ x: 0, y: 0, width: 400, height: 300 })).toBe('popup=yes,width=626,height=436,left=0,top=0')
  })
})
