import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'
import { isPreviewable, PREVIEWABLE_COLLECTIONS } from '@/content/registry/modules'
import { documentUrlPath } from '../preview/document-url'

type SeoEnv = { SITE_URL: string; SITE_BRAND_SLUG: string }
type Doc = Record<string, unknown>

/** The site's own limits (requirements §1 head rules, the seed's clip): the plugin shows them as guidance. */
const TITLE_MAX = 70
const DESCRIPTION_MAX = 200

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** A sentence-bounded cut, so a generated description never ends mid-word. */
export function clipText(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The title the page shows (the site adds "| brand" itself: requirements §1). */
export const titleFrom = (doc: Doc) => clipText(text(doc.title) || text(doc.name), TITLE_MAX)

/** The content's own summary: what lists and cards already show. */
export const descriptionFrom = (doc: Doc) =>
  clipText(text(doc.summary) || text(doc.excerpt) || text(doc.intro), DESCRIPTION_MAX)

const idOf = (v: unknown): number | string | null => {
  if (typeof v === 'number' || typeof v === 'string') return v
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as Doc).id)
  return null
}

/** The content's own picture: the image shown on the page becomes the share image. */
export const imageFrom = (doc: Doc) => idOf(doc.image) ?? idOf(doc.heroImage) ?? idOf(doc.photo) ?? ''

/**
 * @payloadcms/plugin-seo on every content type with a page: a search-result preview, length
 * guidance, and Generate buttons that fill title, description and image from the content. The group
 * keeps its name and columns (meta.title, meta.description, meta.image), so no migration.
 */
export function siteSeoPlugin(env: SeoEnv): Plugin {
  return seoPlugin({
    collections: [...PREVIEWABLE_COLLECTIONS],
    uploadsCollection: 'media',
    fields: ({ defaultFields }) =>
      defaultFields.map((field): Field => {
        if (!('name' in field)) return field
        if (field.name === 'title') return { ...field, maxLength: TITLE_MAX } as Field
        if (field.name === 'description') return { ...field, maxLength: DESCRIPTION_MAX } as Field
        return field
      }),
    generateTitle: ({ doc }) => titleFrom(doc as Doc),
    generateDescription: ({ doc }) => descriptionFrom(doc as Doc),
    generateImage: ({ doc }) => imageFrom(doc as Doc),
    // only the preview shows this URL: absolute on SITE_URL, as a search engine would list it
    generateURL: async ({ doc, collectionConfig, req }) => {
      const slug = collectionConfig?.slug ?? ''
      const path = isPreviewable(slug) ? await documentUrlPath(slug, doc as Doc, req, env.SITE_BRAND_SLUG) : null
      return new URL(path ?? '/', env.SITE_URL).toString()
    },
  })
}
