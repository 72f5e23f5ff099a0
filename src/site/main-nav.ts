import { consultantPaths } from '@/content/consultants/paths'
import { PEOPLE_TITLE } from '@/content/consultants/people-title'

/** A top-level item of the main navigation as the site settings hold it (a link, or a section with columns). */
export type NavEntry = { label: string; href?: string | null; columns?: unknown[] | null }

/**
 * The consultant finder as the bar names it. Leading search firms give their people a top-level
 * item of their own ("Our people"): a visitor's first question is who would run their search.
 */
export const PEOPLE_LINK = { label: PEOPLE_TITLE, href: consultantPaths.consultants } as const

/** The section "Our people" follows when the settings have it; otherwise it ends the list. */
const PEOPLE_AFTER = '/expertise'

/**
 * The main navigation's top-level items: the site settings' menu, with "Our people" added after
 * Expertise unless an editor already put the finder at the top level (then theirs stands, once).
 */
export function withPeopleLink<T extends NavEntry>(menu: readonly T[]): Array<T | typeof PEOPLE_LINK> {
  if (menu.some((item) => item.href === PEOPLE_LINK.href && !item.columns?.length)) return [...menu]
  const at = menu.findIndex((item) => item.href === PEOPLE_AFTER)
  const i = at === -1 ? menu.length : at + 1
  return [...menu.slice(0, i), PEOPLE_LINK, ...menu.slice(i)]
}
