import { describe, expect, it } from 'vitest'
import { isPagedListingRoute, pagedListingPath, pagedRoutePage } from './paged-listing'

describe('pagedListingPath', () => {
  it('sends the later pages of the insights index and of a category to their cacheable routes', () => {
    expect(pagedListingPath('/insights', '2')).toBe('/insights-page/2')
    expect(pagedListingPath('/insights', '0012')).toBe('/insights-page/12')
    expect(pagedListingPath('/insights/leadership', '3')).toBe('/insights-page/3/leadership')
  })

  it('leaves page 1, and whatever the listing reads as page 1, to the public route', () => {
    for (const page of [null, '', '1', '0', '-2', 'abc', '2.5', '1234567890']) {
      expect(pagedListingPath('/insights', page), String(page)).toBeNull()
    }
  })

  it('leaves every other address alone', () => {
    for (const path of ['/', '/insights/leadership/some-article', '/consultant', '/search', '/insightsx']) {
      expect(pagedListingPath(path, '2'), path).toBeNull()
    }
  })
})

describe('the internal routes', () => {
  it('are recognised by their prefix only', () => {
    expect(isPagedListingRoute('/insights-page')).toBe(true)
    expect(isPagedListingRoute('/insights-page/2/leadership')).toBe(true)
    expect(isPagedListingRoute('/insights-pages')).toBe(false)
    expect(isPagedListingRoute('/insights')).toBe(false)
  })

  it('accept only the page numbers the proxy writes', () => {
    expect(pagedRoutePage('2')).toBe(2)
    expect(pagedRoutePage('999999999')).toBe(999999999)
    for (const segment of ['0', '1', '02', '-3', 'x', '1e3', '1234567890'])
      expect(pagedRoutePage(segment), segment).toBeNull()
  })
})
