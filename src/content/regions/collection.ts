import { CACHE_TAGS } from '@/lib/cache-tags'
import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'

export const Regions = contentCollection({
  slug: 'regions',
  tag: CACHE_TAGS.regions,
  admin: { useAsTitle: 'title', group: 'Firm' },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText' },
  ],
})
