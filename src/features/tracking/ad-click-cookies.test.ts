import { describe, expect, it } from 'vitest'
import { adClickCookies } from './ad-click-cookies'

describe('ad-click cookies (requirements §7.10, §9: 30 days)', () => {
  it('stores gclid, wbraid and gbraid under their own names for 30 days', () => {
    expect(adClickCookies('?gclid=abc&wbraid=w1&gbraid=g1&utm_source=x')).toEqual([
      'gclid=abc; Max-Age=2592000; Path=/; SameSite=Lax',
      'wbraid=w1; Max-Age=2592000; Path=/; SameSite=Lax',
      'gbraid=g1; Max-Age=2592000; Path=/; SameSite=Lax',
    ])
  })
  it('ignores absent, empty and oversized ids', () => {
    expect(adClickCookies('?gclid=&utm=1')).toEqual([])
    expect(adClickCookies(`?gclid=${'x'.repeat(600)}`)).toEqual([])
  })
})
