import { describe, expect, it } from 'vitest'
import { adClickParams, adTrackingEndpoint } from './after-success'
import { hasAdClickIds } from './analytics'

describe('adClickParams (requirements §7.4, §7.10)', () => {
  it('takes the ids from the query string first', () => {
    const params = adClickParams('?gclid=q1&utm_source=x', 'gclid=c1; wbraid=c2')
    expect(params.get('gclid')).toBe('q1')
    expect(params.get('wbraid')).toBe('c2')
    expect(params.has('utm_source')).toBe(false)
  })
  it('falls back to the 30-day cookies', () => {
    const params = adClickParams('', 'other=1; gbraid=abc%3D; x=2')
    expect(params.get('gbraid')).toBe('abc=')
    expect(hasAdClickIds(params)).toBe(true)
  })
  it('has no ids without query or cookies', () => {
    expect(hasAdClickIds(adClickParams('?a=1', 'notgclid=1'))).toBe(false)
  })
})

describe('adTrackingEndpoint', () => {
  it('appends /data once', () => {
    expect(adTrackingEndpoint('https://track.example')).toBe('https://track.example/data')
    expect(adTrackingEndpoint('https://track.example/api/')).toBe('https://track.example/api/data')
  })
  it('refuses what is not http(s)', () => {
    expect(adTrackingEndpoint('javascript:alert(1)')).toBeNull()
    expect(adTrackingEndpoint('not a url')).toBeNull()
  })
})
