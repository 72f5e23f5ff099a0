// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Pagination, type PaginationProps } from './pagination'

// happy-dom comes with @payloadcms/richtext-lexical (via @lexical/headless); React needs this flag for act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders on the "server" (static markup) and parses it, as a visitor without JavaScript gets it. */
function serverRender(props: PaginationProps): Document {
  const doc = document.implementation.createHTMLDocument('t')
  doc.body.innerHTML = renderToStaticMarkup(<Pagination {...props} />)
  return doc
}

const texts = (els: Iterable<Element>) => [...els].map((e) => e.textContent)

describe('link type (server-rendered, no JavaScript)', () => {
  const props: PaginationProps = {
    totalItems: 95,
    type: 'link',
    linkUrl: '/insights?page=[page]',
    firstPageUrl: '/insights',
    currentPage: 6,
    label: 'Insights pages',
  }

  it('is a labelled nav landmark of plain links with the current page marked', () => {
    const doc = serverRender(props)
    const nav = doc.querySelector('nav')!
    expect(nav.getAttribute('aria-label')).toBe('Insights pages')
    expect(nav.getAttribute('dir')).toBe('ltr')
    expect(doc.querySelectorAll('button')).toHaveLength(0)
    const current = doc.querySelectorAll('[aria-current="page"]')
    expect(current).toHaveLength(1)
    expect(current[0]!.textContent).toBe('Page 6')
    expect(current[0]!.getAttribute('href')).toBe('/insights?page=6')
    expect(texts(doc.querySelectorAll('li a'))).toEqual([
      '← Previous',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 10',
      'Next →',
    ])
    expect(doc.querySelector('a[rel="prev"]')!.getAttribute('aria-label')).toBe('Previous page')
    expect(doc.querySelector('a[rel="prev"]')!.getAttribute('href')).toBe('/insights?page=5')
    expect(doc.querySelector('a[rel="next"]')!.getAttribute('aria-label')).toBe('Next page')
    expect(doc.querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/insights?page=7')
    const first = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Page 1')!
    expect(first.getAttribute('href')).toBe('/insights')
  })

  it('on a phone keeps first, last and the current page ±1, and the arrows without their words', () => {
    const doc = serverRender(props)
    const phone = [...doc.querySelectorAll('li')].filter((li) => !li.classList.contains('max-sm:hidden'))
    expect(phone.map((li) => (li.querySelector('a') ? li.textContent : '…'))).toEqual([
      '← Previous',
      'Page 1',
      '…',
      'Page 5',
      'Page 6',
      'Page 7',
      '…',
      'Page 10',
      'Next →',
    ])
    expect(doc.querySelector('a[rel="prev"] .max-sm\\:hidden')!.textContent).toBe(' Previous')
  })

  it('on the first page, previous is a disabled link without href', () => {
    const doc = serverRender({ ...props, currentPage: 1 })
    const prev = [...doc.querySelectorAll('a')].find((a) => a.getAttribute('aria-label') === 'Previous page')!
    expect(prev.hasAttribute('href')).toBe(false)
    expect(prev.getAttribute('aria-disabled')).toBe('true')
  })

  it('while disabled, no control links to another page', () => {
    const doc = serverRender({ ...props, disabled: true })
    const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/insights?page=6'])
    expect(doc.querySelector('nav')!.getAttribute('data-disabled')).toBe('true')
  })

  it('rtl and Arabic or Persian digits', () => {
    const ar = serverRender({ ...props, dir: 'rtl', locale: 'ar' })
    expect(ar.querySelector('nav')!.getAttribute('dir')).toBe('rtl')
    expect(ar.querySelector('nav')!.getAttribute('lang')).toBe('ar')
    expect(ar.querySelector('[aria-current="page"]')!.textContent).toBe('Page ٦')
    const ir = serverRender({ ...props, locale: 'ir', currentPage: 10 })
    expect(ir.querySelector('nav')!.getAttribute('lang')).toBe('fa')
    expect(ir.querySelector('[aria-current="page"]')!.textContent).toBe('Page ۱۰')
  })

  it('throws the spec TypeError for a bad prop', () => {
    expect(() => renderToStaticMarkup(<Pagination totalItems={10} itemsPerPage={0} />)).toThrow(
      new TypeError('itemsPerPage attribute must be greater than 0.'),
    )
    expect(() => renderToStaticMarkup(<Pagination totalItems={10} type="link" linkUrl="/x" />)).toThrow(TypeError)
  })
})

describe('button type (client leaf)', () => {
  let container: HTMLElement | null = null
  afterEach(() => container?.remove())

  async function mount(props: PaginationProps) {
    container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<Pagination {...props} />))
    return container
  }

  const button = (el: HTMLElement, name: string) =>
    [...el.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!

  it('defaults to buttons and moves between pages, reporting each change', async () => {
    const changes: number[] = []
    const el = await mount({ totalItems: 95, onChange: (p) => changes.push(p) })
    expect(el.querySelector('nav')!.getAttribute('aria-label')).toBe('Pagination')
    expect(el.querySelectorAll('a')).toHaveLength(0)
    expect(el.querySelector('[aria-current="page"]')!.textContent).toBe('Page 1')
    expect(button(el, 'Previous page').disabled).toBe(true)
    await act(async () => button(el, 'Page 3').click())
    expect(el.querySelector('[aria-current="page"]')!.textContent).toBe('Page 3')
    await act(async () => button(el, 'Next page').click())
    await act(async () => button(el, 'Page 10').click())
    expect(changes).toEqual([3, 4, 10])
    expect(button(el, 'Next page').disabled).toBe(true)
  })

  it('does not change page while disabled', async () => {
    const changes: number[] = []
    const el = await mount({ totalItems: 95, currentPage: 2, disabled: true, onChange: (p) => changes.push(p) })
    for (const b of el.querySelectorAll('button')) {
      expect(b.disabled).toBe(true)
      await act(async () => b.click())
    }
    expect(el.querySelector('[aria-current="page"]')!.textContent).toBe('Page 2')
    expect(changes).toEqual([])
  })
})
