import type { CollectionConfig } from 'payload'
import { nobody } from '../shared/access'

/**
 * The site-search source table (docs/decisions/0005-search.md): one row per searchable published
 * page, written only by the search hooks inside the editor's own transaction. `seq` is the value of
 * the search-state counter when the row was last written, so every app instance can fetch just the
 * rows changed since it last looked; `removed` rows are tombstones that tell it what to drop.
 */
export const SearchDocuments: CollectionConfig = {
  slug: 'search-documents',
  labels: { singular: 'Search document', plural: 'Search documents' },
  admin: { hidden: true, useAsTitle: 'title' },
  access: { create: nobody, read: nobody, update: nobody, delete: nobody },
  graphQL: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'source', type: 'text', required: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'textarea' },
    { name: 'url', type: 'text' },
    { name: 'seq', type: 'number', required: true, index: true },
    { name: 'removed', type: 'checkbox', defaultValue: false },
  ],
}
