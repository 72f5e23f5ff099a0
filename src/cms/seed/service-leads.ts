import type { ConsultantPlan } from './consultants'

/**
 * Who leads each service's work in the demo content: the people whose functions (and, for the
 * leadership-consulting services, whose role) the service is about, one per region first so a global
 * service shows a global team. Nobody leads two services, and nobody the home page already
 * introduces (the first partner of each region, by name) is picked, so a visitor moving from page to
 * page meets new people.
 */

type Focus = { functions: readonly string[]; roles: readonly string[] }

const FOCUS: Readonly<Record<string, Focus>> = {
  'executive-search': {
    functions: ['chief-executive-officer', 'finance', 'technology-and-digital', 'sales-and-commercial'],
    roles: [],
  },
  'board-services': {
    functions: ['board-and-governance', 'chief-executive-officer', 'risk-and-audit', 'legal-and-compliance'],
    roles: [],
  },
  'executive-assessment': {
    functions: ['human-resources', 'strategy-and-transformation'],
    roles: ['Director, Leadership Consulting'],
  },
  'executive-onboarding': {
    functions: ['human-resources', 'diversity-equity-and-inclusion', 'corporate-affairs'],
    roles: ['Director, Leadership Consulting'],
  },
  'interim-management': {
    functions: ['operations-and-supply-chain', 'finance', 'strategy-and-transformation'],
    roles: [],
  },
  'succession-planning': {
    functions: ['chief-executive-officer', 'board-and-governance', 'human-resources'],
    roles: [],
  },
}

export const SERVICE_LEAD_COUNT = 4

/** Byte order, as SQLite sorts names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The home page's partners: the first of each region by name. */
function homePartners(people: readonly ConsultantPlan[]): Set<string> {
  const seen = new Set<string>()
  const picked = new Set<string>()
  for (const p of [...people].filter((x) => x.role === 'Partner').sort((a, b) => byText(a.name, b.name))) {
    if (seen.has(p.office.region)) continue
    seen.add(p.office.region)
    picked.add(p.slug)
  }
  return picked
}

/** Each service's leads (consultant slugs, most relevant first), for the services in `slugs`' order. */
export function planServiceLeads(slugs: readonly string[], people: readonly ConsultantPlan[]): Map<string, string[]> {
  const taken = homePartners(people)
  const leads = new Map<string, string[]>()
  for (const slug of slugs) {
    const focus = FOCUS[slug]
    if (!focus) continue
    const score = (p: ConsultantPlan) =>
      2 * p.functions.filter((f) => focus.functions.includes(f)).length + (focus.roles.includes(p.role) ? 3 : 0)
    const ranked = people
      .filter((p) => (p.role === 'Partner' || focus.roles.includes(p.role)) && !taken.has(p.slug) && score(p) > 0)
      .sort((a, b) => score(b) - score(a) || byText(a.slug, b.slug))
    const picked: ConsultantPlan[] = []
    const regions = new Set<string>()
    for (const p of ranked) {
      if (picked.length === SERVICE_LEAD_COUNT) break
      if (regions.has(p.office.region)) continue
      regions.add(p.office.region)
      picked.push(p)
    }
    for (const p of ranked) {
      if (picked.length === SERVICE_LEAD_COUNT) break
      if (!picked.includes(p)) picked.push(p)
    }
    for (const p of picked) taken.add(p.slug)
    leads.set(
      slug,
      picked.map((p) => p.slug),
    )
  }
  return leads
}
