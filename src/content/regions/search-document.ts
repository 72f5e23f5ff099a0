import { regionPaths } from './paths'
import { metaDescription, plainText, str, type SearchDocument } from '@/content/shared/search-document'

export const REGION_SEARCH: SearchDocument = {
  entries: (doc) => [
    {
      title: str(doc.title),
      subtitle: '',
      summary: str(doc.summary) || metaDescription(doc),
      body: plainText(doc.body),
      url: regionPaths.region(str(doc.slug)),
    },
  ],
}
