import { JUNIOR_ROLES } from '@/content/consultants/people-pick'
import { slugify } from '@/content/shared/slug-field'
import type { ConsultantPlan } from './consultants'
import { bySlug, type DocId, type SeedContext } from './context'
import { daysAfterEpoch } from './dates'
import { GUEST_SPEAKERS } from './data/names'
import { WEBINARS } from './data/webinars'
import { richText } from '@/lib/lexical'
import { meta } from './meta'
import { rngFor } from './random'

const EVENTS_ORIGIN = 'https://events.arden-hale.example'

/** The key of a webinar's poster among the seeded images (src/cms/seed/images.ts). */
export const webinarPictureKey = (slug: string) => `webinar-${slug}`

/** A webinar guest's slug, from their name: their portrait's file name and seed key. */
export const guestSlug = (name: string) => slugify(name)

/** The key of a webinar guest's portrait among the seeded images. */
export const guestPortraitKey = (name: string) => `portrait-guest-${guestSlug(name)}`

/** A webinar's guests from outside the firm, in its order. */
export const webinarGuests = (w: (typeof WEBINARS)[number]) =>
  w.guests.map((g) => GUEST_SPEAKERS[g % GUEST_SPEAKERS.length]!)

/** Each webinar's speakers from the firm, one or two, in `WEBINARS`' order. */
export function planWebinarSpeakers(consultantsPlan: readonly ConsultantPlan[]): ConsultantPlan[][] {
  const rng = rngFor('webinars')
  // the firm speaks through its senior people: an associate presenting a webinar reads as a fault
  const senior = consultantsPlan.filter((c) => !JUNIOR_ROLES.includes(c.role))
  return WEBINARS.map(() => rng.sample(senior, rng.int(1, 2)))
}

/** ~10 webinars: past ones with a recording, upcoming ones (after the epoch) with registration. */
export async function seedWebinars(
  ctx: SeedContext,
  consultantsPlan: readonly ConsultantPlan[],
  refs: { consultants: Map<string, DocId>; images: Map<string, DocId> },
): Promise<void> {
  const speakerPlan = planWebinarSpeakers(consultantsPlan)
  for (const [i, w] of WEBINARS.entries()) {
    const speakers = speakerPlan[i]!.map((c) => refs.consultants.get(c.slug)!)
    const upcoming = w.offsetDays > 0
    const image = refs.images.get(webinarPictureKey(w.slug))
    await ctx.ensure('webinars', w.slug, bySlug, () => ({
      title: w.title,
      slug: w.slug,
      date: daysAfterEpoch(w.offsetDays, 15),
      durationMinutes: w.durationMinutes,
      speakers,
      guestSpeakers: webinarGuests(w).map(({ name, role }) => {
        const photo = refs.images.get(guestPortraitKey(name))
        return { name, role, ...(photo !== undefined ? { photo } : {}) }
      }),
      summary: w.summary,
      content: richText(w.content),
      ...(image !== undefined ? { image } : {}),
      ...(upcoming
        ? { registrationUrl: `${EVENTS_ORIGIN}/register/${w.slug}` }
        : { recordingUrl: `${EVENTS_ORIGIN}/recordings/${w.slug}` }),
      meta: meta(w.summary),
    }))
  }
}
