import { byPath, type DocId, type SeedContext } from './context'
import { pageDefinitions } from './data/pages'
import { meta } from './meta'

/** Every fixed page of requirements §2 (collection `pages`, keyed by path); `consultants`: slug → id, for signed quotes. */
export async function seedPages(
  ctx: SeedContext,
  images: Map<string, DocId>,
  consultants: Map<string, DocId>,
): Promise<void> {
  for (const p of pageDefinitions(images, consultants)) {
    await ctx.ensure('pages', p.path, byPath, () => ({
      title: p.title,
      path: p.path,
      intro: p.intro,
      layout: p.layout,
      meta: meta(p.description, p.seoTitle),
    }))
  }
}
