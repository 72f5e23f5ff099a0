import { describe, expect, it } from 'vitest'
import { internalToken, isInternalToken } from './internal-token'
import { loopbackOrigin } from './schedule-runner.server'

describe('scheduled publish runner', () => {
  it('reaches the server on loopback unless it listens on one named address', () => {
    expect(loopbackOrigin({ PORT: '3700' })).toBe('http://127.0.0.1:3700')
    expect(loopbackOrigin({ PORT: '80', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:80')
    expect(loopbackOrigin({ HOSTNAME: '10.0.0.5' })).toBe('http://10.0.0.5:3000')
    expect(loopbackOrigin({ PORT: '4000', HOSTNAME: '::1' })).toBe('http://[::1]:4000')
  })

  it('accepts only the token derived from the secret', () => {
    expect(isInternalToken('s3cret', internalToken('s3cret'))).toBe(true)
    expect(isInternalToken('s3cret', internalToken('other'))).toBe(false)
    expect(isInternalToken('s3cret', null)).toBe(false)
    expect(isInternalToken('s3cret', 'short')).toBe(false)
  })
})
