import type { CollectionConfig, Config, PayloadRequest } from 'payload'
import { isPreviewable, PREVIEWABLE_COLLECTIONS } from '@/content/registry/modules'
import { previewLink } from '@/features/preview/preview-token'
import { documentUrlPath } from './document-url'

type PreviewEnv = { PAYLOAD_SECRET: string; SITE_BRAND_SLUG: string }

async function previewUrl(
  env: PreviewEnv,
  slug: string | undefined,
  doc: Record<string, unknown>,
  req: PayloadRequest,
): Promise<string | null> {
  if (!slug || !isPreviewable(slug)) return null
  const path = await documentUrlPath(slug, doc, req, env.SITE_BRAND_SLUG)
  return path ? previewLink(env.PAYLOAD_SECRET, path) : null
}

/**
 * The admin's live preview pane: the real page in draft mode, refreshed on every autosave, at the
 * widths editors check. Root-relative: Payload makes it absolute on the admin's own address.
 */
export const livePreview = (env: PreviewEnv): NonNullable<Config['admin']>['livePreview'] => ({
  collections: [...PREVIEWABLE_COLLECTIONS],
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: async ({ data, collectionConfig, req }) =>
    (await previewUrl(env, collectionConfig?.slug, data as Record<string, unknown>, req)) ?? '',
})

/** The document view's "Preview" button: the draft on the site, in a new tab. */
export const withPreviewButton =
  (env: PreviewEnv) =>
  (collection: CollectionConfig): CollectionConfig =>
    isPreviewable(collection.slug)
      ? {
          ...collection,
          admin: {
            ...collection.admin,
            preview: (doc, { req }) => previewUrl(env, collection.slug, doc as Record<string, unknown>, req),
          },
        }
      : collection
