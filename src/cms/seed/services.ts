import { callToAction, contactForm, content, hero } from './blocks'
import { bySlugAndLanguage, type DocId, type SeedContext } from './context'
import { SERVICES_EN, SERVICES_FR, type ServiceData } from './data/services'
import { meta } from './meta'

/**
 * A service page's blocks. Where the page has a form, its call to action comes right before it and
 * the page shows it as the form's introduction (one next step, not a button and a form).
 */
export function serviceLayout(s: ServiceData, image: DocId | undefined) {
  return [
    hero(s.heroHeading, s.heroSubheading, { image }),
    content(undefined, s.body),
    callToAction(s.cta.heading, s.cta.text, s.cta.label, s.cta.href),
    // the topic the dropdown does not list: the page's form sends it (form 9 or 10)
    ...(s.formTopic ? [contactForm('default', undefined, s.formTopic)] : []),
  ]
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

/** English services (six) and their French twins (five); returns the English slug → id. */
export async function seedServices(ctx: SeedContext, images: Map<string, DocId>): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  for (const s of SERVICES_EN) {
    ids.set(s.slug, await seedService(ctx, s, images.get(`service-${s.slug}`)))
  }
  for (const s of SERVICES_FR) {
    await seedService(ctx, s, images.get(`service-${s.slug}`))
  }
  return ids
}
