/**
 * Rules of the pagination widget (requirements §4, §5, §8, §9), kept free of React so both the server-rendered
 * link variant and the client button variant share them and every rule is unit-tested in one place.
 */

import { PAGINATION_DEFAULTS as SPEC_DEFAULTS } from '@/lib/constants'

export type PaginationDir = 'ltr' | 'rtl'
export type PaginationType = 'link' | 'button'
export type PaginationLocale = 'en' | 'ar' | 'ir'

/** requirements §9: 10 items per page, 5 page buttons, direction ltr, locale en, type button. */
export const PAGINATION_DEFAULTS: {
  readonly itemsPerPage: number
  readonly maxPagesShown: number
  readonly dir: PaginationDir
  readonly locale: PaginationLocale
  readonly type: PaginationType
} = SPEC_DEFAULTS

/** Stands for the page number in a link pattern, e.g. `/insights?page=[page]`. */
export const PAGE_PLACEHOLDER = '[page]'

const DIRS: readonly PaginationDir[] = ['ltr', 'rtl']
const TYPES: readonly PaginationType[] = ['link', 'button']
const LOCALES: readonly PaginationLocale[] = ['en', 'ar', 'ir']

/** Every prop of the widget that carries a rule; values as a caller may pass them (unchecked). */
export type PaginationInput = {
  totalItems: number
  itemsPerPage?: number
  maxPagesShown?: number
  /** The page shown first when no model value is given. */
  currentPage?: number
  /** The model value: the page shown, owned by the caller. */
  modelValue?: number
  dir?: string
  type?: string
  locale?: string
  linkUrl?: string
  disabled?: boolean
}

export type PaginationConfig = {
  totalItems: number
  itemsPerPage: number
  maxPagesShown: number
  page: number
  dir: PaginationDir
  type: PaginationType
  locale: PaginationLocale
  linkUrl: string | null
  disabled: boolean
}

/** requirements §8: "itemsPerPage attribute must be greater than 0." and the same form for the others. */
export function positiveMessage(attribute: 'itemsPerPage' | 'maxPagesShown' | 'currentPage' | 'modelValue'): string {
  return `${attribute} attribute must be greater than 0.`
}

export const PAGINATION_MESSAGES = {
  dir: 'dir attribute must be either "ltr" or "rtl".',
  type: 'type attribute must be either "link" or "button".',
  locale: 'locale attribute must be one of "en", "ar" or "ir".',
  linkUrlMissing: 'linkUrl attribute is required when type attribute is "link".',
  linkUrlPlaceholder: `linkUrl attribute must contain "${PAGE_PLACEHOLDER}".`,
  totalItems: 'totalItems attribute must be a whole number of at least 0.',
} as const

function requirePositive(
  attribute: 'itemsPerPage' | 'maxPagesShown' | 'currentPage' | 'modelValue',
  value: number | undefined,
): void {
  // NaN fails `> 0` too, so a non-number never slips through as "positive".
  if (value !== undefined && !(value > 0)) throw new TypeError(positiveMessage(attribute))
}

/** Applies the defaults and enforces requirements §5; a violation is a TypeError (requirements §8). */
export function resolvePagination(input: PaginationInput): PaginationConfig {
  requirePositive('itemsPerPage', input.itemsPerPage)
  requirePositive('maxPagesShown', input.maxPagesShown)
  requirePositive('currentPage', input.currentPage)
  requirePositive('modelValue', input.modelValue)
  if (!(Number.isInteger(input.totalItems) && input.totalItems >= 0)) {
    throw new TypeError(PAGINATION_MESSAGES.totalItems)
  }
  const dir = input.dir ?? PAGINATION_DEFAULTS.dir
  if (!DIRS.includes(dir as PaginationDir)) throw new TypeError(PAGINATION_MESSAGES.dir)
  const type = input.type ?? PAGINATION_DEFAULTS.type
  if (!TYPES.includes(type as PaginationType)) throw new TypeError(PAGINATION_MESSAGES.type)
  const locale = input.locale ?? PAGINATION_DEFAULTS.locale
  if (!LOCALES.includes(locale as PaginationLocale)) throw new TypeError(PAGINATION_MESSAGES.locale)
  if (type === 'link') {
    if (!input.linkUrl) throw new TypeError(PAGINATION_MESSAGES.linkUrlMissing)
    if (!input.linkUrl.includes(PAGE_PLACEHOLDER)) throw new TypeError(PAGINATION_MESSAGES.linkUrlPlaceholder)
  }
  const itemsPerPage = Math.floor(input.itemsPerPage ?? PAGINATION_DEFAULTS.itemsPerPage) || 1
  const maxPagesShown = Math.floor(input.maxPagesShown ?? PAGINATION_DEFAULTS.maxPagesShown) || 1
  const total = totalPages(input.totalItems, itemsPerPage)
  return {
    totalItems: input.totalItems,
    itemsPerPage,
    maxPagesShown,
    page: clampPage(input.modelValue ?? input.currentPage ?? 1, total),
    dir: dir as PaginationDir,
    type: type as PaginationType,
    locale: locale as PaginationLocale,
    linkUrl: type === 'link' ? (input.linkUrl ?? null) : null,
    disabled: input.disabled ?? false,
  }
}

/** Number of pages; an empty list still has one (empty) page. */
export function totalPages(totalItems: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalItems / itemsPerPage))
}

/** requirements §4: pages are clamped between 1 and the total. */
export function clampPage(page: number, total: number): number {
  if (Number.isNaN(page)) return 1
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, total))
}

/** The page after asking for `requested`: clamped, and unchanged while pagination is disabled (requirements §4). */
export function changePage(current: number, requested: number, total: number, disabled: boolean): number {
  return disabled ? current : clampPage(requested, total)
}

/**
 * The run of at most `maxPagesShown` consecutive page numbers around the current one: the current page
 * sits in the middle, and the run slides against either end rather than shrinking.
 */
export function pageWindow(page: number, total: number, maxPagesShown: number): number[] {
  const shown = Math.min(total, maxPagesShown)
  const before = Math.floor((shown - 1) / 2)
  const start = Math.min(Math.max(1, page - before), total - shown + 1)
  return Array.from({ length: shown }, (_, i) => start + i)
}

export type PaginationItem =
  | { kind: 'prev' | 'next'; page: number; enabled: boolean }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'gap'; key: 'start' | 'end' }

/**
 * Controls in reading order: previous, first page and a gap when the window does not reach it, the
 * window, a gap and the last page when needed, next. Direction never reorders them: `dir="rtl"` on
 * the landmark mirrors them visually while screen readers and the tab order keep the logical order.
 */
export function paginationItems(page: number, total: number, maxPagesShown: number): PaginationItem[] {
  const pages = pageWindow(page, total, maxPagesShown)
  const first = pages[0]!
  const last = pages[pages.length - 1]!
  const items: PaginationItem[] = [{ kind: 'prev', page: Math.max(1, page - 1), enabled: page > 1 }]
  if (first > 1) items.push({ kind: 'page', page: 1, current: false })
  if (first > 2) items.push({ kind: 'gap', key: 'start' })
  for (const p of pages) items.push({ kind: 'page', page: p, current: p === page })
  if (last < total - 1) items.push({ kind: 'gap', key: 'end' })
  if (last < total) items.push({ kind: 'page', page: total, current: false })
  items.push({ kind: 'next', page: Math.min(total, page + 1), enabled: page < total })
  return items
}

const DIGITS: Record<PaginationLocale, string> = {
  en: '0123456789',
  ar: '٠١٢٣٤٥٦٧٨٩', // Arabic-Indic
  ir: '۰۱۲۳۴۵۶۷۸۹', // Extended Arabic-Indic, as written in Persian
}

/** A page number in the locale's digits, without grouping separators. */
export function formatPageNumber(page: number, locale: PaginationLocale): string {
  const digits = DIGITS[locale]
  return String(page).replace(/\d/g, (d) => digits[Number(d)]!)
}

/** The address of a page: every placeholder in the pattern replaced by the page number. */
export function pageLink(linkUrl: string, page: number): string {
  return linkUrl.split(PAGE_PLACEHOLDER).join(String(page))
}

/** `?page=N` as a whole number ≥ 1; anything else is the first page. */
export function parsePageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,9}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/**
 * Link pattern and first-page address of a listing at `basePath` that keeps its other query parameters
 * (filters). The first page carries no `page` parameter, so each page has a single address.
 */
export function listingLinks(
  basePath: string,
  query: Record<string, string | undefined> = {},
): { linkUrl: string; firstPageUrl: string } {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value && key !== 'page') params.set(key, value)
  const qs = params.toString()
  return {
    linkUrl: `${basePath}?${qs ? `${qs}&` : ''}page=${PAGE_PLACEHOLDER}`,
    firstPageUrl: qs ? `${basePath}?${qs}` : basePath,
  }
}
