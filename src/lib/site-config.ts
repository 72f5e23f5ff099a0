import { serverEnv } from './env'

/** Brand and origin, the only place pages learn them (docs/architecture.md#decisions). */
export type SiteConfig = {
  brandName: string
  brandSlug: string
  origin: string
  defaultDescription: string
}

export function siteConfig(): SiteConfig {
  const env = serverEnv()
  return {
    brandName: env.SITE_BRAND_NAME,
    brandSlug: env.SITE_BRAND_SLUG,
    origin: env.SITE_URL.replace(/\/+$/, ''),
    defaultDescription: `${env.SITE_BRAND_NAME} is a leading global executive search and leadership consulting firm, finding and developing the leaders who shape organisations worldwide.`,
  }
}

/** Title pattern of requirements §1: "{title} | {brand}". */
export function pageTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`
}

/**
 * Canonical, og:url and twitter:url of requirements §1: origin + current path, with one trailing slash
 * removed except for the root.
 */
export function canonicalUrl(origin: string, path: string): string {
  const clean = path.split(/[?#]/, 1)[0] ?? '/'
  const withLead = clean.startsWith('/') ? clean : `/${clean}`
  const trimmed = withLead !== '/' && withLead.endsWith('/') ? withLead.slice(0, -1) : withLead
  return `${origin.replace(/\/+$/, '')}${trimmed}`
}
