import { describe, expect, it } from 'vitest'
import { cookieAnswerCacheControl, EDGE_FRESH_S, EDGE_STALE_S, edgeCacheControl } from './edge-cache'

const capped = `public, max-age=0, s-maxage=${EDGE_FRESH_S}, stale-while-revalidate=${EDGE_STALE_S}`

describe('edgeCacheControl', () => {
  it("caps Next's year-long value for prerendered pages, so a publish reaches the edge within seconds", () => {
    expect(edgeCacheControl('s-maxage=31536000')).toBe(capped)
  })

  it('caps a revalidate time with its stale-while-revalidate window', () => {
    expect(edgeCacheControl('s-maxage=3600, stale-while-revalidate=31532400')).toBe(capped)
  })

  it('keeps a shorter edge time', () => {
    expect(edgeCacheControl('s-maxage=5')).toBe(`public, max-age=0, s-maxage=5, stale-while-revalidate=${EDGE_STALE_S}`)
  })

  it('leaves private, uncacheable and browser-only values alone', () => {
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(edgeCacheControl(dynamic)).toBe(dynamic)
    expect(edgeCacheControl('no-store')).toBe('no-store')
    expect(edgeCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
  })
})

describe('cookieAnswerCacheControl', () => {
  it('makes an answer that sets a cookie private, whatever it was', () => {
    expect(cookieAnswerCacheControl(capped)).toBe('private, no-store')
    expect(cookieAnswerCacheControl(undefined)).toBe('private, no-store')
    expect(cookieAnswerCacheControl('public, max-age=60')).toBe('private, no-store')
  })
  it('keeps a value that is already private or uncacheable', () => {
    expect(cookieAnswerCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )
    expect(cookieAnswerCacheControl('no-store')).toBe('no-store')
  })
})
