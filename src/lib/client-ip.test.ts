import { describe, expect, it } from 'vitest'
import { clientIp } from './client-ip'

const h = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {})

describe('client address', () => {
  it('takes the address the server itself appended', () => {
    expect(clientIp(h('6.6.6.6, 10.0.0.9'), 0)).toBe('10.0.0.9')
  })
  it('trusts one more hop per configured proxy', () => {
    expect(clientIp(h('6.6.6.6, 203.0.113.5, 10.0.0.1'), 1)).toBe('203.0.113.5')
  })
  it('never walks past the first entry', () => {
    expect(clientIp(h('203.0.113.5'), 3)).toBe('203.0.113.5')
  })
  it('has a stable key when nothing is known', () => {
    expect(clientIp(h(), 0)).toBe('unknown')
  })
})
