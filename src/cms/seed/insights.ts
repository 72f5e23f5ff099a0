import { slugify } from '@/content/shared/slug-field'
import type { ConsultantPlan } from './consultants'
import { bySlug, type DocId, type SeedContext } from './context'
import { daysBeforeEpoch } from './dates'
import { LOCAL_INSIGHTS } from '@/content/offices/local-insights'
import { WEBINAR_READING } from '@/content/insights/page-size'
import { planWebinarSpeakers } from './webinars'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { CATEGORIES, DRAFT_INSIGHT, FIXED_ARTICLES, TITLE_TEMPLATES, type TitleTemplate } from './data/insights'
import {
  assignInsightPictures,
  INSIGHT_PICTURES_PER_CATEGORY,
  insightPictureKey,
  type InsightPicture,
} from './insight-pictures'
import { richText, type RichBlock } from '@/lib/lexical'
import { meta } from './meta'
import { indefinite } from './words'
import { rngFor, type Rng } from './random'

/** Articles per category, the three fixed articles included: 6 × 16 = 96; each has a picture of its own. */
export const INSIGHTS_PER_CATEGORY = INSIGHT_PICTURES_PER_CATEGORY

/** Functions that read badly as "{x} leaders" and are left out of generated titles. */
const FUNCTION_EXCLUDED = new Set(['chief-executive-officer', 'board-and-governance', 'diversity-equity-and-inclusion'])

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
  /** The key of its picture among the seeded images, and what that picture draws. */
  hero: string
  picture: InsightPicture
  pinnedPath: boolean
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** "a" before a filled-in name becomes "an" where the name asks for it ("an HR leader"). */
function withArticle(text: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return text.replace(new RegExp(`\\b([Aa]) (?=${escaped}\\b)`, 'g'), (_, a: string) =>
    a === 'A' ? `${indefinite(name).charAt(0).toUpperCase()}${indefinite(name).slice(1)} ` : `${indefinite(name)} `,
  )
}

function fillTitle(template: string, rng: Rng): { title: string; topic: Topic } {
  const topic: Topic = {}
  let title = template
  if (title.includes('{industry}')) {
    const i = rng.pick(INDUSTRIES)
    topic.industry = { slug: i.slug, inline: inlineName(i) }
    title = withArticle(title.replaceAll('{industry}', topic.industry.inline), topic.industry.inline)
  }
  if (title.includes('{function}')) {
    const f = rng.pick(FUNCTIONS.filter((x) => !FUNCTION_EXCLUDED.has(x.slug)))
    topic.fn = { slug: f.slug, inline: inlineName(f) }
    title = withArticle(title.replaceAll('{function}', topic.fn.inline), topic.fn.inline)
  }
  return { title: capitalise(title), topic }
}

/**
 * Numbers the planner's stream sets aside for each article's text: the titles, dates and pictures drawn
 * after it stay the ones the published demo (and the tests that name its slugs) already has.
 */
const DRAWS_PER_TEXT = 8

/**
 * A body text with the title's own industry and function in place of {industry} and {function}; a name
 * that opens a sentence gets a capital ("HR", "R&D" keep theirs), and "a" before it becomes "an" where
 * the name asks for it ("an HR leader", "an energy group").
 */
function fillBody(text: string, topic: Topic): string {
  return text.replace(
    /(\b[Aa] )?\{(industry|function)\}/g,
    (_, article: string | undefined, key: string, at: number) => {
      const name = key === 'industry' ? topic.industry?.inline : topic.fn?.inline
      if (name === undefined) throw new Error(`Seed: {${key}} in an article whose title has none`)
      const opens = at === 0 || /[.?!]\s+$/.test(text.slice(0, at))
      if (article === undefined) return opens ? capitalise(name) : name
      const a = indefinite(name)
      return `${opens || article.startsWith('A') ? capitalise(a) : a} ${name}`
    },
  )
}

/** A quote long enough to stand apart and short enough to read at a glance. */
const QUOTE_LENGTH = { min: 60, max: 220 } as const

/**
 * A paragraph's closing sentence as a quote, and the paragraph without it; none when the paragraph
 * has fewer than three sentences (it would be left a stub) or its last sentence is not a quote's length.
 */
export function splitQuote(paragraph: string): { rest: string; quote: string } | undefined {
  const sentences = paragraph.split(/(?<=[.?!])\s+(?=[A-Z])/)
  const quote = sentences.at(-1)!
  if (sentences.length < 3 || quote.length < QUOTE_LENGTH.min || quote.length > QUOTE_LENGTH.max) return undefined
  return { rest: sentences.slice(0, -1).join(' '), quote }
}

/**
 * The article's text, written for its title; its excerpt is shown as the standfirst above it, so the
 * text does not repeat it. One sentence of the second section is set apart as the article's quote:
 * moved out of its paragraph, not copied, so a reader and a screen reader meet it once.
 */
function articleContent(template: TitleTemplate, topic: Topic, rng: Rng): RichBlock[] {
  for (let n = 0; n < DRAWS_PER_TEXT; n += 1) rng.next()
  const blocks: RichBlock[] = [fillBody(template.lede, topic)]
  let quoted = false
  template.sections.forEach((s, n) => {
    blocks.push({ h2: fillBody(s.heading, topic) })
    for (const p of s.paragraphs) {
      const text = fillBody(p, topic)
      const split = !quoted && n >= 1 ? splitQuote(text) : undefined
      if (!split) {
        blocks.push(text)
        continue
      }
      blocks.push(split.rest, { quote: split.quote })
      quoted = true
    }
  })
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

type Unpictured = Omit<InsightPlan, 'hero' | 'picture'>

/** The deterministic list of ~120 published insights (fixed articles first). */
export function planInsights(consultants: readonly ConsultantPlan[]): InsightPlan[] {
  const rng = rngFor('insights')
  // authors come from a stream of their own, so the consultants' plan never reorders the articles
  const authorRng = rngFor('insight-authors')
  const plans: Unpictured[] = []
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
      pinnedPath: true,
    })
  }
  const generated: Omit<Unpictured, 'publishedAt'>[] = []
  for (const category of CATEGORIES) {
    const fixed = FIXED_ARTICLES.filter((a) => a.category === category.slug).length
    const wanted = INSIGHTS_PER_CATEGORY - fixed
    // each pattern once, so no two titles are variations of one another
    const templates = rng.shuffle([...TITLE_TEMPLATES[category.slug]!])
    let made = 0
    for (const template of templates) {
      if (made >= wanted) break
      let filled = fillTitle(template.title, rng)
      for (let retry = 0; retry < 20 && slugs.has(slugify(filled.title)); retry += 1) {
        filled = fillTitle(template.title, rng)
      }
      const { title, topic } = filled
      const slug = slugify(title)
      if (slugs.has(slug)) continue
      slugs.add(slug)
      const industry = topic.industry ? undefined : rng.pick(INDUSTRIES)
      const industries = topic.industry ? [topic.industry.slug] : [industry!.slug]
      const functions = topic.fn ? [topic.fn.slug] : rng.chance(0.5) ? [rng.pick(FUNCTIONS).slug] : []
      // the teaser is written for its title and names the title's own subject
      const subject = topic.fn?.inline ?? topic.industry?.inline ?? ''
      const excerpt = withArticle(template.excerpt.replaceAll('{topic}', subject), subject)
      generated.push({
        slug,
        title,
        category: category.slug,
        excerpt,
        content: articleContent(template, topic, rng),
        industries,
        functions,
        authors: pickAuthors(consultants, industries, functions, authorRng),
        pinnedPath: false,
      })
      made += 1
    }
    if (made < wanted) throw new Error(`Seed: only ${made} unique titles for ${category.slug}`)
  }
  // Interleave categories over sixteen months before the epoch, newest first: a firm publishing every
  // few days, so a filtered row's newest articles (an office's, a function's) are recent. Each step
  // (four days) outruns the jitter, so the order is the planned one.
  const order = spreadCategories(rng.shuffle(generated))
  order.forEach((g, i) => {
    const days = 3 + Math.floor((i * 480) / order.length) + rng.int(0, 3)
    plans.push({ ...g, publishedAt: daysBeforeEpoch(days, rng.int(7, 16)) })
  })
  return withPictures(plans, consultants)
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
 * The lists of insights the site shows, newest first, besides the list of all: a category's, an
 * industry's, a function's, a consultant's own, those of an office's and a region's consultants, and
 * each webinar's reading (in the order the page shows it).
 */
export function insightLists<T extends Unpictured>(
  newestFirst: readonly T[],
  consultants: readonly ConsultantPlan[],
): Map<string, T[]> {
  const bySlug = new Map(consultants.map((c) => [c.slug, c]))
  const lists = new Map<string, T[]>()
  for (const p of newestFirst) {
    const authors = p.authors.map((s) => bySlug.get(s)!)
    const keys = new Set([
      `category:${p.category}`,
      ...p.industries.map((s) => `industry:${s}`),
      ...p.functions.map((s) => `function:${s}`),
      ...p.authors.map((s) => `author:${s}`),
      ...authors.map((c) => `office:${c.office.slug}`),
      ...authors.map((c) => `region:${c.office.region}`),
    ])
    for (const key of keys) lists.set(key, [...(lists.get(key) ?? []), p])
  }
  // a webinar's reading: its speakers' newest articles, topped up with the firm's newest (getWebinarReading)
  planWebinarSpeakers(consultants).forEach((speakers, i) => {
    const slugs = new Set(speakers.map((c) => c.slug))
    const own = newestFirst.filter((p) => p.authors.some((a) => slugs.has(a))).slice(0, WEBINAR_READING)
    const more = newestFirst.filter((p) => !own.includes(p)).slice(0, WEBINAR_READING - own.length)
    lists.set(`webinar:${i}`, [...own, ...more])
  })
  // an office page's row: its people's newest articles, topped up with its region's (getLocalInsights)
  for (const office of new Set(consultants.map((c) => c.office))) {
    const own = (lists.get(`office:${office.slug}`) ?? []).slice(0, LOCAL_INSIGHTS)
    const more = (lists.get(`region:${office.region}`) ?? []).filter((p) => !own.includes(p))
    const local = [...own, ...more.slice(0, LOCAL_INSIGHTS - own.length)]
    lists.set(
      `local:${office.slug}`,
      newestFirst.filter((p) => local.includes(p)),
    )
  }
  return lists
}

/**
 * Each article gets a picture of its own, numbered in its category in date order (newest first), whose
 * motif differs from its neighbours' in every list of insights the site shows (`insight-pictures.ts`).
 */
function withPictures(plans: Unpictured[], consultants: readonly ConsultantPlan[]): InsightPlan[] {
  const newestFirst = [...plans].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  )
  const index = new Map(newestFirst.map((p, n) => [p.slug, n]))
  const pictures = assignInsightPictures(
    newestFirst.length,
    [...insightLists(newestFirst, consultants).values()].map((list) => list.map((p) => index.get(p.slug)!)),
  )
  const rank = new Map<string, number>()
  const seen = new Map<string, number>()
  for (const p of newestFirst) {
    const n = seen.get(p.category) ?? 0
    if (n >= INSIGHT_PICTURES_PER_CATEGORY) throw new Error(`Seed: more ${p.category} articles than pictures`)
    rank.set(p.slug, n)
    seen.set(p.category, n + 1)
  }
  return plans.map((p) => ({
    ...p,
    hero: insightPictureKey(p.category, rank.get(p.slug)!),
    picture: pictures[index.get(p.slug)!]!,
  }))
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
