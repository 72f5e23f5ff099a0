import { escapeHtml, isSafeHref } from '@/lib/html'

export type MenuColumn = {
  heading?: string | null
  links?: Array<{ label: string; href: string }> | null
}

/**
 * A mega-menu panel's columns as HTML. The header puts it in the page with dangerouslySetInnerHTML,
 * so React neither ships the panels as elements in every page's payload nor hydrates them: about
 * 150 elements of the header that need no script (the panels are native <details>; NavigationRuntime
 * handles their links like any other). Class names match site-header.tsx's.
 */
export function menuPanelHtml(columns: readonly MenuColumn[]): string {
  return columns
    .map((col) => {
      const heading = col.heading
        ? `<p class="mb-2 text-xs font-semibold uppercase text-muted">${escapeHtml(col.heading)}</p>`
        : ''
      const links = (col.links ?? [])
        .filter((l) => isSafeHref(l.href))
        .map(
          (l) =>
            `<li><a href="${escapeHtml(l.href)}" class="inline-block py-0.5 hover:text-brand-accent">${escapeHtml(l.label)}</a></li>`,
        )
        .join('')
      return `<div>${heading}<ul class="space-y-1">${links}</ul></div>`
    })
    .join('')
}
