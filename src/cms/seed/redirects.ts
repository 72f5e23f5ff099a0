import { byFrom, type SeedContext } from './context'
import { TOP_15_SLUG } from './data/insights'

export const SEED_REDIRECTS = [
  { from: `/blog/${TOP_15_SLUG}`, to: `/insights/${TOP_15_SLUG}`, permanent: true },
] as const

/** The old blog address of the 15-questions article (docs/architecture.md#decisions). */
export async function seedRedirects(ctx: SeedContext): Promise<void> {
  for (const r of SEED_REDIRECTS) {
    await ctx.ensure('redirects', r.from, byFrom, () => ({ from: r.from, to: r.to, permanent: r.permanent }))
  }
}
