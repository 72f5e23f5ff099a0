import { bySlug, type DocId, type SeedContext } from './context'
import { REGIONS } from './data/regions'
import { richText } from '@/lib/lexical'
import { meta } from './meta'

/** The six regions; returns slug → id. */
export async function seedRegions(ctx: SeedContext): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  for (const r of REGIONS) {
    const id = await ctx.ensure('regions', r.slug, bySlug, () => ({
      title: r.title,
      slug: r.slug,
      summary: r.summary,
      body: richText(r.body),
      meta: meta(r.summary),
    }))
    ids.set(r.slug, id)
  }
  return ids
}
