import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { withoutFilePrefix } from './file-prefix'

describe('withoutFilePrefix', () => {
  it('drops ?prefix= from a file download, keeping the rest', () => {
    const request = new NextRequest('http://x/api/media/file/a.jpg?prefix=y&v=1', { headers: { cookie: 'c=1' } })
    const out = withoutFilePrefix(request)
    expect(out.nextUrl.pathname).toBe('/api/media/file/a.jpg')
    expect(out.nextUrl.search).toBe('?v=1')
    expect(out.headers.get('cookie')).toBe('c=1')
  })
  it('leaves other requests alone', () => {
    const request = new NextRequest('http://x/api/media?prefix=y')
    expect(withoutFilePrefix(request)).toBe(request)
    const plain = new NextRequest('http://x/api/media/file/a.jpg')
    expect(withoutFilePrefix(plain)).toBe(plain)
  })
})
