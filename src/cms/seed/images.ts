import sharp from 'sharp'
import { byAlt, type DocId, type SeedContext } from './context'
import { artSvg, INK, type Framing, type Motif } from './art'
import { cityCharacter, describeCity } from './city'
import { planConsultants } from './consultants'
import { INSIGHT_PICTURES_PER_CATEGORY } from './insight-pictures'
import { planInsights } from './insights'
import { FUNCTIONS, INDUSTRIES } from './data/expertise'
import { CATEGORIES } from './data/insights'
import { expertisePictureKey } from './expertise'
import { SERVICES_EN } from './data/services'
import { BRAND_NAME } from './brand'
import { officePictureKey, planOffices } from './offices'
import { placedPortrait, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg, teamSvg, type Sitter } from './portraits'
import { guestPortraitKey, guestSlug, planWebinarSpeakers, webinarGuests, webinarPictureKey } from './webinars'
import { WEBINARS } from './data/webinars'
import { GUEST_SPEAKERS } from './data/names'
import { rngFor, type Rng } from './random'
import { bySeniority } from '@/content/consultants/people-pick'

/**
 * Demo images, drawn locally as SVG (no text, so no fonts are needed) and encoded to JPEG with sharp;
 * nothing is downloaded. Every picture goes into the media collection, so an editor can replace it.
 * Sources and licences: docs/assets-licences.md.
 */
type ImageSpec = {
  key: string
  alt: string
  name: string
  width: number
  height: number
  svg: () => string
  /** The drawing a motif picture is made of (none for portraits and webinar art). */
  motif?: Motif
}

function gradient(id: string, from: string, to: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180
  const x2 = (50 + Math.cos(rad) * 50).toFixed(1)
  const y2 = (50 + Math.sin(rad) * 50).toFixed(1)
  const x1 = (100 - Number(x2)).toFixed(1)
  const y1 = (100 - Number(y2)).toFixed(1)
  return `<linearGradient id="${id}" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/**
 * A webinar's poster: a play symbol over soft rings, beside the portraits of the firm's speakers, so
 * each webinar has a picture of its own and its card shows who speaks.
 */
export function webinarSvg(width: number, height: number, rng: Rng, speakers: readonly Sitter[]): string {
  const [dark, mid, light] = [INK.navy, INK.mid, INK.pale]
  // the speakers stand to the right, 4:5 tiles a little apart, framed by a fine pale rule; one speaker
  // stands nearer the middle, so the picture holds no empty band; the play symbol centres on what is left
  // a panel of three or four (the firm's speakers and their guests) takes smaller tiles, leaving the
  // play symbol a third of the width
  const gap = Math.round(width * 0.02)
  const n = speakers.length
  const fit = n > 2 ? (width * 0.64 - (n - 1) * gap) / n : Infinity
  const tileWidth = Math.round(Math.min((height * 0.64 * 4) / 5, fit))
  const tileHeight = Math.round((tileWidth * 5) / 4)
  const from =
    n === 1
      ? Math.round(width * 0.68 - tileWidth / 2)
      : width - Math.round(width * 0.06) - n * tileWidth - (n - 1) * gap
  const cx = n ? Math.round(from / 2) : width / 2
  const cy = height / 2
  const rings = [0.18, 0.28, 0.4, 0.55].map(
    (f) =>
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(height * f)}" fill="none" stroke="${light}" stroke-opacity="${(0.15 + rng.next() * 0.15).toFixed(2)}" stroke-width="${rng.int(2, 6)}"/>`,
  )
  const s = Math.round(height * 0.1)
  const top = Math.round((height - tileHeight) / 2)
  const tiles = speakers.map((person, i) => {
    const x = from + i * (tileWidth + gap)
    const box = { x, y: top, width: tileWidth, height: tileHeight }
    return `${placedPortrait(person, box)}<rect x="${x}" y="${top}" width="${tileWidth}" height="${tileHeight}" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="3"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', dark, mid, rng.int(30, 150))}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${rings.join('\n')}
<path d="M${cx - s * 0.7} ${cy - s} L${cx + s} ${cy} L${cx - s * 0.7} ${cy + s} Z" fill="${light}" opacity="0.9"/>
${tiles.join('\n')}
</svg>`
}

/** Names as a sentence's list ("A, B and C"). */
const listOf = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/** Sitters' names and roles as a sentence's list ("A, Partner, London; B, … and C, …"). */
function listOfNames(sitters: readonly Sitter[]): string {
  const plans = new Map(planConsultants().map((c) => [c.slug, c]))
  return listOf(sitters.map((s) => plans.get(s.slug)!).map((c) => `${c.name} (${c.role}, ${c.office.city})`))
}

/**
 * The six people of the home page's first picture: the most senior of six naming cultures, three
 * women and three men, each seated beside and above someone of the other gender.
 */
export function homeLeaders(): Sitter[] {
  const seen = new Set<string>()
  const by: Record<Sitter['gender'], Sitter[]> = { woman: [], man: [] }
  for (const c of bySeniority(planConsultants())) {
    if (!c.portrait || seen.has(c.culture) || by[c.gender].length === 3) continue
    seen.add(c.culture)
    by[c.gender].push({ slug: c.slug, gender: c.gender, culture: c.culture })
  }
  const [m, w] = [by.man, by.woman]
  return [m[0], w[0], m[1], w[1], m[2], w[2]].filter((p): p is Sitter => p !== undefined)
}

/**
 * The home page's slides: drawings no insight card uses, so the latest insights below never repeat the
 * picture above them. The boards slide leads to board services and shares the services' colonnade.
 */
/** The home carousel's drawn slides after the first, which shows the firm's people (`homeLeaders`). */
const HOME_SLIDES = [
  {
    key: 'boards',
    motif: 'colonnade',
    subject: 'a colonnade of arches with one doorway lit in gold, for board services',
  },
  { key: 'growth', motif: 'contours', subject: 'layered hills under a rising gold sun, for growth' },
] as const satisfies ReadonlyArray<{ key: string; motif: Motif; subject: string }>

/** The fixed pages' banners: about (the firm worldwide), responsibility (a landscape), the growth e-book, survey panel. */
const PAGE_BANNERS = [
  { motif: 'globe', subject: 'a globe of meridians with offices marked and joined by gold arcs' },
  { motif: 'contours', subject: 'layered hills under a low gold sun' },
  { motif: 'steps', subject: 'steps rising to an open gold door' },
  { motif: 'network', subject: 'people as points joined around a gold centre' },
] as const satisfies ReadonlyArray<{ motif: Motif; subject: string }>

/** Heroes of the pages that lead to a conversation: the services, the contact page and every thank-you page. */
const NAMED_BANNERS = [
  {
    key: 'page-services',
    motif: 'colonnade',
    subject: 'a colonnade of arches with one doorway lit in gold, for our services',
  },
  {
    key: 'page-contact',
    motif: 'conversation',
    subject:
      'two people in armchairs turned to each other across a low table with two cups, one raising a hand to speak',
  },
  {
    key: 'page-thank-you',
    motif: 'letter',
    subject: 'an envelope with its letter drawn out, sealed in gold',
  },
  {
    key: 'page-expertise',
    motif: 'terrain',
    subject: 'a relief map of contour rings with our practices pinned and joined, for our expertise',
  },
] as const satisfies ReadonlyArray<{ key: string; motif: Motif; subject: string }>

/**
 * Each service's hero: a drawing of what the service does, used by no other page and by no insight card
 * (service pages list insights). Board services keep the services' colonnade, as the home page's boards
 * slide does; a service added later shows it too until it is given a drawing here.
 */
const SERVICES_PICTURE = { motif: 'colonnade', subject: 'a colonnade of arches with one doorway lit in gold' } as const
const SERVICE_PICTURES: Readonly<Record<string, { motif: Motif; subject: string }>> = {
  'executive-search': {
    motif: 'lens',
    subject: 'a magnifying lens over a field of scattered points, the one it finds enlarged in gold',
  },
  'board-services': SERVICES_PICTURE,
  'executive-assessment': {
    motif: 'radar',
    subject: 'a radar chart of a leader’s strengths, the strongest point in gold',
  },
  'executive-onboarding': {
    motif: 'milestones',
    subject: 'a road with milestones winding over open land to a gold flag on the horizon',
  },
  'interim-management': { motif: 'helm', subject: 'a ship’s wheel, the handle at its top in gold' },
  'succession-planning': {
    motif: 'growth-rings',
    subject: 'the growth rings of a cut tree trunk, one ring in gold',
  },
}
const HERO = { width: 1280, height: 720 }
const CARD = { width: 1200, height: 675 }

function art(motif: Motif, key: string, size: { width: number; height: number }, framing?: Framing): () => string {
  return () => artSvg(motif, size.width, size.height, rngFor(key), undefined, framing)
}

/** The full, fixed list of demo images: a portrait per consultant, pictures per page kind and topic. */
export function imageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = []
  for (const c of planConsultants()) {
    if (!c.portrait) continue
    specs.push({
      key: `portrait-${c.slug}`,
      // a portrait's alt text is the person's name, as on every card
      alt: c.name,
      name: `portrait-${c.slug}.jpg`,
      width: PORTRAIT_WIDTH,
      height: PORTRAIT_HEIGHT,
      svg: () => portraitSvg(c.slug, c.gender, c.culture),
    })
  }
  // one picture per article, its motif and framing chosen with the article's plan
  const insights = planInsights(planConsultants()).sort(
    (a, b) =>
      CATEGORIES.findIndex((c) => c.slug === a.category) - CATEGORIES.findIndex((c) => c.slug === b.category) ||
      a.hero.localeCompare(b.hero, 'en', { numeric: true }),
  )
  for (const i of insights) {
    const { motif, subject, framing } = i.picture
    const category = CATEGORIES.find((c) => c.slug === i.category)!
    const n = Number(i.hero.slice(i.hero.lastIndexOf('-') + 1))
    specs.push({
      key: i.hero,
      alt: `Illustration for ${category.title}: ${subject}, on ${framing.ground} (${n + 1} of ${INSIGHT_PICTURES_PER_CATEGORY})`,
      name: `insight-${category.slug}-${n + 1}.jpg`,
      ...CARD,
      svg: art(motif, i.hero, CARD, framing),
      motif,
    })
  }
  // the home page opens on the firm's people: six colleagues of six backgrounds, most senior first
  specs.push({
    key: 'carousel-leaders',
    // a screen reader hears whom the picture shows, in its order (left to right, top row first)
    alt: `Illustrated portraits of six ${BRAND_NAME} consultants, side by side: ${listOfNames(homeLeaders())}`,
    name: 'home-slide-leaders.jpg',
    ...HERO,
    svg: () => teamSvg(homeLeaders(), HERO.width, HERO.height, 3),
  })
  for (const s of HOME_SLIDES) {
    const key = `carousel-${s.key}`
    specs.push({
      key,
      alt: `Illustration: ${s.subject}`,
      name: `home-slide-${s.key}.jpg`,
      ...HERO,
      svg: art(s.motif, key, HERO),
      motif: s.motif,
    })
  }
  PAGE_BANNERS.forEach((b, i) => {
    const key = `page-${i}`
    specs.push({
      key,
      alt: `Illustration: ${b.subject}`,
      name: `page-banner-${i + 1}.jpg`,
      ...HERO,
      svg: art(b.motif, key, HERO),
      motif: b.motif,
    })
  })
  for (const b of NAMED_BANNERS) {
    specs.push({
      key: b.key,
      alt: `Illustration: ${b.subject}`,
      name: `${b.key}.jpg`,
      ...HERO,
      svg: art(b.motif, b.key, HERO),
      motif: b.motif,
    })
  }
  // the careers page shows the people one would work with
  const colleagues = planConsultants()
    .filter((c) => c.portrait)
    .filter((_, i) => i % 14 === 3)
    .slice(0, 10)
  specs.push({
    key: 'careers-team',
    alt: `Illustrated portraits of ten ${BRAND_NAME} consultants, side by side: ${listOfNames(colleagues)}`,
    name: 'careers-team.jpg',
    ...HERO,
    svg: () =>
      teamSvg(
        colleagues.map((c) => ({ slug: c.slug, gender: c.gender, culture: c.culture })),
        HERO.width,
        HERO.height,
        5,
      ),
  })
  for (const [kind, areas, motif, subject] of [
    ['industry', INDUSTRIES, 'contours', 'layered hills under a low gold sun'],
    ['function', FUNCTIONS, 'network', 'people as points joined around a gold centre'],
  ] as const) {
    for (const a of areas) {
      const key = expertisePictureKey(kind, a.slug)
      specs.push({
        key,
        alt: `Illustration for our ${a.title} practice: ${subject}`,
        name: `${key}.jpg`,
        ...HERO,
        svg: art(motif, key, HERO),
        motif,
      })
      // a subsector's hero: its practice's motif, composed afresh from its own key
      for (const sub of a.subsectors) {
        const subKey = expertisePictureKey(kind, a.slug, sub.slug)
        specs.push({
          key: subKey,
          alt: `Illustration for our ${sub.title} work: ${subject}`,
          name: `${subKey}.jpg`,
          ...HERO,
          svg: art(motif, subKey, HERO),
          motif,
        })
      }
    }
  }
  for (const s of SERVICES_EN) {
    const key = `service-${s.slug}`
    const { motif, subject } = SERVICE_PICTURES[s.slug] ?? SERVICES_PICTURE
    specs.push({
      key,
      alt: `Illustration for ${s.title}: ${subject}`,
      name: `service-${s.slug}.jpg`,
      ...HERO,
      svg: art(motif, key, HERO),
      motif,
    })
  }
  // each office's city has a character of its own (sky, land, skyline, landmark), by its place in the list
  planOffices().forEach((o, n) => {
    const key = officePictureKey(o.slug)
    const character = cityCharacter(n, o.city)
    specs.push({
      key,
      alt: `Illustration for our ${o.city} office: ${describeCity(character)}, drawn in blue-greys and gold`,
      name: `office-${o.slug}.jpg`,
      ...HERO,
      svg: () => artSvg('city', HERO.width, HERO.height, rngFor(key), character),
      motif: 'city',
    })
  })
  // each webinar's poster shows its panel: its speakers from the firm, then its guests
  const speakers = planWebinarSpeakers(planConsultants())
  WEBINARS.forEach((w, i) => {
    const guests = webinarGuests(w)
    const people = [
      ...(speakers[i] ?? []).map((c) => ({ name: c.name, slug: c.slug, gender: c.gender, culture: c.culture })),
      ...guests.map((g) => ({
        name: g.name,
        slug: `guest-${guestSlug(g.name)}`,
        gender: g.gender,
        culture: g.culture,
      })),
    ]
    const names = listOf(people.map((p) => p.name))
    specs.push({
      key: webinarPictureKey(w.slug),
      alt: names
        ? `A play symbol beside illustrated portraits of ${names}, speakers of the webinar “${w.title}”`
        : `A play symbol within concentric rings, marking the webinar “${w.title}”`,
      name: `webinar-${w.slug}.jpg`,
      ...CARD,
      svg: () =>
        webinarSvg(
          CARD.width,
          CARD.height,
          rngFor(`webinar-${w.slug}`),
          people.map(({ slug, gender, culture }) => ({ slug, gender, culture })),
        ),
    })
  })
  // the webinars' guests, drawn as the firm's people are (last, so the pictures above keep their ids)
  for (const g of GUEST_SPEAKERS) {
    const slug = guestSlug(g.name)
    specs.push({
      key: guestPortraitKey(g.name),
      alt: g.name,
      name: `portrait-guest-${slug}.jpg`,
      width: PORTRAIT_WIDTH,
      height: PORTRAIT_HEIGHT,
      svg: () => portraitSvg(`guest-${slug}`, g.gender, g.culture),
    })
  }
  return specs
}

type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** How many pictures are encoded ahead of the upload that is under way (sharp works off the main thread). */
const RENDER_AHEAD = 4

// JPEG, not WebP: Payload reads every WebP upload as a possibly animated picture and decodes and
// re-encodes it (at WebP's default effort), which cost the seed more than drawing and encoding the
// pictures themselves; a JPEG is stored as given (docs/performance.md#npm-start-on-a-fresh-clone).
// Full colour resolution keeps the gold accents sharp; visitors get next/image's AVIF or WebP of it.
function render(spec: ImageSpec): Promise<UploadFile> {
  return sharp(Buffer.from(spec.svg()))
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer()
    .then((data) => ({ data, mimetype: 'image/jpeg', name: spec.name, size: data.length }))
}

/**
 * Creates the images that do not exist yet (matched by alt text); returns key → media id. Only missing
 * pictures are drawn; they are encoded a few ahead while the previous ones are stored, in a fixed order.
 */
export async function seedImages(ctx: SeedContext): Promise<Map<string, DocId>> {
  const ids = new Map<string, DocId>()
  const existing = await ctx.existing('media', byAlt)
  const specs = imageSpecs()
  const missing = specs.filter((s) => !existing.has(s.alt))
  const files = new Map<string, Promise<UploadFile>>()
  const queue = (n: number) => {
    const spec = missing[n]
    if (spec && !files.has(spec.key)) files.set(spec.key, render(spec))
  }
  for (let n = 0; n < RENDER_AHEAD; n += 1) queue(n)
  let next = 0
  for (const spec of specs) {
    let file: UploadFile | undefined
    if (!existing.has(spec.alt)) {
      queue(next + RENDER_AHEAD)
      file = await files.get(spec.key)
      files.delete(spec.key)
      next += 1
    }
    ids.set(spec.key, await ctx.ensure('media', spec.alt, byAlt, () => ({ alt: spec.alt }), { file }))
  }
  return ids
}
