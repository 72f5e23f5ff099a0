import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { authenticated, nobody } from '../shared/access'
import { CV_MIME_TYPES } from '@/features/contact-form/cv-file'
import { storeCvFileHook } from '@/content/leads/cv-storage.server'
import { asAttachment, missingFileIsNotFound } from '../shared/storage/local-files'

/**
 * Candidates' CVs. Stored outside public/ and served only to signed-in editors; created only by
 * the forms API (through the Local API), never over REST.
 */
export function cvFilesCollection(dir: string): CollectionConfig {
  return {
    slug: 'cv-files',
    labels: { singular: 'CV file', plural: 'CV files' },
    admin: { group: 'Leads', useAsTitle: 'filename' },
    access: { read: authenticated, create: nobody, update: nobody, delete: authenticated },
    graphQL: false,
    upload: {
      staticDir: path.resolve(dir),
      mimeTypes: [
        ...CV_MIME_TYPES,
        // what Payload's type detection reports for every OLE compound file, a Word 97-2003 .doc
        // included; the forms API has already recognised the file as one (cv-file.ts)
        'application/x-cfb',
      ],
      // written by storeCvFileHook (temp name, fsync, rename) instead of in place; Payload still serves
      // and deletes them from staticDir
      disableLocalStorage: true,
      handlers: [missingFileIsNotFound(dir)],
      modifyResponseHeaders: asAttachment,
    },
    hooks: { beforeChange: [storeCvFileHook(dir)] },
    fields: [{ name: 'detectedType', type: 'text', admin: { readOnly: true } }],
  }
}
