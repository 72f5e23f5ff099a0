import 'server-only'
import { cachedRead, findOne, previewableRead, type ReadContext } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import { siteConfig } from '@/lib/site-config'
import { isServablePagePath, urlFromCmsPath } from './page-paths'
import type { Page } from '@/payload-types'
import { EVERY_PUBLISHED } from '@/content/shared/every-published'

/** A published block-built page by its CMS path ("about", "contact-us/…"), or null; in a preview, its draft. */
export const getPageByPath = previewableRead(
  async (path: string, context: ReadContext): Promise<Page | null> => {
    return findOne('pages', { path: { equals: path } }, context, { depth: 2 })
  },
  // a quote's author (consultant, office, portrait) is drawn with the page
  { key: 'page-by-path', tags: ['pages', 'media', 'consultants', 'offices'] },
)

/** Every published page path, for prerendering at build time. */
export const getAllPagePaths = cachedRead(
  async (): Promise<string[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'pages',
      ...EVERY_PUBLISHED,
      depth: 0,
      select: { path: true },
    })
    return found.docs.map((d) => d.path)
  },
  { key: 'page-paths', tags: ['pages'] },
)

/** The addresses of the published pages the catch-all shows (the proxy answers any other with 404). */
export async function getServablePageUrls(): Promise<string[]> {
  const { brandSlug } = siteConfig()
  return (await getAllPagePaths()).filter(isServablePagePath).map((p) => urlFromCmsPath(p, brandSlug))
}
