import { officePaths } from './paths'
import {
  joinLabels,
  listOf,
  metaDescription,
  partEntries,
  plainText,
  str,
  titleOf,
  type SearchDocument,
} from '@/content/shared/search-document'

/** An office, and each of its service pages at its own address. */
export const OFFICE_SEARCH: SearchDocument = {
  entries: (doc) => {
    const slug = str(doc.slug)
    return [
      {
        title: str(doc.title),
        subtitle: joinLabels([str(doc.city), str(doc.country)].filter(Boolean).join(', '), titleOf(doc.region)),
        summary: str(doc.summary) || metaDescription(doc),
        body: [str(doc.address), plainText(doc.body)].join(' '),
        url: officePaths.office(slug),
      },
      ...partEntries(doc, listOf(doc.servicePages), (s) => ({
        summary: str(s.intro),
        url: officePaths.officeService(slug, str(s.slug)),
      })),
    ]
  },
}
