import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { CONSULTANT_SEARCH } from './search-document'

export const Consultants = contentCollection({
  slug: 'consultants',
  searchDocument: CONSULTANT_SEARCH,
  admin: { useAsTitle: 'name', group: 'Firm', defaultColumns: ['name', 'role', 'office', '_status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'role', type: 'text', required: true },
    { name: 'office', type: 'relationship', relationTo: 'offices', index: true },
    { name: 'region', type: 'relationship', relationTo: 'regions', index: true },
    { name: 'industries', type: 'relationship', relationTo: 'industries', hasMany: true },
    { name: 'functions', type: 'relationship', relationTo: 'functions', hasMany: true },
    { name: 'summary', type: 'textarea' },
    { name: 'bio', type: 'richText' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'linkedin', label: 'LinkedIn', type: 'text' },
  ],
})
