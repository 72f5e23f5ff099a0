import { slugify } from '@/content/shared/slug-field'
import { rankOf, ROLE_RANK } from '@/content/consultants/people-pick'
import { consultantBio, languagesOf, type BioSubject } from './bios'
import { MAIL_DOMAIN } from './brand'
import { bySlug, type DocId, type SeedContext } from './context'
import { FUNCTIONS, INDUSTRIES, inlineName } from './data/expertise'
import { culturesFor, NAME_POOLS, ROLES, type Gender } from './data/names'
import { CONSULTANT_COUNT } from './data/pages'
import { richText } from '@/lib/lexical'
import { meta } from './meta'
import { planOffices, type OfficePlan } from './offices'
import { portraitChoice, portraitLook } from './portraits'
import { rngFor, type Rng } from './random'
import { joinList } from './words'

export type ConsultantPlan = {
  name: string
  first: string
  /** As the first name is usually given: the portrait is drawn to match. */
  gender: Gender
  /** The naming culture of the name (a key of `NAME_POOLS`): the portrait's skin and hair follow it. */
  culture: string
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

/** Roles drawn for the people after an office's leader: leaders of the firm and of offices are set, not drawn. */
const DRAWN_ROLES = ROLES.filter((r) => r.title !== 'Managing Partner' && r.title !== 'Office Leader')

function weightedRole(rng: Rng): string {
  const total = DRAWN_ROLES.reduce((n, r) => n + r.weight, 0)
  let x = rng.next() * total
  for (const r of DRAWN_ROLES) {
    x -= r.weight
    if (x < 0) return r.title
  }
  return DRAWN_ROLES[0]!.title
}

/** The firm's one Managing Partner leads this office; every other hub has an Office Leader. */
const FIRM_LEADER_CITY = 'London'

/** Seniority, most senior first: an office's people are listed (by name) in this order. */
export { ROLE_RANK }

/** Names in byte order (SQLite's); an office only gets names Postgres's locale order lists the same way. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const sameInBothOrders = (names: readonly string[]) => {
  const bytes = [...names].sort(byName)
  return [...names].sort((a, b) => a.localeCompare(b)).every((n, i) => n === bytes[i])
}

/** A person's name, chosen so an office never has two of one first name or surname, nor the firm two of one surname. */
type Naming = {
  usedSurnames: Set<string>
  firstCounts: Map<string, number>
}

const lookOf = (slug: string, gender: Gender, culture: string) => portraitLook(portraitChoice(slug, gender, culture))

type Name = { first: string; last: string; gender: Gender; culture: string }

/** The most times one first name appears across the firm. */
const MAX_FIRST_NAME = 2

function pickName(
  rng: Rng,
  cultures: readonly string[],
  office: { firsts: Set<string>; names: string[]; looks: Set<string> },
  naming: Naming,
): Name | null {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const culture = rng.pick(cultures)
    const pool = NAME_POOLS[culture]!
    const first = rng.pick(Object.keys(pool.first))
    const last = rng.pick(pool.last)
    if (office.firsts.has(first) || naming.usedSurnames.has(last)) continue
    if ((naming.firstCounts.get(first) ?? 0) >= MAX_FIRST_NAME) continue
    const gender = pool.first[first]!
    // colleagues who sit side by side on the office page look different
    if (office.looks.has(lookOf(slugify(`${first} ${last}`), gender, culture))) continue
    // an office's people read in name order come back alike from both databases
    if (!sameInBothOrders([...office.names, `${first} ${last}`])) continue
    return { first, last, gender, culture }
  }
  return null
}

/** The deterministic list of ~150 consultants, 2–3 per office, one of them its leader. */
export function planConsultants(): ConsultantPlan[] {
  const rng = rngFor('consultants')
  const leaders = rngFor('office-leaders')
  const offices = planOffices()
  const sizes = new Map<OfficePlan, number>(offices.map((o) => [o, 2]))
  let total = offices.length * 2
  for (const city of HUBS) {
    if (total >= CONSULTANT_COUNT) break
    const office = offices.find((o) => o.city === city)
    if (office) {
      sizes.set(office, 3)
      total += 1
    }
  }
  const regionCultures = (region: string) => [
    ...new Set(offices.filter((o) => o.region === region).flatMap((o) => culturesFor(o.city, o.country))),
  ]
  const naming: Naming = { usedSurnames: new Set(), firstCounts: new Map() }
  const plans: ConsultantPlan[] = []
  for (const office of offices) {
    const size = sizes.get(office)!
    const here = { firsts: new Set<string>(), names: [] as string[], looks: new Set<string>() }
    const names: Name[] = []
    for (let k = 0; k < size; k += 1) {
      // names common where the office is; failing that, elsewhere in its region
      const name =
        pickName(rng, culturesFor(office.city, office.country), here, naming) ??
        pickName(rng, regionCultures(office.region), here, naming)
      if (!name) throw new Error(`Seed: no unique consultant name left for ${office.city}`)
      here.firsts.add(name.first)
      here.names.push(`${name.first} ${name.last}`)
      here.looks.add(lookOf(slugify(`${name.first} ${name.last}`), name.gender, name.culture))
      naming.usedSurnames.add(name.last)
      naming.firstCounts.set(name.first, (naming.firstCounts.get(name.first) ?? 0) + 1)
      names.push(name)
    }
    // London has the Managing Partner and a hub an Office Leader, anyone of its people; a smaller
    // office's people have the firm's usual mix of roles
    const leader = office.city === FIRM_LEADER_CITY ? 'Managing Partner' : size > 2 ? 'Office Leader' : null
    const roles = Array.from({ length: leader ? size - 1 : size }, () => weightedRole(rng))
    roles.sort((a, b) => rankOf(a) - rankOf(b))
    // a client of any office meets a partner there: a small office whose draw has none makes its most
    // senior person one (the draws stay as they were, so every later office's people are unchanged)
    if (!leader && rankOf(roles[0]) > rankOf('Partner')) roles[0] = 'Partner'
    if (leader) roles.splice(leaders.int(0, size - 1), 0, leader)
    names.sort((a, b) => byName(`${a.first} ${a.last}`, `${b.first} ${b.last}`))
    names.forEach(({ first, last, gender, culture }, k) => {
      plans.push({
        name: `${first} ${last}`,
        first,
        gender,
        culture,
        slug: slugify(`${first} ${last}`),
        role: roles[k]!,
        office,
        industries: rng.sample(INDUSTRIES, rng.int(1, 3)).map((x) => x.slug),
        functions: rng.sample(FUNCTIONS, rng.int(1, 3)).map((x) => x.slug),
        email: `${slugify(first).replace(/-/g, '')}.${slugify(last).replace(/-/g, '')}@${MAIL_DOMAIN}`,
        phone: `${office.dial} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
        portrait: true,
      })
    })
  }
  return plans
}

function areaOf(list: readonly { slug: string; title: string }[], slug: string): { slug: string; title: string } {
  return list.find((x) => x.slug === slug) ?? { slug, title: slug }
}

/**
 * Every consultant's bio (slug → paragraphs), written in the plan's order from one random stream, each
 * knowing their place among their office's people: the same bios whichever documents already exist.
 */
export function planBios(plans: readonly ConsultantPlan[]): Map<string, string[]> {
  const rng = rngFor('consultant-bios')
  const placeInOffice = new Map<string, number>()
  const bios = new Map<string, string[]>()
  for (const c of plans) {
    const nth = placeInOffice.get(c.office.city) ?? 0
    placeInOffice.set(c.office.city, nth + 1)
    const subject: BioSubject = {
      name: c.name,
      first: c.first,
      role: c.role,
      pronoun: c.gender === 'woman' ? 'she' : 'he',
      city: c.office.city,
      country: c.office.country,
      industries: c.industries.map((s) => inlineName(areaOf(INDUSTRIES, s))),
      industrySlugs: c.industries,
      functions: c.functions.map((s) => inlineName(areaOf(FUNCTIONS, s))),
      languages: languagesOf(c.culture),
    }
    bios.set(c.slug, consultantBio(subject, rng, nth))
  }
  return bios
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
  const plans = planConsultants()
  const bios = planBios(plans)
  for (const c of plans) {
    const industryInline = c.industries.map((s) => inlineName(areaOf(INDUSTRIES, s)))
    const functionInline = c.functions.map((s) => inlineName(areaOf(FUNCTIONS, s)))
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
      bio: richText(bios.get(c.slug)!),
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

/** The firm's managing partner, who signs the About page's quote. */
export function firmLeader(consultants: readonly ConsultantPlan[] = planConsultants()): ConsultantPlan {
  const leader = consultants.find((c) => c.role === 'Managing Partner')
  if (!leader) throw new Error('Seed: no managing partner to quote on the About page')
  return leader
}

/**
 * The partner who signs a paid-search landing page's quote: a partner of `region` (any region when
 * none), never the managing partner whom About quotes. A visitor who answers an advertisement meets
 * the person who would lead the search, not the firm's figurehead.
 */
export function landingVoice(
  region?: string,
  consultants: readonly ConsultantPlan[] = planConsultants(),
): ConsultantPlan {
  const voice = consultants.find((c) => c.role === 'Partner' && c.portrait && (!region || c.office.region === region))
  if (!voice) throw new Error(`Seed: no partner${region ? ` in ${region}` : ''} to quote on a landing page`)
  return voice
}

/** How a consultant signs a quote where their profile cannot (name, role and office): the quote block's attribution. */
export const quoteSignature = (c: ConsultantPlan) => `${c.name}, ${c.role}, ${c.office.city}`
