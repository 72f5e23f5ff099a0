import { slugify } from '@/content/shared/slug-field'
import { MAIL_DOMAIN } from './brand'
import { byOfficeId, type DocId, type SeedContext } from './context'
import { ATHENS_SLUG, OFFICES, type OfficeData } from './data/offices'
import { REGIONS } from './data/regions'
import { SERVICES_EN } from './data/services'
import { richText } from '@/lib/lexical'
import { meta } from './meta'
import { rngFor, type Rng } from './random'

export type OfficePlan = OfficeData & { officeId: number; slug: string; title: string; phone: string; email: string }

export function officeSlug(o: Pick<OfficeData, 'city' | 'country'>): string {
  return `executive-search-firm-in-${slugify(o.city)}-${slugify(o.country)}`
}

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

/** ~60 offices with per-office service pages; returns officeId → id. */
export async function seedOffices(
  ctx: SeedContext,
  regions: Map<string, DocId>,
  services: Map<string, DocId>,
): Promise<Map<number, DocId>> {
  const ids = new Map<number, DocId>()
  const rng = rngFor('office-services')
  const regionTitle = new Map(REGIONS.map((r) => [r.slug, r.title]))
  for (const o of planOffices()) {
    const others = SERVICES_EN.filter((s) => s.slug !== 'executive-search')
    const chosen = [SERVICES_EN[0]!, ...rng.sample(others, rng.int(1, 3))]
    const region = regions.get(o.region)
    if (region === undefined) throw new Error(`Seed: region ${o.region} missing`)
    const summary = `Our ${o.city} office advises boards and chief executives across ${o.country} and the wider ${regionTitle.get(o.region)} region on executive search, board services and leadership consulting.`
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
      // the summary heads the page and the services are listed beside the body: neither is repeated in it
      body: richText([
        `The ${o.city} team works closely with colleagues throughout the region and around the world, giving clients access to local market knowledge and a global network of leaders.`,
      ]),
      servicePages: chosen.map((s) => ({
        service: services.get(s.slug)!,
        slug: s.slug,
        title: `${s.title} in ${o.city}`,
        intro: `${s.summary} Our ${o.city} consultants combine local relationships with the reach of a global firm.`,
        body: richText([
          `Clients in ${o.country} rely on our ${o.city} office for ${s.title.toLowerCase()}. ${s.summary}`,
          { h2: 'Why work with our local team' },
          {
            ul: [
              `Consultants based in ${o.city} with deep knowledge of the ${o.country} market`,
              'Access to our research teams and consultants around the world',
              'A consistent, rigorous methodology in every market',
            ],
          },
        ]),
      })),
      hasBoardReadinessSurvey: o.slug === ATHENS_SLUG,
      meta: meta(summary, `Executive search firm in ${o.city}, ${o.country}`),
    }))
    ids.set(o.officeId, id)
  }
  return ids
}
