import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { INSIGHT_SEARCH, WEBINAR_SEARCH } from './search-document'

export const InsightCategories = contentCollection({
  slug: 'insight-categories',
  // an article's address and label carry its category's slug and title
  searchDependents: { collection: 'insights', field: 'category' },
  labels: { singular: 'Insight category', plural: 'Insight categories' },
  admin: { useAsTitle: 'title', group: 'Insights' },
  fields: [{ name: 'title', type: 'text', required: true }, slugField(), { name: 'summary', type: 'textarea' }],
})

export const Insights = contentCollection({
  slug: 'insights',
  searchDocument: INSIGHT_SEARCH,
  admin: { useAsTitle: 'title', group: 'Insights', defaultColumns: ['title', 'category', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'category', type: 'relationship', relationTo: 'insight-categories', required: true, index: true },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    { name: 'authors', type: 'relationship', relationTo: 'consultants', hasMany: true },
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', required: true },
    { name: 'industries', type: 'relationship', relationTo: 'industries', hasMany: true },
    { name: 'functions', type: 'relationship', relationTo: 'functions', hasMany: true },
    {
      name: 'pinnedPath',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Served at /insights/{slug} as well as under its category (fixed articles).' },
    },
  ],
})

export const Webinars = contentCollection({
  slug: 'webinars',
  searchDocument: WEBINAR_SEARCH,
  admin: { useAsTitle: 'title', group: 'Insights', defaultColumns: ['title', 'date', '_status'] },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'durationMinutes', type: 'number', defaultValue: 60, min: 1 },
    { name: 'speakers', type: 'relationship', relationTo: 'consultants', hasMany: true },
    {
      name: 'guestSpeakers',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A portrait beside the guest’s name; without one, their initials are shown.' },
        },
      ],
    },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'content', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'registrationUrl', type: 'text' },
    { name: 'recordingUrl', type: 'text' },
  ],
})
