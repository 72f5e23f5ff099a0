import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, parseSearchRequest as parseWith, searchHref } from './query'

/** The types a site would know (the content declares them). */
const isType = (type: string): type is 'consultants' | 'insights' => type === 'consultants' || type === 'insights'
const parseSearchRequest = (params: Parameters<typeof parseWith>[0]) => parseWith(params, isType)

describe('search request', () => {
  it('reads q, type and page, ignoring what it does not know', () => {
    expect(parseSearchRequest({ q: '  board  ', type: 'consultants', page: '3' })).toEqual({
      q: 'board',
      truncated: false,
      type: 'consultants',
      page: 3,
    })
    expect(parseSearchRequest({ q: ['a', 'b'], type: 'users', page: '-1' })).toMatchObject({
      q: 'a',
      type: null,
      page: 1,
    })
    expect(parseSearchRequest({ page: '1e9' }).page).toBe(1)
    expect(parseSearchRequest({ page: '999999' }).page).toBe(1000)
    expect(parseSearchRequest({})).toEqual({ q: '', truncated: false, type: null, page: 1 })
  })

  it(`cuts a query to ${MAX_QUERY_LENGTH} characters and says so`, () => {
    const long = parseSearchRequest({ q: 'x'.repeat(5000) })
    expect(long.q).toHaveLength(MAX_QUERY_LENGTH)
    expect(long.truncated).toBe(true)
    expect(parseSearchRequest({ q: `${'a'.repeat(199)}😀` }).q).toBe('a'.repeat(199))
    expect(parseSearchRequest({ q: 'a\u0000b\nc' }).q).toBe('a b c')
  })

  it('builds shareable addresses without default parameters', () => {
    expect(searchHref('')).toBe('/search')
    expect(searchHref('board & CEO', 'insights', 2)).toBe('/search?q=board+%26+CEO&type=insights&page=2')
    expect(searchHref('x', null, 1)).toBe('/search?q=x')
  })
})
