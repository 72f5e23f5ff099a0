import { describe, expect, it } from 'vitest'
import { toOriginForm } from './absolute-form'

describe('request targets in absolute form', () => {
  it('keep only their path and query', () => {
    expect(toOriginForm('http://evil.example/about-arden-hale/')).toBe('/about-arden-hale/')
    expect(toOriginForm('https://evil.example:8443/insights?page=2')).toBe('/insights?page=2')
    expect(toOriginForm('HTTP://evil.example')).toBe('/')
    expect(toOriginForm('http://evil.example?x=1')).toBe('/?x=1')
    expect(toOriginForm('http://user:pw@evil.example/a/../b')).toBe('/a/../b')
    expect(toOriginForm('http://evil.example/a#frag')).toBe('/a')
  })

  it('never leave a scheme-relative path behind', () => {
    expect(toOriginForm('http://evil.example//other.example/x')).toBe('/other.example/x')
    expect(toOriginForm('http://evil.example///x')).toBe('/x')
  })

  it('leave origin-form and asterisk-form targets as they are', () => {
    for (const target of ['/', '/about-arden-hale/', '/search?q=http://x', '*']) {
      expect(toOriginForm(target)).toBe(target)
    }
  })

  it('refuse what is not an http URL', () => {
    expect(toOriginForm('javascript:alert(1)')).toBeUndefined()
    expect(toOriginForm('http://[bad/x')).toBeUndefined()
    expect(toOriginForm('file:///etc/passwd')).toBeUndefined()
  })
})
