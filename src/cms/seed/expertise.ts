import { bySlug, type DocId, type SeedContext } from './context'
import { clientsOf, FUNCTIONS, INDUSTRIES, type ExpertiseData, type SubsectorData } from './data/expertise'
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
    'Our consultants spend their careers in this market. They know the leaders, follow their progress over many years and understand what distinguishes the exceptional from the merely experienced.',
    { h2: 'Roles we recruit' },
    { ul: area.roles },
  ])
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** How a subsector's summary reads, by its place in the list: siblings shown one under another never read alike. */
const SUMMARIES: ReadonlyArray<(focus: string) => string> = [
  (focus) => `Leadership appointments and advice for ${focus}.`,
  (focus) => `Chief executives, directors and senior leaders for ${focus}.`,
  (focus) => `We find the leaders of ${focus} and advise their boards.`,
  (focus) => `Searches, leadership assessments and board advice for ${focus}.`,
  (focus) => `Senior appointments and succession plans for ${focus}.`,
]

function subsectorSummary(sub: SubsectorData, index: number): string {
  return SUMMARIES[index % SUMMARIES.length]!(sub.focus)
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

/** A subsector's text; its recent assignments differ from its siblings' (they are listed side by side in search). */
function subsectorBody(area: ExpertiseData, sub: SubsectorData, index: number): RichText {
  const recent = [0, 1, 2].map((k) => area.roles[(index + k) % area.roles.length]!)
  return richText([
    `Our ${sub.title} team works with ${sub.focus}. We recruit chief executives, board members and senior functional leaders, and advise on leadership assessment and succession.`,
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

async function seedArea(
  ctx: SeedContext,
  collection: 'industries' | 'functions',
  area: ExpertiseData,
  image: DocId | undefined,
): Promise<DocId> {
  return ctx.ensure(collection, area.slug, bySlug, () => ({
    title: area.title,
    slug: area.slug,
    summary: area.summary,
    body: areaBody(area, collection === 'industries' ? 'industry' : 'function'),
    ...(image !== undefined ? { image } : {}),
    subsectors: area.subsectors.map((sub, index) => ({
      title: sub.title,
      slug: sub.slug,
      summary: subsectorSummary(sub, index),
      body: subsectorBody(area, sub, index),
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
  for (const area of INDUSTRIES) {
    industries.set(area.slug, await seedArea(ctx, 'industries', area, images.get(`industry-${area.slug}`)))
  }
  for (const area of FUNCTIONS) {
    functions.set(area.slug, await seedArea(ctx, 'functions', area, images.get(`function-${area.slug}`)))
  }
  return { industries, functions }
}
