import type { Field, FieldHook } from 'payload'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const fillFrom =
  (source: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(from) : value
  }

/** A URL slug filled from another field when left empty; lowercase words joined by hyphens. */
export function slugField(source = 'title', options: { unique?: boolean } = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    unique: options.unique ?? true,
    admin: { position: 'sidebar', description: `Filled from the ${source} when left empty.` },
    hooks: { beforeValidate: [fillFrom(source)] },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : 'Use lowercase letters, digits and single hyphens only.',
  }
}
