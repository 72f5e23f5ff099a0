import { describe, expect, it } from 'vitest'
import { Industries } from '@/content/expertise/collection'
import { searchIndexHooks } from './index-on-change'
import { searchTypeOf } from './documents'
import { isSearchType, SEARCH_TYPE_LABELS, SEARCH_TYPES } from './search-types'

describe('the search types the modules declare', () => {
  it('are shown in the order of their ranks, with their labels', () => {
    expect(SEARCH_TYPES).toEqual([
      'consultants',
      'offices',
      'insights',
      'webinars',
      'services',
      'industries',
      'functions',
      'regions',
      'pages',
    ])
    expect(SEARCH_TYPES.map((t) => SEARCH_TYPE_LABELS[t].plural)).toEqual([
      'Consultants',
      'Offices',
      'Insights',
      'Webinars',
      'Services',
      'Industries',
      'Functions',
      'Regions',
      'Pages',
    ])
    expect(SEARCH_TYPE_LABELS.industries.singular).toBe('Industry')
    expect(isSearchType('pages')).toBe(true)
    expect(isSearchType('users')).toBe(false)
    expect(isSearchType('toString')).toBe(false)
  })

  it('refuse a collection that declares a search document its module gives no type', () => {
    expect(searchTypeOf('industries')).toBe('industries')
    expect(() => searchTypeOf('careers')).toThrow(/careers declares a search document.*module\.ts/)
    expect(() => searchIndexHooks({ ...Industries, slug: 'careers' })).toThrow(/no module declares its search type/)
  })
})
