import { metaDescription, plainText, str, type SearchDocument } from '@/content/shared/search-document'

/** Block-built pages that are not destinations of their own: templates, thank-you pages, search, login. */
export function isSearchablePagePath(path: string): boolean {
  return !(
    path === 'search' ||
    path === 'login' ||
    path.startsWith('office/') ||
    path.split('/').some((s) => s.startsWith('thank-you'))
  )
}

/** A CMS page, at its stored path (the brand rule is applied when results are shown). */
export const PAGE_SEARCH: SearchDocument = {
  entries: (doc) => {
    const path = str(doc.path)
    if (!path || !isSearchablePagePath(path)) return []
    return [
      {
        title: str(doc.title),
        subtitle: '',
        summary: str(doc.intro) || metaDescription(doc),
        body: plainText(doc.layout),
        url: path === 'home' ? '/' : `/${path}`,
      },
    ]
  },
}
