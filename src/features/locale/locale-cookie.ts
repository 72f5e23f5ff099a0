/**
 * Locale memory (requirements §1): `i18n_redirected` for 365 days (path /, SameSite Lax). Browser-language
 * detection acts only on the root path. Only `en` is configured (the French service pages are
 * ordinary routes, not a locale), so detection always settles on `en` and never redirects; the
 * cookie records that the choice was made.
 */
import { LOCALE_COOKIE } from '@/lib/constants'
import { DAY_SECONDS, serializeCookie } from '@/lib/cookies'

export const LOCALES = ['en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The first configured locale among the browser's languages, else the default. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const base = lang.toLowerCase().split('-')[0]
    const hit = LOCALES.find((l) => l === base)
    if (hit) return hit
  }
  return DEFAULT_LOCALE
}

/** The languages of an Accept-Language header, most preferred first (weights honoured, `q=0` dropped). */
export function acceptLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim())
      const q = params.find((p) => /^q=/i.test(p))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag)
}

export type LocaleDecision = { cookie: string; redirectTo: string | null } | null

/** What to do on a page load: nothing off the root or once chosen; else remember (and redirect). */
export function localeOnLoad(
  pathname: string,
  storedLocale: string | undefined,
  languages: readonly string[],
): LocaleDecision {
  if (pathname !== '/' || storedLocale) return null
  const locale = detectLocale(languages)
  return {
    cookie: serializeCookie(LOCALE_COOKIE.name, locale, {
      maxAgeSeconds: LOCALE_COOKIE.days * DAY_SECONDS,
      path: LOCALE_COOKIE.path,
      sameSite: 'Lax',
    }),
    // the default locale is unprefixed (requirements §2); another locale would live under /{locale}
    redirectTo: locale === DEFAULT_LOCALE ? null : `/${locale}`,
  }
}
