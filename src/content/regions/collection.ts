import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { REGION_SEARCH } from './search-document'

export const Regions = contentCollection({
  slug: 'regions',
  searchDocument: REGION_SEARCH,
  admin: { useAsTitle: 'title', group: 'Firm' },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText' },
  ],
})
