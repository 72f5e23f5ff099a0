import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { PAGE_BLOCKS } from '../pages/blocks/schema'
import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { SERVICE_SEARCH } from './search-document'

/** A French service shares its English twin's slug, so a slug is unique per language only. */
const uniqueSlugPerLanguage: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const slug = data?.slug ?? originalDoc?.slug
  const language = data?.language ?? originalDoc?.language ?? 'en'
  if (!slug) return data
  const clash = await req.payload.find({
    collection: 'services',
    where: { and: [{ slug: { equals: slug } }, { language: { equals: language } }] },
    limit: 1,
    depth: 0,
    draft: true,
    req,
  })
  const other = clash.docs.find((d) => d.id !== originalDoc?.id)
  if (other) throw new APIError(`A ${language} service with the slug "${slug}" already exists.`, 400, undefined, true)
  return data
}

export const Services = contentCollection({
  slug: 'services',
  searchDocument: SERVICE_SEARCH,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'language', 'slug', '_status'] },
  hooks: { beforeValidate: [uniqueSlugPerLanguage] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', { unique: false }),
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      index: true,
      options: [
        { label: 'English', value: 'en' },
        { label: 'French', value: 'fr' },
      ],
      admin: { position: 'sidebar', description: 'French services are served under /services/fr/.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'leads',
      label: 'Who leads this work',
      type: 'relationship',
      relationTo: 'consultants',
      hasMany: true,
      maxRows: 4,
      // the row shows the firm's senior people: consultants and associates do not front a service
      filterOptions: { role: { not_in: ['Consultant', 'Associate'] } },
      admin: {
        description:
          'The partners and directors shown on the page, in this order (two or four read best). Left empty, the page shows partners of different regions.',
      },
    },
    { name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS },
  ],
})
