import { expertisePaths, type ExpertiseKind } from './paths'
import {
  listOf,
  metaDescription,
  partEntries,
  plainText,
  str,
  type SearchDocument,
} from '@/content/shared/search-document'

/** An area of expertise, and each of its subsectors at its own address. */
export const expertiseSearch = (kind: ExpertiseKind): SearchDocument => ({
  entries: (doc) => {
    const slug = str(doc.slug)
    const subsectors = listOf(doc.subsectors)
    return [
      {
        title: str(doc.title),
        subtitle: subsectors.map((s) => str(s.title)).join(', '),
        summary: str(doc.summary) || metaDescription(doc),
        body: plainText(doc.body),
        url: expertisePaths.expertiseArea(kind, slug),
      },
      ...partEntries(doc, subsectors, (s) => ({
        summary: str(s.summary),
        url: expertisePaths.expertiseSubsector(kind, slug, str(s.slug)),
      })),
    ]
  },
})
