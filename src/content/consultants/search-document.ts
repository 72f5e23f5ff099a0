import { consultantPaths } from './paths'
import {
  joinLabels,
  metaDescription,
  plainText,
  str,
  titleOf,
  titlesOf,
  type SearchDocument,
} from '@/content/shared/search-document'

export const CONSULTANT_SEARCH: SearchDocument = {
  entries: (doc) => [
    {
      title: str(doc.name),
      subtitle: joinLabels(str(doc.role), titleOf(doc.office)),
      summary: str(doc.summary) || metaDescription(doc),
      body: [plainText(doc.bio), titleOf(doc.region), ...titlesOf(doc.industries), ...titlesOf(doc.functions)].join(
        ' ',
      ),
      url: consultantPaths.consultant(str(doc.slug)),
    },
  ],
}
