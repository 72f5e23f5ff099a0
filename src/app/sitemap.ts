import '@/cms/provide-config'
import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/content/registry/sitemap.server'
import { siteConfig } from '@/lib/site-config'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { origin, brandSlug } = siteConfig()
  const entries = await getSitemapEntries(brandSlug)
  return entries.map((e) => ({
    url: `${origin}${e.path === '/' ? '/' : e.path}`,
    ...(e.lastModified ? { lastModified: e.lastModified } : {}),
  }))
}
