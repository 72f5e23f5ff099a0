import type { Field } from 'payload'

/** SEO overrides; pages fall back to their title and the site's default description. */
export const seoField: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
