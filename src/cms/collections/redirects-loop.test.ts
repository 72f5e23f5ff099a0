import { describe, expect, it } from 'vitest'
import { createsLoop, normalisePath } from './redirects-loop'

describe('redirect loop detection', () => {
  it('normalises paths', () => {
    expect(normalisePath('blog/x/')).toBe('/blog/x')
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('/a?b=1')).toBe('/a')
  })
  it('refuses a redirect to itself', () => {
    expect(createsLoop('/a', '/a/', [])).toBe(true)
  })
  it('refuses a cycle through saved redirects', () => {
    expect(
      createsLoop('/c', '/a', [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/c' },
      ]),
    ).toBe(true)
  })
  it('accepts a chain that ends', () => {
    expect(createsLoop('/old', '/new', [{ from: '/new', to: '/newer' }])).toBe(false)
  })
  it('accepts external targets', () => {
    expect(createsLoop('/x', 'https://example.com/x', [{ from: '/x', to: '/x' }])).toBe(false)
  })
})
