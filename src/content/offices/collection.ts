import { slugField } from '../shared/slug-field'
import { contentCollection } from '../shared/content-defaults'
import { OFFICE_SEARCH } from './search-document'

export const Offices = contentCollection({
  slug: 'offices',
  searchDocument: OFFICE_SEARCH,
  admin: { useAsTitle: 'title', group: 'Firm', defaultColumns: ['title', 'officeId', 'region', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'officeId',
      label: 'Office number',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      admin: { description: 'Numeric id used by the contact form and the CRM.' },
    },
    { name: 'region', type: 'relationship', relationTo: 'regions', required: true, index: true },
    { name: 'city', type: 'text', required: true },
    { name: 'country', type: 'text', required: true },
    { name: 'address', type: 'textarea', required: true },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'geo',
      label: 'Place on the map',
      type: 'group',
      admin: { description: 'The city centre in decimal degrees: the office is drawn on the maps only with both.' },
      fields: [
        {
          name: 'lat',
          label: 'Latitude',
          type: 'number',
          min: -90,
          max: 90,
          admin: { description: 'North is positive.' },
        },
        {
          name: 'lng',
          label: 'Longitude',
          type: 'number',
          min: -180,
          max: 180,
          admin: { description: 'East is positive.' },
        },
      ],
    },
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'servicePages',
      label: 'Service pages',
      type: 'array',
      admin: { description: 'Served at /office/{office}/{service}.' },
      fields: [
        { name: 'service', type: 'relationship', relationTo: 'services', required: true },
        { name: 'slug', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'intro', type: 'textarea' },
        { name: 'body', type: 'richText' },
      ],
    },
    {
      name: 'hasBoardReadinessSurvey',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Serves /office/{slug}/board-readiness-survey/contact-us.' },
    },
  ],
})
