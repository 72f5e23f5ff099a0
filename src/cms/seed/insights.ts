import { slugify } from '@/content/shared/slug-field'
import type { ConsultantPlan } from './consultants'
import { bySlug, type DocId, type SeedContext } from './context'
import { daysBeforeEpoch } from './dates'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import {
  CATEGORIES,
  DRAFT_INSIGHT,
  FIXED_ARTICLES,
  LIST_POOLS,
  SECTION_POOLS,
  TITLE_TEMPLATES,
  type CategoryData,
} from './data/insights'
import { INSIGHT_PICTURES_PER_CATEGORY, insightPictureKey } from './images'
import { richText, type RichBlock } from '@/lib/lexical'
import { meta } from './meta'
import { rngFor, type Rng } from './random'

/** Articles per category, the three fixed articles included: 6 × 20 = 120; each has a picture of its own. */
export const INSIGHTS_PER_CATEGORY = INSIGHT_PICTURES_PER_CATEGORY
const MAX_PER_TEMPLATE = 2

/** Functions that read badly as "{x} leaders" and are left out of generated titles. */
const FUNCTION_EXCLUDED = new Set(['chief-executive-officer', 'board-and-governance', 'diversity-equity-and-inclusion'])

/**
 * A teaser is two sentences: what is happening in the article's market, then what the article offers.
 * Each category pairs five openings with four follow-ups, so its 17 generated articles get 17 different
 * teasers, none built on the same formula as its neighbour's.
 */
type ExcerptPool = { openings: readonly string[]; offers: readonly string[] }

const EXCERPTS: Record<string, ExcerptPool> = {
  leadership: {
    openings: [
      'In {topic}, the job of leading has changed faster than the way leaders are chosen.',
      'Chief executives in {topic} describe a role with more stakeholders and less time than ever.',
      'The leaders who thrive in {topic} rarely fit the profile their predecessors were hired for.',
      'Across {topic}, boards are asking for leaders who can run today’s business and reinvent it.',
      'A leader’s first year in {topic} now sets the tone for the five that follow.',
    ],
    offers: [
      'We look at what the strongest leaders do differently.',
      'Here is what we see in the searches we run.',
      'Three habits stand out, and all of them can be learned.',
      'What that means for the next appointment you make.',
    ],
  },
  'board-and-governance': {
    openings: [
      'Boards overseeing {topic} face questions their members were never trained to answer.',
      'Directors overseeing {topic} spend more time on risk and less on strategy than they would like.',
      'Chairs who oversee {topic} tell us the hardest seat to fill is the one nobody has yet defined.',
      'Investors expect more of the boards overseeing {topic}, and they are no longer patient about it.',
      'The best boards in {topic} treat their own composition as a standing item, not a crisis.',
    ],
    offers: [
      'A short agenda for chairs and nominating committees.',
      'How effective boards close the gap.',
      'Lessons from our recent director searches.',
      'What to ask before the next board evaluation.',
    ],
  },
  'talent-and-succession': {
    openings: [
      'Too many successions in {topic} are decided in a hurry, after a surprise resignation.',
      'The strongest internal candidates in {topic} often leave before anyone tells them they are in line.',
      'In {topic}, a succession plan is only as good as the candidates it has tested.',
      'Succession in {topic} starts years before the appointment is announced.',
      'Hiring from outside {topic} can work, but only when the organisation is ready for it.',
    ],
    offers: [
      'A practical way to build a bench you can rely on.',
      'What we have learned from hundreds of senior appointments.',
      'How to assess readiness without guesswork.',
      'Five questions every chief executive should be able to answer.',
    ],
  },
  'diversity-and-inclusion': {
    openings: [
      'Leadership teams in {topic} have grown more diverse at the top than in the layers beneath.',
      'The data on diversity in {topic} leadership are encouraging in places and stubborn in others.',
      'Inclusive leaders in {topic} are judged less by their statements than by who they promote.',
      'In {topic}, a diverse shortlist is where the work begins, not where it ends.',
      'Executives in {topic} tell us belonging matters as much as representation.',
    ],
    offers: [
      'What makes a measurable difference, and what does not.',
      'Practical steps drawn from our own searches.',
      'Where the progress is real, and where it has stalled.',
      'How leading organisations keep the talent they hire.',
    ],
  },
  'industry-perspectives': {
    openings: [
      'The market for senior leaders in {topic} has tightened, and the profiles in demand have shifted.',
      'Consolidation, regulation and new entrants are redrawing the leadership map in {topic}.',
      'Senior candidates in {topic} have more options than a year ago, and they know it.',
      'Demand for senior leaders in {topic} is rising, and what boards look for is changing just as fast.',
      'In {topic}, the skills that won the last decade are not the ones boards are paying for now.',
    ],
    offers: [
      'Our view of the year ahead.',
      'The roles, the pay and the people in shortest supply.',
      'What it means for your next appointment.',
      'Where we expect the competition for talent to be fiercest.',
    ],
  },
  'future-of-work': {
    openings: [
      'Automation is reshaping more of the leader’s role in {topic} than most executives expected.',
      'For leaders in {topic}, hybrid work has settled into patterns few organisations planned.',
      'Leaders in {topic} are being asked to run teams they rarely see in one room.',
      'The next decade of work in {topic} will reward leaders who can learn in public.',
      'For leaders in {topic}, new technology arrives faster than the skills to manage it.',
    ],
    offers: [
      'What to change now, and what can wait.',
      'The capabilities that will matter most.',
      'How the leaders we work with are preparing.',
      'A practical guide for executive teams.',
    ],
  },
}

/** A category's teasers in a fixed, shuffled order: every opening meets every follow-up once. */
export function excerptsFor(category: string): string[] {
  const pool = EXCERPTS[category] ?? EXCERPTS.leadership!
  const pairs = pool.openings.flatMap((o, i) => pool.offers.map((f, j) => ({ o, f, i, j })))
  // the teasers are shuffled apart from the titles, so adding one never moves the article list
  const order = rngFor(`excerpts-${category}`).shuffle(pairs)
  // neighbours in the list share neither their opening nor their follow-up where the pool allows
  for (let n = 1; n < order.length; n += 1) {
    const prev = order[n - 1]!
    const k = order.findIndex((p, m) => m >= n && p.i !== prev.i && p.j !== prev.j)
    if (k > n) order.splice(n, 0, ...order.splice(k, 1))
  }
  return order.map((p) => `${p.o} ${p.f}`)
}

type Topic = { industry?: { slug: string; inline: string }; fn?: { slug: string; inline: string } }

export type InsightPlan = {
  slug: string
  title: string
  category: string
  publishedAt: string
  excerpt: string
  content: readonly RichBlock[]
  industries: string[]
  functions: string[]
  authors: string[]
  hero: string
  pinnedPath: boolean
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function fillTitle(template: string, rng: Rng): { title: string; topic: Topic } {
  const topic: Topic = {}
  let title = template
  if (title.includes('{industry}')) {
    const i = rng.pick(INDUSTRIES)
    topic.industry = { slug: i.slug, inline: inlineName(i) }
    title = title.replaceAll('{industry}', topic.industry.inline)
  }
  if (title.includes('{function}')) {
    const f = rng.pick(FUNCTIONS.filter((x) => !FUNCTION_EXCLUDED.has(x.slug)))
    topic.fn = { slug: f.slug, inline: inlineName(f) }
    title = title.replaceAll('{function}', topic.fn.inline)
  }
  return { title: capitalise(title), topic }
}

/** The article's text; its excerpt is shown as the standfirst above it, so the text does not repeat it. */
function articleContent(category: CategoryData, topicText: string, rng: Rng): RichBlock[] {
  const pool = SECTION_POOLS[category.slug]!
  const body = pool.slice(0, -1)
  const closing = pool[pool.length - 1]!
  const sections = rng.sample(body, 3)
  const blocks: RichBlock[] = []
  for (const s of sections) {
    blocks.push({ h2: s.heading })
    for (const p of s.paragraphs) blocks.push(p.replaceAll('{topic}', topicText))
  }
  blocks.push({ h2: closing.heading })
  for (const p of closing.paragraphs) blocks.push(p.replaceAll('{topic}', topicText))
  blocks.push({ ul: rng.sample(LIST_POOLS[category.slug]!, 4) })
  if (rng.chance(0.5)) {
    blocks.push({
      quote:
        'The organisations that get leadership right are those that treat it as a continuous discipline, not a series of appointments.',
    })
  }
  blocks.push(
    `If you would like to discuss how these themes apply to your organisation, our ${category.title.toLowerCase()} specialists would be glad to hear from you.`,
  )
  return blocks
}

function pickAuthors(
  consultants: readonly ConsultantPlan[],
  industries: string[],
  functions: string[],
  rng: Rng,
): string[] {
  const matching = consultants.filter(
    (c) => c.industries.some((s) => industries.includes(s)) || c.functions.some((s) => functions.includes(s)),
  )
  const pool = matching.length >= 2 ? matching : consultants
  return rng.sample(pool, rng.chance(0.35) ? 2 : 1).map((c) => c.slug)
}

/** The deterministic list of ~120 published insights (fixed articles first). */
export function planInsights(consultants: readonly ConsultantPlan[]): InsightPlan[] {
  const rng = rngFor('insights')
  // authors come from a stream of their own, so the consultants' plan never reorders the articles
  const authorRng = rngFor('insight-authors')
  const plans: InsightPlan[] = []
  const slugs = new Set<string>()
  for (const a of FIXED_ARTICLES) {
    slugs.add(a.slug)
    plans.push({
      slug: a.slug,
      title: a.title,
      category: a.category,
      publishedAt: daysBeforeEpoch(a.daysBefore, 8),
      excerpt: a.excerpt,
      content: a.content,
      industries: [...a.industries],
      functions: [...a.functions],
      authors: pickAuthors(consultants, [...a.industries], [...a.functions], authorRng),
      hero: '',
      pinnedPath: true,
    })
  }
  const generated: Omit<InsightPlan, 'publishedAt'>[] = []
  for (const category of CATEGORIES) {
    const fixed = FIXED_ARTICLES.filter((a) => a.category === category.slug).length
    const wanted = INSIGHTS_PER_CATEGORY - fixed
    const templates = TITLE_TEMPLATES[category.slug]!
    const usage = new Map<string, number>()
    const excerpts = excerptsFor(category.slug)
    let made = 0
    for (let attempt = 0; made < wanted && attempt < 2000; attempt += 1) {
      const template = rng.pick(templates)
      // at most two articles per title pattern, so the list does not repeat itself
      if ((usage.get(template) ?? 0) >= MAX_PER_TEMPLATE) continue
      const { title, topic } = fillTitle(template, rng)
      const slug = slugify(title)
      if (slugs.has(slug)) continue
      slugs.add(slug)
      usage.set(template, (usage.get(template) ?? 0) + 1)
      const industry = topic.industry ? undefined : rng.pick(INDUSTRIES)
      const industries = topic.industry ? [topic.industry.slug] : [industry!.slug]
      const functions = topic.fn ? [topic.fn.slug] : rng.chance(0.5) ? [rng.pick(FUNCTIONS).slug] : []
      const topicText = topic.industry?.inline ?? topic.fn?.inline ?? inlineName(industry!)
      const excerpt = excerpts[made % excerpts.length]!.replaceAll('{topic}', topicText)
      generated.push({
        slug,
        title,
        category: category.slug,
        excerpt,
        content: articleContent(category, topicText, rng),
        industries,
        functions,
        authors: pickAuthors(consultants, industries, functions, authorRng),
        hero: '',
        pinnedPath: false,
      })
      made += 1
    }
    if (made < wanted) throw new Error(`Seed: only ${made} unique titles for ${category.slug}`)
  }
  // Interleave categories over two years before the epoch, newest first.
  const order = spreadCategories(rng.shuffle(generated))
  order.forEach((g, i) => {
    const days = 3 + Math.floor((i * 725) / order.length) + rng.int(0, 3)
    plans.push({ ...g, publishedAt: daysBeforeEpoch(days, rng.int(7, 16)) })
  })
  return withPictures(plans)
}

/**
 * The articles in an order where three neighbours are of three categories: a row of the latest
 * insights then mixes topics, and its pictures three motifs.
 */
function spreadCategories<T extends { category: string }>(articles: T[]): T[] {
  const out = [...articles]
  for (let i = 1; i < out.length; i += 1) {
    const near = out.slice(Math.max(0, i - 2), i).map((a) => a.category)
    const j = out.findIndex((a, k) => k >= i && !near.includes(a.category))
    if (j > i) out.splice(i, 0, ...out.splice(j, 1))
  }
  return out
}

/**
 * Each article gets its category's pictures in date order, newest first: the category's two motifs
 * alternate down every list sorted by date, and no two articles share a picture, so cards side by side
 * never show the same one.
 */
function withPictures(plans: InsightPlan[]): InsightPlan[] {
  const newestFirst = [...plans].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  )
  const rank = new Map<string, number>()
  const seen = new Map<string, number>()
  for (const p of newestFirst) {
    const n = seen.get(p.category) ?? 0
    if (n >= INSIGHT_PICTURES_PER_CATEGORY) throw new Error(`Seed: more ${p.category} articles than pictures`)
    rank.set(p.slug, n)
    seen.set(p.category, n + 1)
  }
  return plans.map((p) => ({ ...p, hero: insightPictureKey(p.category, rank.get(p.slug)!) }))
}

/** Insight categories (slug → id). */
export async function seedInsightCategories(ctx: SeedContext): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  for (const c of CATEGORIES) {
    ids.set(
      c.slug,
      await ctx.ensure('insight-categories', c.slug, bySlug, () => ({
        title: c.title,
        slug: c.slug,
        summary: c.summary,
      })),
    )
  }
  return ids
}

/** ~120 published insights, the three fixed (pinned) articles and one draft. */
export async function seedInsights(
  ctx: SeedContext,
  consultantsPlan: readonly ConsultantPlan[],
  refs: {
    categories: Map<string, DocId>
    consultants: Map<string, DocId>
    industries: Map<string, DocId>
    functions: Map<string, DocId>
    images: Map<string, DocId>
  },
): Promise<void> {
  for (const p of planInsights(consultantsPlan)) {
    const hero = refs.images.get(p.hero)
    await ctx.ensure('insights', p.slug, bySlug, () => ({
      title: p.title,
      slug: p.slug,
      category: refs.categories.get(p.category)!,
      publishedAt: p.publishedAt,
      authors: p.authors.map((s) => refs.consultants.get(s)!),
      excerpt: p.excerpt,
      ...(hero !== undefined ? { heroImage: hero } : {}),
      content: richText(p.content),
      industries: p.industries.map((s) => refs.industries.get(s)!),
      functions: p.functions.map((s) => refs.functions.get(s)!),
      pinnedPath: p.pinnedPath,
      meta: meta(p.excerpt),
    }))
  }
  await ctx.ensure(
    'insights',
    DRAFT_INSIGHT.slug,
    bySlug,
    () => ({
      title: DRAFT_INSIGHT.title,
      slug: DRAFT_INSIGHT.slug,
      category: refs.categories.get('leadership')!,
      publishedAt: daysBeforeEpoch(-30),
      excerpt: DRAFT_INSIGHT.excerpt,
      content: richText(DRAFT_INSIGHT.content),
      pinnedPath: false,
    }),
    { draft: true },
  )
}
