import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '../shared/access'
import { revalidateCollection } from '../shared/revalidate'
import { missingFileIsNotFound } from '../shared/storage/local-files'

const revalidate = revalidateCollection('media')

/** Public images (consultant photos, article heroes). Alt text is required for accessibility. */
export function mediaCollection(dir: string): CollectionConfig {
  return {
    slug: 'media',
    access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
    hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
    upload: {
      staticDir: path.resolve(dir),
      mimeTypes: ['image/*'],
      focalPoint: true,
      handlers: [missingFileIsNotFound(dir)],
    },
    fields: [{ name: 'alt', type: 'text', required: true }],
  }
}
