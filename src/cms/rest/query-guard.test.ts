import { describe, expect, it } from 'vitest'
import { restQueryProblem, type FieldInfo } from './query-guard'

const FIELDS: Record<string, FieldInfo> = {
  title: { type: 'text' },
  publishedAt: { type: 'date' },
  order: { type: 'number' },
  categories: { type: 'relationship', hasMany: true, numericIds: true },
  location: { type: 'point' },
}
const problem = (query: string) => restQueryProblem(new URLSearchParams(query), (path) => FIELDS[path])

describe('restQueryProblem', () => {
  it('passes the queries the site and the admin make', () => {
    for (const q of [
      '',
      'limit=10&page=2&depth=1&draft=false&locale=en',
      'where[title][equals]=a',
      'where[title][like]=board%20roles',
      'where[or][0][title][like]=a&where[or][1][title][like]=b',
      'where[and][0][or][0][title][equals]=a',
      'where[title][in]=a,b',
      'where[title][in][0]=a&where[title][in][1]=b',
      'where[title][in][]=a&where[title][in][]=b',
      'where[categories][all][0]=1',
      'where[publishedAt][greater_than]=2024-01-01T00:00:00.000Z',
      'where[publishedAt][equals]=null',
      'where[order][less_than]=3',
      'where[location][near]=1,2,1000',
      'where[author.name][equals]=x',
      'sort=-publishedAt&sort=title&select[title]=true&populate[x]=true',
    ]) {
      expect(problem(q), q).toBeUndefined()
    }
  })
  it('refuses a where that is not field, operator, value', () => {
    for (const q of [
      'where=x',
      'where=[',
      'where[title]=x',
      'where[title][bogus]=1',
      'where[and][0]=x',
      'where[or][x][title][equals]=1',
      'where[or]=x',
      'where[title][equals][x]=1',
      'where[title][in][1001]=1',
      'where[title',
    ]) {
      expect(problem(q), q).toEqual(expect.any(String))
    }
  })
  it('refuses an operator given twice, or given a list when it takes one value', () => {
    expect(problem('where[title][equals][0]=a&where[title][equals][1]=b')).toMatch(/one value/)
    expect(problem('where[title][equals]=a&where[title][equals]=b')).toMatch(/one value/)
    expect(problem('where[title][like][0]=a')).toMatch(/one value/)
  })
  it('refuses repeated single-valued parameters', () => {
    expect(problem('limit=2&limit=3')).toMatch(/"limit" is given once/)
    expect(problem('page[x]=1')).toMatch(/"page" is given once/)
    expect(problem('locale=en&locale=fr')).toMatch(/"locale"/)
  })
  it('refuses operators the field type cannot answer', () => {
    expect(problem('where[title][near]=1,2')).toMatch(/point fields only/)
    expect(problem('where[title][within]=x')).toMatch(/point fields only/)
    expect(problem('where[nothing.here][intersects]=x')).toMatch(/point fields only/)
    expect(problem('where[title][all]=a')).toMatch(/many values/)
    expect(problem('where[publishedAt][greater_than]=notadate')).toMatch(/needs a date/)
    expect(problem('where[publishedAt][in]=2024-01-01,soon')).toMatch(/needs a date/)
    expect(problem('where[order][equals]=abc')).toMatch(/needs a number/)
    expect(problem('where[categories][equals]=abc')).toMatch(/^"categories" refers to documents by number/)
    expect(problem('where[categories][in]=1,x')).toMatch(/needs a document number/)
    expect(problem('where[categories][equals]=12')).toBeUndefined()
    expect(problem('where[categories][not_in]=1,2')).toBeUndefined()
  })
})
