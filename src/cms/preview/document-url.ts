import type { PayloadRequest } from 'payload'
import { documentPath, type PreviewableCollection } from '@/content/registry/modules'
import type { PathData } from '@/content/shared/paths'

type DocData = Record<string, unknown>

const str = (v: unknown) => (typeof v === 'string' ? v : null)

/** An insight's category arrives as an id (form data) or a document (depth ≥ 1). */
async function categorySlug(category: unknown, req: PayloadRequest): Promise<string | null> {
  if (category && typeof category === 'object') return str((category as DocData).slug)
  if (typeof category !== 'number' && typeof category !== 'string') return null
  const found = await req.payload.findByID({
    collection: 'insight-categories',
    id: category,
    depth: 0,
    draft: true,
    disableErrors: true,
    req,
    select: { slug: true },
  })
  return found?.slug ?? null
}

/** The root-relative address of a document (saved or being edited), or null while it has none. */
export async function documentUrlPath(
  collection: PreviewableCollection,
  doc: DocData,
  req: PayloadRequest,
  brandSlug: string,
): Promise<string | null> {
  const data: PathData = {
    path: str(doc.path),
    slug: str(doc.slug),
    language: str(doc.language),
    pinnedPath: doc.pinnedPath === true,
    categorySlug: collection === 'insights' && doc.pinnedPath !== true ? await categorySlug(doc.category, req) : null,
  }
  return documentPath(collection, data, brandSlug)
}
