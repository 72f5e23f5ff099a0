import { escapeHtml, isSafeHref } from '@/lib/html'

export type LinkItem = { label: string; href: string }

export type MenuColumn = {
  heading?: string | null
  links?: readonly LinkItem[] | null
}

/**
 * Link lists of the header and footer as HTML, which those put in the page with
 * dangerouslySetInnerHTML: React then neither ships the lists as elements in every page's payload
 * nor hydrates them (about 150 elements in the menu panels and 70 in the footer, none of which needs
 * script: NavigationRuntime handles their links like any other). Class names are written here in
 * full so Tailwind finds them.
 */
export function linkItemsHtml(links: readonly LinkItem[] | null | undefined, linkClass: string): string {
  return (links ?? [])
    .filter((l) => isSafeHref(l.href))
    .map((l) => `<li><a href="${escapeHtml(l.href)}" class="${linkClass}">${escapeHtml(l.label)}</a></li>`)
    .join('')
}

/** A mega-menu panel's columns: a heading each and a list of links. */
export function menuPanelHtml(columns: readonly MenuColumn[]): string {
  return columns
    .map((col) => {
      const heading = col.heading
        ? `<p class="mb-2 text-xs font-semibold uppercase text-muted">${escapeHtml(col.heading)}</p>`
        : ''
      const links = linkItemsHtml(col.links, 'inline-block py-0.5 hover:text-brand-accent')
      return `<div>${heading}<ul class="space-y-1">${links}</ul></div>`
    })
    .join('')
}
