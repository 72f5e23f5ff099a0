import type { Payload } from 'payload'
import { planConsultants, seedConsultants } from './consultants'
import { SeedContext } from './context'
import { FUNCTIONS, INDUSTRIES } from './data/expertise'
import { CATEGORIES } from './data/insights'
import { OFFICES } from './data/offices'
import { CONSULTANT_COUNT, pageDefinitions } from './data/pages'
import { REGIONS } from './data/regions'
import { SERVICES_EN, SERVICES_FR } from './data/services'
import { WEBINARS } from './data/webinars'
import { seedExpertise } from './expertise'
import { imageSpecs, seedImages } from './images'
import { INSIGHTS_PER_CATEGORY, seedInsightCategories, seedInsights } from './insights'
import { seedOffices } from './offices'
import { seedPages } from './pages'
import { seedRedirects, SEED_REDIRECTS } from './redirects'
import { seedRegions } from './regions'
import { seedServiceLeads, seedServices } from './services'
import { seedSiteSettings } from './site-settings'
import { seedUsers } from './users'
import { seedWebinars } from './webinars'
import { SEED_USERS } from './credentials'

/** Minimum number of documents per collection after a seed (what integration tests check). */
export const SEED_COUNTS = {
  pages: pageDefinitions(new Map()).length,
  services: SERVICES_EN.length + SERVICES_FR.length,
  industries: INDUSTRIES.length,
  functions: FUNCTIONS.length,
  consultants: CONSULTANT_COUNT,
  offices: OFFICES.length,
  regions: REGIONS.length,
  insights: CATEGORIES.length * INSIGHTS_PER_CATEGORY,
  'insight-categories': CATEGORIES.length,
  webinars: WEBINARS.length,
  redirects: SEED_REDIRECTS.length,
  media: imageSpecs().length,
  users: SEED_USERS.length,
} as const

export type SeedResult = {
  created: number
  skipped: number
  /** Created/skipped per collection (and the site-settings global). */
  byCollection: Record<string, { created: number; skipped: number }>
}

export type SeedOptions = { log?: (message: string) => void }

/**
 * Loads the deterministic demo content. Idempotent: every document has a natural key and is
 * created only when missing, so a second run creates nothing and changes nothing.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const ctx = new SeedContext(payload, log)
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    const before = ctx.created
    const out = await run()
    log(`  ${label}: ${ctx.created - before} created (${Math.round(performance.now() - started)} ms)`)
    return out
  }

  await step('users', () => seedUsers(ctx))
  const images = await step('media', () => seedImages(ctx))
  const regions = await step('regions', () => seedRegions(ctx))
  const services = await step('services', () => seedServices(ctx, images))
  const { industries, functions } = await step('industries and functions', () => seedExpertise(ctx, images))
  const offices = await step('offices', () => seedOffices(ctx, regions, services.ids, images))
  const consultantsPlan = planConsultants()
  const consultants = await step('consultants', () =>
    seedConsultants(ctx, { offices, regions, industries, functions, images }),
  )
  await step('service leads', () => seedServiceLeads(ctx, services, consultantsPlan, consultants))
  const categories = await step('insight categories', () => seedInsightCategories(ctx))
  await step('insights', () =>
    seedInsights(ctx, consultantsPlan, { categories, consultants, industries, functions, images }),
  )
  await step('webinars', () => seedWebinars(ctx, consultantsPlan, { consultants, images }))
  await step('pages', () => seedPages(ctx, images, consultants))
  await step('redirects', () => seedRedirects(ctx))
  await step('site settings', () => seedSiteSettings(ctx, images))

  return {
    created: ctx.created,
    skipped: ctx.skipped,
    byCollection: Object.fromEntries(ctx.tally.entries()),
  }
}

export { ADMIN_CREDENTIALS, EDITOR_CREDENTIALS } from './credentials'
