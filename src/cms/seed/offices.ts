import { slugify } from '@/content/shared/slug-field'
import { MAIL_DOMAIN } from './brand'
import { byOfficeId, type DocId, type SeedContext } from './context'
import { OFFICE_MARKETS, type OfficeMarket } from './data/office-markets'
import { ATHENS_SLUG, OFFICES, type OfficeData } from './data/offices'
import { SERVICES_EN } from './data/services'
import { richText } from '@/lib/lexical'
import { meta } from './meta'
import { rngFor, type Rng } from './random'
import { countryInText } from './words'

export type OfficePlan = OfficeData & { officeId: number; slug: string; title: string; phone: string; email: string }

export function officeSlug(o: Pick<OfficeData, 'city' | 'country'>): string {
  return `executive-search-firm-in-${slugify(o.city)}-${slugify(o.country)}`
}

/** The key of an office's picture among the seeded images: a city of its own (src/cms/seed/images.ts). */
export const officePictureKey = (officeSlug: string) => `office-${officeSlug}`

function phoneNumber(dial: string, rng: Rng): string {
  return `${dial} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`
}

/** Deterministic office list: office numbers 101, 102, … in data order. */
export function planOffices(): OfficePlan[] {
  const rng = rngFor('offices')
  const plans = OFFICES.map((o, i) => ({
    ...o,
    officeId: 101 + i,
    slug: officeSlug(o),
    title: o.city,
    phone: phoneNumber(o.dial, rng),
    email: `${slugify(o.city)}@${MAIL_DOMAIN}`,
  }))
  if (!plans.some((p) => p.slug === ATHENS_SLUG)) throw new Error(`Seed data must include the office ${ATHENS_SLUG}`)
  return plans
}

/** The region around an office's country, as it ends a sentence ("across Ghana and the rest of Africa"). */
const AROUND: Record<string, string> = {
  africa: 'the rest of Africa',
  'asia-pacific': 'the wider Asia-Pacific region',
  europe: 'the rest of Europe',
  'latin-america': 'the rest of Latin America',
  'middle-east': 'the wider Middle East',
  'north-america': 'the rest of North America',
}

type Local = { city: string; country: string }

/** Each service told for one office: the header's introduction and the opening of the page's text. */
const LOCAL_COPY: Record<string, { intro: (o: Local) => string; lead: (o: Local) => string }> = {
  'executive-search': {
    intro: (o) =>
      `Our ${o.city} consultants find chief executives, board members and senior leaders for companies in ${o.country}, and for international groups building their teams there.`,
    lead: (o) =>
      `Most of the searches we run from ${o.city} are for roles that report to the chief executive or the board. We know the local leaders well, and we bring in candidates from across the region when a role needs a wider field.`,
  },
  'board-services': {
    intro: (o) =>
      `We help boards in ${o.country} appoint chairs and independent directors, review how well they work together and plan their own succession.`,
    lead: (o) =>
      `Governance codes, investor expectations and the mix of family, state and institutional owners differ from one market to the next. Our ${o.city} consultants advise boards with that local picture in mind.`,
  },
  'executive-assessment': {
    intro: (o) =>
      `Our ${o.city} team assesses senior leaders for appointment, promotion and development, against what the role will ask of them in ${o.country}.`,
    lead: () =>
      'We combine structured interviews, psychometric tools and careful referencing, and we report in plain language that a board and a chief executive can act on.',
  },
  'executive-onboarding': {
    intro: (o) =>
      `A new leader in ${o.country} has little time to learn the organisation, its board and its market. We help them make the first months count.`,
    lead: (o) =>
      `Our ${o.city} consultants work with the new leader, and with their chair or chief executive, through the first six to twelve months: setting priorities, building relationships and avoiding the mistakes that derail new appointments.`,
  },
  'interim-management': {
    intro: (o) =>
      `Experienced interim executives, available within days, for organisations in ${o.country} facing a sudden departure, a turnaround or a major project.`,
    lead: (o) =>
      `Our ${o.city} team stays in touch with senior interim leaders who have run businesses in ${o.country} and the region, and can present a shortlist within a week.`,
  },
  'succession-planning': {
    intro: (o) =>
      `We help boards and chief executives in ${o.country} prepare the next generation of leaders, well before a change is due.`,
    lead: (o) =>
      `Our ${o.city} consultants assess internal candidates, compare them with the best of the external market and build the development plans that make an orderly succession possible.`,
  },
}

/** An office's words for one service; every service of the seed has its own. */
export function localServiceCopy(serviceSlug: string, office: Pick<OfficeData, 'city' | 'country'>) {
  const copy = LOCAL_COPY[serviceSlug]
  if (!copy) throw new Error(`Seed: no local copy for the service ${serviceSlug}`)
  const o = { city: office.city, country: countryInText(office.country) }
  return { intro: copy.intro(o), lead: copy.lead(o) }
}

/** An office's summary: the header's standfirst and its description in search results. */
export function officeSummary(o: Pick<OfficeData, 'city' | 'country' | 'region'>): string {
  return `Our ${o.city} office advises boards and chief executives across ${countryInText(o.country)} and ${AROUND[o.region] ?? 'the region'} on executive search, board services and leadership consulting.`
}

/** The market an office serves, in its own words (src/cms/seed/data/office-markets.ts). */
export function officeMarket(o: Pick<OfficeData, 'city'>): OfficeMarket {
  const market = OFFICE_MARKETS[o.city]
  if (!market) throw new Error(`Seed: no market copy for the office in ${o.city}`)
  return market
}

/** How an office works with the rest of the firm, told a little differently from one office to the next. */
const NETWORK: readonly ((o: Local, around: string) => string)[] = [
  (o) =>
    `The ${o.city} team works closely with colleagues throughout the region and around the world, giving clients access to local market knowledge and a global network of leaders.`,
  (o, around) =>
    `Our consultants in ${o.city} work hand in hand with colleagues across ${around} and beyond, so clients have local knowledge and a global network of leaders in the same search.`,
  (o, around) =>
    `Every search run from ${o.city} can draw on our offices throughout ${around} and further afield, when the right candidate is not to be found at home.`,
  (o) =>
    `From ${o.city} we share research, candidates and advice with colleagues in every region, so a client here benefits from what the whole firm knows about a role.`,
]

/** An office page's text: its market, then how the office works with the rest of the firm. */
export function officeBody(o: Pick<OfficeData, 'city' | 'country' | 'region'>, index: number): string {
  const network = NETWORK[index % NETWORK.length]!
  const local = { city: o.city, country: countryInText(o.country) }
  return `${officeMarket(o).market} ${network(local, AROUND[o.region] ?? 'the region')}`
}

/** The second and third reasons to work with an office's team: varied from office to office and page to page. */
const REACH: readonly ((country: string) => string)[] = [
  () => 'Access to our research teams and consultants around the world',
  () => 'Researchers and consultants in every region, working on your search as one team',
  (country) => `Research that maps the field well beyond ${country} when a role calls for it`,
  () => 'A network of offices that lets us reach candidates wherever they are',
  () => 'Colleagues in every region who have followed candidates’ careers for years',
]
const METHOD: readonly string[] = [
  'A consistent, rigorous methodology in every market',
  'The same careful process and referencing, whichever office leads the work',
  'Regular, candid reporting from the first brief to the appointment',
  'Support for the new leader after the appointment, not only until it',
]

/** The reasons listed on an office's service page; `page` is the page's place among the office's services. */
export function localReasons(o: Pick<OfficeData, 'city' | 'country'>, sectors: string, index: number, page: number) {
  const country = countryInText(o.country)
  const where = country === o.city ? '' : ` in ${country}`
  return [
    `Consultants in ${o.city} who know ${sectors}${where} first-hand`,
    REACH[(index + page) % REACH.length]!(country),
    METHOD[(index + 2 * page) % METHOD.length]!,
  ]
}

/** ~60 offices with per-office service pages; returns officeId → id. */
export async function seedOffices(
  ctx: SeedContext,
  regions: Map<string, DocId>,
  services: Map<string, DocId>,
  images: Map<string, DocId>,
): Promise<Map<number, DocId>> {
  const ids = new Map<number, DocId>()
  const rng = rngFor('office-services')
  for (const [index, o] of planOffices().entries()) {
    const others = SERVICES_EN.filter((s) => s.slug !== 'executive-search')
    const chosen = [SERVICES_EN[0]!, ...rng.sample(others, rng.int(1, 3))]
    const region = regions.get(o.region)
    if (region === undefined) throw new Error(`Seed: region ${o.region} missing`)
    const summary = officeSummary(o)
    const image = images.get(officePictureKey(o.slug))
    const id = await ctx.ensure('offices', String(o.officeId), byOfficeId, () => ({
      title: o.title,
      slug: o.slug,
      officeId: o.officeId,
      region,
      city: o.city,
      country: o.country,
      address: `${o.street}\n${o.locality}\n${o.country}`,
      phone: o.phone,
      email: o.email,
      geo: { lat: o.lat, lng: o.lng },
      summary,
      ...(image !== undefined ? { image } : {}),
      // the summary heads the page and the services are listed beside the body: neither is repeated in it
      body: richText([{ h2: `Our work in ${o.city}` }, officeBody(o, index)]),
      servicePages: chosen.map((s, page) => {
        const local = localServiceCopy(s.slug, o)
        return {
          service: services.get(s.slug)!,
          slug: s.slug,
          title: `${s.title} in ${o.city}`,
          intro: local.intro,
          body: richText([
            local.lead,
            { h2: 'Why work with our local team' },
            { ul: localReasons(o, officeMarket(o).sectors, index, page) },
          ]),
        }
      }),
      hasBoardReadinessSurvey: o.slug === ATHENS_SLUG,
      meta: meta(summary, `Executive search firm in ${o.city}, ${o.country}`),
    }))
    ids.set(o.officeId, id)
  }
  return ids
}
