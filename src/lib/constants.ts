/** Business constants of requirements §9, in one place. Values are requirements, word for word. */
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const TEXT_FIELD_MAX = 150
export const PHONE_MIN_LENGTH = 8
export const OFFICE_LIST_MAX = 10_000
export const CANDIDATE_RETENTION_YEARS = 7
export const LINKS_DISABLED_MS = 850
export const PAGE_RELOAD_GUARD_MS = 10_000
export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const AD_CLICK_COOKIE_DAYS = 30
export const AD_CLICK_PARAMS = ['gclid', 'wbraid', 'gbraid'] as const
export const LOCALE_COOKIE = { name: 'i18n_redirected', days: 365, path: '/', sameSite: 'lax' } as const
export const TOKEN_COOKIE_MAX_AGE_S = 604_800
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  stepMs: 100,
  heightPx: 3,
  color: '#1054CC',
  fadeOutMs: 500,
  resetAfterMs: 400,
} as const
export const PAGINATION_DEFAULTS = {
  itemsPerPage: 10,
  maxPagesShown: 5,
  dir: 'ltr',
  locale: 'en',
  type: 'button',
} as const
export const SHARE_POPUP = { width: 626, height: 436 } as const
