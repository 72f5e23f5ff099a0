import { bySlug, type DocId, type SeedContext } from './context'
import { clientsOf, FUNCTIONS, INDUSTRIES, inlineName, type ExpertiseData, type SubsectorData } from './data/expertise'
import { richText, type RichText } from '@/lib/lexical'
import { meta } from './meta'
import { indefinite, joinList } from './words'

/** An area's text: the summary is the page's standfirst and the subsectors its "Specialist areas" list, so neither repeats here. */
function areaBody(area: ExpertiseData, kind: 'industry' | 'function'): RichText {
  const [t1, t2, t3] = area.themes
  const who = clientsOf(area)
  return richText([
    { h2: 'What our clients are facing' },
    kind === 'industry'
      ? `${capitalise(who)} tell us their leadership agenda is dominated by ${t1}, ${t2} and ${t3}. The leaders who succeed combine sector depth with the ability to lead change across the whole organisation.`
      : `The questions we hear most from ${who} are about ${t1}, ${t2} and ${t3}. The role is broader than it was five years ago, and the best candidates are in demand across sectors.`,
    practiceKnowledge(area, kind),
    { h2: 'Roles we recruit' },
    { ul: area.roles },
  ])
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Why the practice knows its field, in a different sentence for each area next to another in its list
 * (industries and functions are listed side by side and found together in search). `n` is the area as
 * it reads inside a sentence ("chief executive", "manufacturing").
 */
const KNOWLEDGE: Readonly<Record<'industry' | 'function', ReadonlyArray<(n: string) => string>>> = {
  industry: [
    () =>
      'Our consultants spend their careers in this market. They know its leaders, follow their progress over many years and understand what distinguishes the exceptional from the merely experienced.',
    (n) =>
      `Most of our partners in this practice have worked in ${n} or alongside it. They know who is ready for a bigger role, and who is quietly being approached by competitors.`,
    (n) =>
      `We keep track of the leaders in ${n} between searches, not only during them, so a shortlist starts from people we have met and references we trust.`,
    (n) =>
      `Our researchers map the ${n} leadership market all year: who leads which business, how their teams have performed and who is likely to move next.`,
    (n) =>
      `Boards come back to us for ${n} appointments because we tell them plainly how their internal candidates compare with the market, before a search begins.`,
    (n) =>
      `Every ${n} search is led by a partner who has made appointments like it before, with researchers who know the field’s companies by name.`,
  ],
  function: [
    (n) =>
      `Our ${n} practice has made appointments in most sectors and regions, and knows how the role differs between a listed company, a family business and a private-equity portfolio.`,
    (n) =>
      `Boards come back to us for ${n} appointments because we tell them plainly how their internal candidates compare with the market, before a search begins.`,
    (n) =>
      `Every ${n} search is led by a partner who has made appointments like it before, with researchers who follow the people in these roles across industries.`,
    () =>
      'Our consultants spend their careers around this role. They know the people in it, follow their progress over many years and understand what distinguishes the exceptional from the merely experienced.',
  ],
}

/** The practice's knowledge of its field: by the area's place in its list, so neighbours never read alike. */
export function practiceKnowledge(area: ExpertiseData, kind: 'industry' | 'function'): string {
  const list = kind === 'industry' ? INDUSTRIES : FUNCTIONS
  const forms = KNOWLEDGE[kind]
  return forms[Math.max(0, list.indexOf(area)) % forms.length]!(inlineName(area))
}

/**
 * How a subsector's summary reads, by its place in the list: siblings shown one under another never read
 * alike. An industry's subsector is a field of companies; a function's is a set of roles or a kind of
 * work ("group and divisional CFOs", "planned transitions overseen by the board"), so it reads otherwise.
 */
const SUMMARIES: Readonly<Record<'industry' | 'function', ReadonlyArray<(focus: string) => string>>> = {
  industry: [
    (focus) => `Leadership appointments and advice for ${focus}.`,
    (focus) => `Chief executives, directors and senior leaders for ${focus}.`,
    (focus) => `We find the leaders of ${focus} and advise their boards.`,
    (focus) => `Searches, leadership assessments and board advice for ${focus}.`,
    (focus) => `Senior appointments and succession plans for ${focus}.`,
  ],
  function: [
    (focus) => `Search, assessment and advice covering ${focus}.`,
    (focus) => `A specialist team for ${focus}.`,
    (focus) => `Our specialist search and advice: ${focus}.`,
    (focus) => `Appointments and succession plans covering ${focus}.`,
    (focus) => `Focused on ${focus}, from the brief to a new leader’s first year.`,
  ],
}

export function subsectorSummary(
  sub: SubsectorData,
  index: number,
  kind: 'industry' | 'function' = 'industry',
): string {
  const forms = SUMMARIES[kind]
  return forms[index % forms.length]!(sub.focus)
}

/**
 * Why a client would come to a subsector's team, after its own knowledge of the field: two of these, a
 * different pair for each sibling, so pages listed side by side do not repeat one another.
 */
const REASONS: ReadonlyArray<(area: ExpertiseData, sub: SubsectorData) => string> = [
  (area) => `Connections across the wider ${area.title} practice and every region`,
  () => 'Rigorous assessment and diverse shortlists as standard',
  (_, sub) => `Partners who have appointed leaders in ${sub.title} for a decade or more`,
  () => 'References taken in depth, beyond the names a candidate offers',
  () => 'Support through a new leader’s first year, not only the appointment',
  (area) => `Advice on ${area.themes[0]}, from people who have seen it done`,
]

function subsectorReasons(area: ExpertiseData, sub: SubsectorData, index: number): string[] {
  return [REASONS[index % REASONS.length]!(area, sub), REASONS[(index + 3) % REASONS.length]!(area, sub)]
}

/**
 * The first sentence of a subsector's text, about its team. The summary above it already ends in the team's
 * focus, so this names the field by its title and says something else about the team. Consecutive
 * subsectors take consecutive phrasings, starting at the area's place in the list: siblings (five at most)
 * never open alike, and neither do the first subsectors of two practices next to each other.
 */
const OPENINGS: ReadonlyArray<(area: ExpertiseData, sub: SubsectorData, index: number) => string> = [
  (area, sub) =>
    `Within the ${area.title} practice, our ${sub.title} team advises on the role before searching for the person, because in this field the brief often changes once a board has seen the market.`,
  (area, sub, index) =>
    `Our ${sub.title} team works alongside ${neighbourOf(area, sub, index)} in the ${area.title} practice, and it concentrates on one field and the people who lead it.`,
  (_, sub) =>
    `Clients in this field deal with specialists from the first conversation: our ${sub.title} team works on nothing else.`,
  (_, sub) =>
    `Our ${sub.title} team assesses a board’s own candidates as carefully as those from outside, so the two can be weighed side by side.`,
  (_, sub) =>
    `Many of the boards our ${sub.title} team works for come back to it over several appointments, so it knows how their organisations actually run.`,
  (_, sub) =>
    `Behind every shortlist from our ${sub.title} team is a map of this field’s leaders, kept up to date by researchers who follow it all year.`,
]

/** The team a subsector's own works beside: the next one in its area's list. */
function neighbourOf(area: ExpertiseData, sub: SubsectorData, index: number): string {
  const next = area.subsectors[(index + 1) % area.subsectors.length]
  return next && next.slug !== sub.slug ? `the ${next.title} team` : 'the other specialist teams'
}

/** Where each area's subsectors start in the rotation of openings: its place among all industries and functions. */
const AREA_PLACE = new Map([...INDUSTRIES, ...FUNCTIONS].map((area, place) => [area.slug, place]))

/** The opening sentence of a subsector's text (see `OPENINGS`). */
export function subsectorOpening(area: ExpertiseData, sub: SubsectorData, index: number): string {
  const at = ((AREA_PLACE.get(area.slug) ?? 0) + index) % OPENINGS.length
  return OPENINGS[at]!(area, sub, index)
}

/**
 * A subsector's text: its team, then what leaders in its field are grappling with. Its recent assignments
 * differ from its siblings' (they are listed side by side in search).
 */
export function subsectorBody(area: ExpertiseData, sub: SubsectorData, index: number): RichText {
  const recent = [0, 1, 2].map((k) => area.roles[(index + k) % area.roles.length]!)
  return richText([
    `${subsectorOpening(area, sub, index)} ${sub.challenge}`,
    { h2: 'Why clients work with us' },
    {
      ul: [
        `${capitalise(indefinite(sub.title))} ${sub.title} team that knows the leaders in its field`,
        ...subsectorReasons(area, sub, index),
      ],
    },
    `Recent appointments include ${joinList(recent.map((role) => `${indefinite(role)} ${role}`))}.`,
  ])
}

/**
 * The key of an area's picture among the seeded images, or of one of its subsectors' (src/cms/seed/images.ts):
 * a subsector has its own, so its page does not repeat the practice's.
 */
export const expertisePictureKey = (kind: 'industry' | 'function', areaSlug: string, subsectorSlug?: string) =>
  subsectorSlug === undefined ? `${kind}-${areaSlug}` : `${kind}-${areaSlug}-${subsectorSlug}`

async function seedArea(
  ctx: SeedContext,
  collection: 'industries' | 'functions',
  area: ExpertiseData,
  images: Map<string, DocId>,
): Promise<DocId> {
  const kind = collection === 'industries' ? 'industry' : 'function'
  const imageOf = (subsectorSlug?: string) => {
    const image = images.get(expertisePictureKey(kind, area.slug, subsectorSlug))
    return image !== undefined ? { image } : {}
  }
  return ctx.ensure(collection, area.slug, bySlug, () => ({
    title: area.title,
    slug: area.slug,
    summary: area.summary,
    body: areaBody(area, kind),
    ...imageOf(),
    subsectors: area.subsectors.map((sub, index) => ({
      title: sub.title,
      slug: sub.slug,
      summary: subsectorSummary(sub, index, kind),
      body: subsectorBody(area, sub, index),
      ...imageOf(sub.slug),
    })),
    meta: meta(area.summary),
  }))
}

/** Industries (with the fixed technology/north-america-technology subsector) and functions. */
export async function seedExpertise(
  ctx: SeedContext,
  images: Map<string, DocId>,
): Promise<{ industries: Map<string, DocId>; functions: Map<string, DocId> }> {
  const industries = new Map<string, DocId>()
  const functions = new Map<string, DocId>()
  for (const area of INDUSTRIES) industries.set(area.slug, await seedArea(ctx, 'industries', area, images))
  for (const area of FUNCTIONS) functions.set(area.slug, await seedArea(ctx, 'functions', area, images))
  return { industries, functions }
}
