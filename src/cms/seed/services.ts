import { callToAction, contactForm, content, hero } from './blocks'
import type { ConsultantPlan } from './consultants'
import { bySlugAndLanguage, LOCAL, type DocId, type SeedContext } from './context'
import { SERVICES_EN, SERVICES_FR, type ServiceData } from './data/services'
import { meta } from './meta'
import type { RichBlock } from '@/lib/lexical'
import { planServiceLeads } from './service-leads'

/**
 * A service page's blocks. Where the page has a form, its call to action comes right before it and
 * the page shows it as the form's introduction (one next step, not a button and a form).
 */
export function serviceLayout(s: ServiceData, image: DocId | undefined) {
  const { text, recent } = splitRecentWork(s.body)
  return [
    hero(s.heroHeading, s.heroSubheading, { image }),
    content(undefined, text),
    ...(recent ? [content(recent.heading, recent.body, { beside: true })] : []),
    callToAction(s.cta.heading, s.cta.text, s.cta.label, s.cta.href),
    // the topic the dropdown does not list: the page's form sends it (form 9 or 10)
    ...(s.formTopic ? [contactForm('default', undefined, s.formTopic)] : []),
  ]
}

/**
 * A service's closing section when it is only a list (its recent work): a panel beside the page's
 * text, so the proof sits next to the story instead of below it, and a wide screen is not half empty.
 */
export function splitRecentWork(body: readonly RichBlock[]): {
  text: readonly RichBlock[]
  recent: { heading: string; body: readonly RichBlock[] } | null
} {
  const at = body.findLastIndex((b) => typeof b === 'object' && 'h2' in b)
  const last = body[at]
  const rest = body.slice(at + 1)
  const listOnly = rest.length === 1 && typeof rest[0] === 'object' && ('ul' in rest[0] || 'ol' in rest[0])
  if (at <= 0 || !listOnly || typeof last !== 'object' || !('h2' in last)) return { text: body, recent: null }
  return { text: body.slice(0, at), recent: { heading: last.h2, body: rest } }
}

async function seedService(ctx: SeedContext, s: ServiceData, image: DocId | undefined): Promise<DocId> {
  return ctx.ensure('services', `${s.slug}|${s.language}`, bySlugAndLanguage, () => ({
    title: s.title,
    slug: s.slug,
    language: s.language,
    order: s.order,
    summary: s.summary,
    ...(image !== undefined ? { image } : {}),
    layout: serviceLayout(s, image),
    meta: meta(s.summary),
  }))
}

export type SeededServices = {
  /** English slug → id. */
  ids: Map<string, DocId>
  /** The services (either language) this run created, with their slug: only these get their leads set. */
  created: Array<{ id: DocId; slug: string }>
}

/** English services (six) and their French twins (five). */
export async function seedServices(ctx: SeedContext, images: Map<string, DocId>): Promise<SeededServices> {
  const ids = new Map<string, DocId>()
  const created: SeededServices['created'] = []
  for (const s of [...SERVICES_EN, ...SERVICES_FR]) {
    const before = ctx.created
    const id = await seedService(ctx, s, images.get(`service-${s.slug}`))
    if (s.language === 'en') ids.set(s.slug, id)
    if (ctx.created > before) created.push({ id, slug: s.slug })
  }
  return { ids, created }
}

/**
 * Who leads each service's work (`planServiceLeads`), set once the consultants exist: on the services
 * this run created only, so an editor's choice is never overwritten. A French twin shows the same people.
 */
export async function seedServiceLeads(
  ctx: SeedContext,
  services: SeededServices,
  people: readonly ConsultantPlan[],
  consultants: Map<string, DocId>,
): Promise<void> {
  const leads = planServiceLeads(
    SERVICES_EN.map((s) => s.slug),
    people,
  )
  for (const { id, slug } of services.created) {
    const row = (leads.get(slug) ?? []).map((person) => consultants.get(person)).filter((x) => x !== undefined)
    if (!row.length) continue
    await ctx.payload.update({ collection: 'services', id, ...LOCAL, depth: 0, data: { leads: row } })
  }
}
