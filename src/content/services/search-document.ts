import { servicePaths } from './paths'
import { metaDescription, plainText, str, type SearchDocument } from '@/content/shared/search-document'

export const SERVICE_SEARCH: SearchDocument = {
  entries: (doc) => {
    const french = doc.language === 'fr'
    return [
      {
        title: str(doc.title),
        subtitle: french ? 'Français' : '',
        summary: str(doc.summary) || metaDescription(doc),
        body: plainText(doc.layout),
        url: servicePaths.service(str(doc.slug), french ? 'fr' : 'en'),
      },
    ]
  },
}
