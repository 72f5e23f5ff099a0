import { describe, expect, it } from 'vitest'
import {
  PAGE_PLACEHOLDER,
  PAGINATION_DEFAULTS,
  PAGINATION_MESSAGES,
  changePage,
  clampPage,
  formatPageNumber,
  listingLinks,
  pageLink,
  pageWindow,
  paginationItems,
  parsePageParam,
  positiveMessage,
  resolvePagination,
  totalPages,
} from './pagination-model'

describe('requirements §9 pagination defaults', () => {
  it('are 10 items per page, 5 page buttons, ltr, en and button', () => {
    expect(PAGINATION_DEFAULTS).toEqual({
      itemsPerPage: 10,
      maxPagesShown: 5,
      dir: 'ltr',
      locale: 'en',
      type: 'button',
    })
    const config = resolvePagination({ totalItems: 95 })
    expect(config).toEqual({
      totalItems: 95,
      itemsPerPage: 10,
      maxPagesShown: 5,
      page: 1,
      dir: 'ltr',
      type: 'button',
      locale: 'en',
      linkUrl: null,
      disabled: false,
    })
    expect(totalPages(config.totalItems, config.itemsPerPage)).toBe(10)
    expect(pageWindow(1, 10, config.maxPagesShown)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('requirements §5/§8 pagination prop violations are type errors', () => {
  const attributes = ['itemsPerPage', 'maxPagesShown', 'currentPage', 'modelValue'] as const

  it('names the attribute: "itemsPerPage attribute must be greater than 0."', () => {
    expect(positiveMessage('itemsPerPage')).toBe('itemsPerPage attribute must be greater than 0.')
  })

  for (const attribute of attributes) {
    for (const bad of [0, -1, -0.5, Number.NaN]) {
      it(`${attribute} = ${bad} throws "${attribute} attribute must be greater than 0."`, () => {
        const run = () => resolvePagination({ totalItems: 10, [attribute]: bad })
        expect(run).toThrow(TypeError)
        expect(run).toThrow(new TypeError(`${attribute} attribute must be greater than 0.`))
      })
    }
    it(`${attribute} = 1 is accepted`, () => {
      expect(() => resolvePagination({ totalItems: 10, [attribute]: 1 })).not.toThrow()
    })
  }

  it('direction is ltr or rtl', () => {
    expect(resolvePagination({ totalItems: 1, dir: 'ltr' }).dir).toBe('ltr')
    expect(resolvePagination({ totalItems: 1, dir: 'rtl' }).dir).toBe('rtl')
    for (const bad of ['', 'RTL', 'auto']) {
      expect(() => resolvePagination({ totalItems: 1, dir: bad })).toThrow(new TypeError(PAGINATION_MESSAGES.dir))
    }
    expect(PAGINATION_MESSAGES.dir).toBe('dir attribute must be either "ltr" or "rtl".')
  })

  it('type is link or button', () => {
    expect(resolvePagination({ totalItems: 1, type: 'button' }).type).toBe('button')
    expect(resolvePagination({ totalItems: 1, type: 'link', linkUrl: '/x?page=[page]' }).type).toBe('link')
    for (const bad of ['', 'a', 'Link']) {
      expect(() => resolvePagination({ totalItems: 1, type: bad })).toThrow(new TypeError(PAGINATION_MESSAGES.type))
    }
    expect(PAGINATION_MESSAGES.type).toBe('type attribute must be either "link" or "button".')
  })

  it('locale is en, ar or ir', () => {
    for (const locale of ['en', 'ar', 'ir']) expect(resolvePagination({ totalItems: 1, locale }).locale).toBe(locale)
    for (const bad of ['', 'fa', 'EN', 'de']) {
      expect(() => resolvePagination({ totalItems: 1, locale: bad })).toThrow(new TypeError(PAGINATION_MESSAGES.locale))
    }
    expect(PAGINATION_MESSAGES.locale).toBe('locale attribute must be one of "en", "ar" or "ir".')
  })

  it(`the link type needs a link pattern containing the page placeholder ${PAGE_PLACEHOLDER}`, () => {
    expect(PAGE_PLACEHOLDER).toBe('[page]')
    expect(() => resolvePagination({ totalItems: 1, type: 'link' })).toThrow(
      new TypeError('linkUrl attribute is required when type attribute is "link".'),
    )
    expect(() => resolvePagination({ totalItems: 1, type: 'link', linkUrl: '' })).toThrow(
      new TypeError(PAGINATION_MESSAGES.linkUrlMissing),
    )
    expect(() => resolvePagination({ totalItems: 1, type: 'link', linkUrl: '/insights?page=' })).toThrow(
      new TypeError('linkUrl attribute must contain "[page]".'),
    )
    expect(resolvePagination({ totalItems: 1, type: 'link', linkUrl: '/p/[page]' }).linkUrl).toBe('/p/[page]')
    // The pattern matters only for links: buttons ignore it.
    expect(resolvePagination({ totalItems: 1, type: 'button', linkUrl: '/no-placeholder' }).linkUrl).toBeNull()
  })

  it('totalItems is a whole number of at least 0', () => {
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => resolvePagination({ totalItems: bad })).toThrow(new TypeError(PAGINATION_MESSAGES.totalItems))
    }
    expect(resolvePagination({ totalItems: 0 }).page).toBe(1)
  })
})

describe('requirements §4 pages are clamped between 1 and the total', () => {
  it('clampPage', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(-3, 5)).toBe(1)
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage(6, 5)).toBe(5)
    expect(clampPage(2.7, 5)).toBe(2)
    expect(clampPage(Number.NaN, 5)).toBe(1)
    expect(clampPage(4, 0)).toBe(1)
  })

  it('the model value wins over currentPage and is clamped to the total', () => {
    expect(resolvePagination({ totalItems: 100, currentPage: 3 }).page).toBe(3)
    expect(resolvePagination({ totalItems: 100, currentPage: 3, modelValue: 4 }).page).toBe(4)
    expect(resolvePagination({ totalItems: 100, modelValue: 99 }).page).toBe(10)
    expect(resolvePagination({ totalItems: 0, modelValue: 2 }).page).toBe(1)
  })

  it('changePage clamps the requested page', () => {
    expect(changePage(2, 0, 5, false)).toBe(1)
    expect(changePage(2, 9, 5, false)).toBe(5)
    expect(changePage(2, 4, 5, false)).toBe(4)
  })

  it('the current page cannot change while pagination is disabled', () => {
    for (const requested of [1, 3, 4, 5, 99]) expect(changePage(3, requested, 5, true)).toBe(3)
    expect(resolvePagination({ totalItems: 50, disabled: true }).disabled).toBe(true)
  })

  it('an empty list still has one page', () => {
    expect(totalPages(0, 10)).toBe(1)
    expect(totalPages(10, 10)).toBe(1)
    expect(totalPages(11, 10)).toBe(2)
  })
})

describe('page window and controls', () => {
  it('shows at most maxPagesShown pages, centred on the current page and sliding against the ends', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3])
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7])
    expect(pageWindow(5, 10, 1)).toEqual([5])
  })

  it('adds previous, next, the first and last page and gaps', () => {
    const summary = (page: number, total: number, shown = 5) =>
      paginationItems(page, total, shown).map((i) =>
        i.kind === 'gap'
          ? '…'
          : i.kind === 'page'
            ? i.current
              ? `[${i.page}]`
              : `${i.page}`
            : `${i.kind}${i.enabled ? '' : '-off'}`,
      )
    expect(summary(1, 1)).toEqual(['prev-off', '[1]', 'next-off'])
    expect(summary(1, 10)).toEqual(['prev-off', '[1]', '2', '3', '4', '5', '…', '10', 'next'])
    expect(summary(6, 10)).toEqual(['prev', '1', '…', '4', '5', '[6]', '7', '8', '…', '10', 'next'])
    expect(summary(10, 10)).toEqual(['prev', '1', '…', '6', '7', '8', '9', '[10]', 'next-off'])
    expect(summary(4, 7)).toEqual(['prev', '1', '2', '3', '[4]', '5', '6', '7', 'next'])
    // No gap when the window ends next to the first or last page.
    expect(summary(4, 6)).toEqual(['prev', '1', '2', '3', '[4]', '5', '6', 'next'])
  })

  it('previous and next point at the neighbouring pages, clamped', () => {
    const items = paginationItems(1, 3, 5)
    expect(items[0]).toEqual({ kind: 'prev', page: 1, enabled: false })
    expect(items.at(-1)).toEqual({ kind: 'next', page: 2, enabled: true })
  })
})

describe('locale digits', () => {
  it('writes page numbers in Western, Arabic-Indic or Persian digits', () => {
    expect(formatPageNumber(1234567890, 'en')).toBe('1234567890')
    expect(formatPageNumber(1234567890, 'ar')).toBe('١٢٣٤٥٦٧٨٩٠')
    expect(formatPageNumber(1234567890, 'ir')).toBe('۱۲۳۴۵۶۷۸۹۰')
    expect(formatPageNumber(12, 'ar')).toBe('١٢')
  })
})

describe('links', () => {
  it('replaces every placeholder', () => {
    expect(pageLink('/insights?page=[page]', 3)).toBe('/insights?page=3')
    expect(pageLink('/p/[page]#top-[page]', 7)).toBe('/p/7#top-7')
  })

  it('listingLinks keeps the filters and gives page 1 a single address', () => {
    expect(listingLinks('/insights')).toEqual({ linkUrl: '/insights?page=[page]', firstPageUrl: '/insights' })
    expect(listingLinks('/consultant', { office: 'london', q: 'a b', region: '', page: '4' })).toEqual({
      linkUrl: '/consultant?office=london&q=a+b&page=[page]',
      firstPageUrl: '/consultant?office=london&q=a+b',
    })
  })

  it('parsePageParam reads a whole number ≥ 1 and falls back to the first page', () => {
    expect(parsePageParam('3')).toBe(3)
    expect(parsePageParam(['2', '5'])).toBe(2)
    for (const bad of [undefined, '', '0', '-1', '2.5', 'abc', '1234567890']) expect(parsePageParam(bad)).toBe(1)
  })
})
