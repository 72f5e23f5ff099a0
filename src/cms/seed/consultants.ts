import { slugify } from '@/content/shared/slug-field'
import { BRAND_NAME, MAIL_DOMAIN } from './brand'
import { bySlug, type DocId, type SeedContext } from './context'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { culturesFor, NAME_POOLS, ROLES, type Gender } from './data/names'
import { CONSULTANT_COUNT } from './data/pages'
import { richText } from '@/lib/lexical'
import { meta } from './meta'
import { planOffices, type OfficePlan } from './offices'
import { rngFor, type Rng } from './random'
import { countryInText, indefinite, joinList } from './words'

export type ConsultantPlan = {
  name: string
  first: string
  /** As the first name is usually given: the portrait is drawn to match. */
  gender: Gender
  slug: string
  role: string
  office: OfficePlan
  industries: string[]
  functions: string[]
  email: string
  phone: string
  /**
   * Always true for the demo people: the monogram is the fallback for consultants editors add without a
   * photo, and a featured grid of drawn faces must not show it.
   */
  portrait: boolean
}

/** Offices that get a third consultant (the firm's hubs). */
const HUBS = [
  'London',
  'New York',
  'Paris',
  'Frankfurt',
  'Singapore',
  'Hong Kong',
  'Dubai',
  'San Francisco',
  'Chicago',
  'Tokyo',
  'Sydney',
  'São Paulo',
  'Mexico City',
  'Johannesburg',
  'Toronto',
  'Munich',
  'Zurich',
  'Mumbai',
  'Riyadh',
  'Madrid',
  'Boston',
  'Shanghai',
  'Amsterdam',
  'Stockholm',
]

const BACKGROUNDS = [
  'spent over a decade in strategy consulting, advising clients on growth and transformation',
  'held senior human resources roles in two multinational groups',
  'was a partner at another international search firm',
  'worked in investment banking, focusing on mergers and acquisitions',
  'led commercial teams in a fast-growing technology company',
  'served as chief operating officer of a regional industrial group',
  'worked in corporate finance and later led a private-equity portfolio company',
  'built a career in marketing and general management at a global consumer-goods company',
  'practised as a corporate lawyer before moving into leadership advisory',
  'led talent and leadership development for a large financial institution',
  'worked in the public sector, including as an adviser to a government ministry',
  'held engineering and general-management roles in the energy sector',
]

const EDUCATION = [
  'an MBA from INSEAD',
  'an MBA from London Business School',
  'a master’s degree in economics from Bocconi University',
  'an MBA from IESE Business School',
  'a degree in law from the University of Cape Town',
  'a master’s degree in engineering from ETH Zürich',
  'an MBA from the Wharton School',
  'a degree in psychology from the University of Toronto',
  'a master’s degree in public policy from Sciences Po',
  'an MBA from the Indian Institute of Management Ahmedabad',
  'a degree in business administration from the University of São Paulo',
  'a master’s degree in finance from the National University of Singapore',
]

function weightedRole(rng: Rng): string {
  const total = ROLES.reduce((n, r) => n + r.weight, 0)
  let x = rng.next() * total
  for (const r of ROLES) {
    x -= r.weight
    if (x < 0) return r.title
  }
  return ROLES[0]!.title
}

/** The deterministic list of ~150 consultants, 2–3 per office. */
export function planConsultants(): ConsultantPlan[] {
  const rng = rngFor('consultants')
  const offices = planOffices()
  const slots: OfficePlan[] = []
  for (const o of offices) slots.push(o, o)
  for (const city of HUBS) {
    if (slots.length >= CONSULTANT_COUNT) break
    const office = offices.find((o) => o.city === city)
    if (office) slots.push(office)
  }
  const used = new Set<string>()
  const cultures = Object.keys(NAME_POOLS)
  return slots.slice(0, CONSULTANT_COUNT).map((office, i) => {
    let first = ''
    let gender: Gender = 'woman'
    let last = ''
    let slug = ''
    for (let attempt = 0; attempt < 50; attempt += 1) {
      // Mostly local names; some consultants have moved from elsewhere in a global firm.
      const culture = rng.chance(0.85) ? rng.pick(culturesFor(office.city, office.country)) : rng.pick(cultures)
      const pool = NAME_POOLS[culture]!
      first = rng.pick(Object.keys(pool.first))
      gender = pool.first[first]!
      last = rng.pick(pool.last)
      slug = slugify(`${first} ${last}`)
      if (!used.has(slug)) break
    }
    if (used.has(slug)) throw new Error(`Seed: could not find a unique consultant name (${slug})`)
    used.add(slug)
    const isLead = slots.indexOf(office) === i // first consultant of the office
    return {
      name: `${first} ${last}`,
      first,
      gender,
      slug,
      role: isLead && rng.chance(0.35) ? 'Office Leader' : weightedRole(rng),
      office,
      industries: rng.sample(INDUSTRIES, rng.int(1, 3)).map((x) => x.slug),
      functions: rng.sample(FUNCTIONS, rng.int(1, 3)).map((x) => x.slug),
      email: `${slugify(first).replace(/-/g, '')}.${slugify(last).replace(/-/g, '')}@${MAIL_DOMAIN}`,
      phone: `${office.dial} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
      portrait: true,
    }
  })
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function areaOf(list: readonly { slug: string; title: string }[], slug: string): { slug: string; title: string } {
  return list.find((x) => x.slug === slug) ?? { slug, title: slug }
}

/** ~150 consultants with photo, office, region, industries and functions; returns slug → id. */
export async function seedConsultants(
  ctx: SeedContext,
  refs: {
    offices: Map<number, DocId>
    regions: Map<string, DocId>
    industries: Map<string, DocId>
    functions: Map<string, DocId>
    images: Map<string, DocId>
  },
): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  const rng = rngFor('consultant-bios')
  for (const c of planConsultants()) {
    const industryTitles = c.industries.map((s) => areaOf(INDUSTRIES, s).title)
    const industryInline = c.industries.map((s) => inlineName(areaOf(INDUSTRIES, s)))
    const functionInline = c.functions.map((s) => inlineName(areaOf(FUNCTIONS, s)))
    const background = rng.pick(BACKGROUNDS)
    const education = rng.pick(EDUCATION)
    const years = rng.int(4, 22)
    const pronoun = c.gender === 'woman' ? 'she' : 'he'
    const summary = `${c.role} in our ${c.office.city} office, advising clients in ${joinList(industryInline)} on ${joinList(functionInline)} appointments.`
    const photo = c.portrait ? refs.images.get(`portrait-${c.slug}`) : undefined
    const id = await ctx.ensure('consultants', c.slug, bySlug, () => ({
      name: c.name,
      slug: c.slug,
      role: c.role,
      office: refs.offices.get(c.office.officeId)!,
      region: refs.regions.get(c.office.region)!,
      industries: c.industries.map((s) => refs.industries.get(s)!),
      functions: c.functions.map((s) => refs.functions.get(s)!),
      summary,
      bio: richText([
        `${c.name} is ${indefinite(c.role)} ${c.role} in ${BRAND_NAME}’s ${c.office.city} office, where ${pronoun} leads senior search and advisory assignments for the firm’s ${joinList(industryTitles)} ${industryTitles.length > 1 ? 'practices' : 'practice'}.`,
        `${c.first} focuses on ${joinList(functionInline)} roles, working with boards and chief executives of listed companies, private-equity portfolio companies and family-owned groups across ${countryInText(c.office.country)} and beyond.`,
        `Before joining ${BRAND_NAME} ${years} years ago, ${pronoun} ${background}.`,
        `${capitalise(pronoun)} holds ${education}.`,
      ]),
      ...(photo !== undefined ? { photo } : {}),
      email: c.email,
      phone: c.phone,
      linkedin: `https://www.linkedin.com/in/${c.slug}`,
      meta: meta(`${c.name}, ${summary}`),
    }))
    ids.set(c.slug, id)
  }
  return ids
}

/**
 * The consultant who speaks on the careers page: the first principal with a portrait, so the quote
 * is signed by a person a visitor can find in the consultant finder.
 */
export function careersVoice(consultants: readonly ConsultantPlan[] = planConsultants()): ConsultantPlan {
  const voice = consultants.find((c) => c.role === 'Principal' && c.portrait) ?? consultants[0]
  if (!voice) throw new Error('Seed: no consultant to quote on the careers page')
  return voice
}

/** How the careers quote is signed: name, role and office. */
export const careersAttribution = (c: ConsultantPlan) => `${c.name}, ${c.role}, ${c.office.city}`
