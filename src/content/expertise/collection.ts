import type { CollectionConfig } from 'payload'
import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { expertiseSearch } from './search-document'

/** Industries and functions share one shape: an area of expertise with its subsectors. */
function expertiseCollection(slug: 'industries' | 'functions', singular: string): CollectionConfig {
  return contentCollection({
    slug,
    searchDocument: expertiseSearch(slug === 'industries' ? 'industry' : 'functions'),
    labels: { singular, plural: slug === 'industries' ? 'Industries' : 'Functions' },
    admin: { useAsTitle: 'title', group: 'Expertise' },
    fields: [
      { name: 'title', type: 'text', required: true },
      slugField(),
      { name: 'summary', type: 'textarea' },
      { name: 'body', type: 'richText' },
      { name: 'image', type: 'upload', relationTo: 'media' },
      {
        name: 'subsectors',
        type: 'array',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'slug', type: 'text', required: true },
          { name: 'summary', type: 'textarea' },
          { name: 'body', type: 'richText' },
          {
            name: 'image',
            type: 'upload',
            relationTo: 'media',
            admin: { description: "The subsector page's picture. When empty, the page shows the practice's picture." },
          },
        ],
      },
    ],
  })
}

export const Industries = expertiseCollection('industries', 'Industry')
export const Functions = expertiseCollection('functions', 'Function')
