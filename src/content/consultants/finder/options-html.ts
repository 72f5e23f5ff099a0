import { escapeHtml } from '@/lib/html'
import { FINDER_FACETS, type FinderFacet, type FinderOptions } from './filters'

export const FACET_LABELS: Record<FinderFacet, string> = {
  office: 'Office',
  region: 'Region',
  industry: 'Industry',
  function: 'Function',
}

/**
 * Each filter's <option> list as HTML, the one in force marked selected. The finder's selects take
 * it as their inner HTML: about 150 options that React then neither carries in the payload as
 * elements nor hydrates one by one (it sets a select's value through the DOM's own option list).
 */
export function finderOptionsHtml(
  options: FinderOptions,
  current: Partial<Record<FinderFacet, string>>,
): Record<FinderFacet, string> {
  const out = {} as Record<FinderFacet, string>
  for (const facet of FINDER_FACETS) {
    const chosen = current[facet]
    const any = `<option value="">Any ${FACET_LABELS[facet].toLowerCase()}</option>`
    const items = options[facet].map(
      (o) =>
        `<option value="${escapeHtml(o.slug)}"${o.slug === chosen ? ' selected=""' : ''}>${escapeHtml(o.title)}</option>`,
    )
    out[facet] = any + items.join('')
  }
  return out
}
