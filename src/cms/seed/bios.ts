import { BRAND_NAME } from './brand'
import { countryInText, indefinite, joinList } from './words'
import { hashString, type Rng } from './random'

/**
 * Demo consultants' biographies. A bio is three to five sentences, each slot worded one of several
 * ways, with a few slots only some people have (languages, a recent assignment, a role outside the
 * firm), so a visitor reading two profiles does not read one form twice. What a person does and how
 * long they have been here follow their seniority: an associate supports searches, a partner leads them.
 */

export type BioSubject = {
  name: string
  first: string
  role: string
  pronoun: 'she' | 'he'
  city: string
  country: string
  /** Practice names as they read in a sentence ("financial services"). */
  industries: readonly string[]
  /** The same practices' slugs, in the same order: a recent assignment is for a client of the first. */
  industrySlugs: readonly string[]
  /** Function names as they read in a sentence ("chief financial officer"). */
  functions: readonly string[]
  /** Languages beyond English the person works in, if any. */
  languages: readonly string[]
}

type Seniority = 'leader' | 'senior' | 'mid' | 'junior'

const SENIORITY: Record<string, Seniority> = {
  'Managing Partner': 'leader',
  'Office Leader': 'leader',
  'Practice Leader': 'leader',
  Partner: 'senior',
  'Director, Leadership Consulting': 'senior',
  'Senior Research Director': 'senior',
  Principal: 'mid',
  Consultant: 'mid',
  Associate: 'junior',
}

export const seniorityOf = (role: string): Seniority => SENIORITY[role] ?? 'mid'

/** Years at the firm, by seniority: an associate of twenty years reads as a fault. */
const YEARS: Record<Seniority, readonly [number, number]> = {
  leader: [12, 26],
  senior: [7, 20],
  mid: [3, 9],
  junior: [1, 4],
}

/** Careers before the firm, by seniority: a consultant who was a partner elsewhere reads as a fault. */
const BACKGROUNDS: Record<Seniority, readonly string[]> = {
  leader: [
    'was a partner at another international search firm',
    'served as chief operating officer of a regional industrial group',
    'worked in corporate finance and later led a private-equity portfolio company',
    'spent over a decade in strategy consulting, advising clients on growth and transformation',
    'led talent and leadership development for a large financial institution',
  ],
  senior: [
    'was a partner at another international search firm',
    'held senior human resources roles in two multinational groups',
    'worked in investment banking, focusing on mergers and acquisitions',
    'practised as a corporate lawyer before moving into leadership advisory',
    'worked in the public sector, including as an adviser to a government ministry',
    'held engineering and general-management roles in the energy sector',
    'built a career in marketing and general management at a global consumer-goods company',
  ],
  mid: [
    'worked in strategy consulting, advising clients on growth and transformation',
    'held human resources roles in a multinational group',
    'worked in investment banking, focusing on mergers and acquisitions',
    'led commercial teams in a fast-growing technology company',
    'worked in the research team of another search firm',
    'practised as a corporate lawyer',
  ],
  junior: [
    'worked in the research team of a boutique search firm',
    'was an analyst in a management consultancy',
    'recruited graduates and early-career talent for a professional-services firm',
    'worked in business development for a technology start-up',
    'was an associate in the deals team of an accounting firm',
  ],
}

const EDUCATION = [
  'an MBA from INSEAD',
  'an MBA from London Business School',
  'a master’s degree in economics from Bocconi University',
  'an MBA from IESE Business School',
  'a degree in law from the University of Cape Town',
  'a master’s degree in engineering from ETH Zürich',
  'an MBA from the Wharton School',
  'a degree in psychology from the University of Toronto',
  'a master’s degree in public policy from Sciences Po',
  'an MBA from the Indian Institute of Management Ahmedabad',
  'a degree in business administration from the University of São Paulo',
  'a master’s degree in finance from the National University of Singapore',
]

/** The languages a person of a naming culture works in besides English (none for English names). */
const LANGUAGES: Record<string, readonly string[]> = {
  french: ['French'],
  german: ['German'],
  dutch: ['Dutch', 'German'],
  nordic: ['Swedish'],
  italian: ['Italian', 'French'],
  spanish: ['Spanish'],
  lusophone: ['Portuguese', 'Spanish'],
  greek: ['Greek'],
  polish: ['Polish', 'German'],
  turkish: ['Turkish'],
  hispanic: ['Spanish'],
  gulf: ['Arabic'],
  arabic: ['Arabic', 'French'],
  'west-african': ['French'],
  'east-african': ['Swahili'],
  chinese: ['Mandarin', 'Cantonese'],
  japanese: ['Japanese'],
  korean: ['Korean'],
  indian: ['Hindi'],
  indonesian: ['Bahasa Indonesia'],
  thai: ['Thai'],
  filipino: ['Filipino'],
}

export const languagesOf = (culture: string): readonly string[] => LANGUAGES[culture] ?? []

/** Clients a search is done for, as a recent assignment names them (never a real company). */
const CLIENTS = [
  'a listed company after an activist investor joined its register',
  'a private-equity-backed business ahead of a sale',
  'a fast-growing scale-up building its first executive team',
  'a multinational consolidating its regional headquarters',
]

/**
 * Clients of each practice, so a person's recent assignment is in the sector they advise (a family-
 * business adviser's client is not a state-owned enterprise); a practice not listed takes `CLIENTS`.
 */
export const CLIENTS_BY_INDUSTRY: Record<string, readonly string[]> = {
  technology: ['a software company preparing to list its shares', 'a chip designer opening its first European sites'],
  'financial-services': [
    'a regional bank rebuilding its risk function after a merger',
    'an insurer moving its policies onto a new platform',
  ],
  'private-equity': [
    'a buyout fund’s portfolio company ahead of a sale',
    'a growth-equity investor building its bench of operating partners',
  ],
  healthcare: [
    'a hospital group bringing three regional networks together',
    'a medical-device maker entering home care',
  ],
  'life-sciences': [
    'a biotechnology company taking its first medicine to market',
    'a contract manufacturer doubling its capacity',
  ],
  'consumer-and-retail': [
    'a family-owned retailer moving its sales online',
    'a food and beverage group selling into new markets',
  ],
  industrial: ['an engineering group modernising its plants', 'an aerospace supplier after a change of ownership'],
  energy: ['a utility building out its renewable generation', 'an oil and gas company setting its transition plan'],
  'natural-resources': ['a mining company opening a new operation', 'a forestry group certifying its supply chain'],
  'real-estate-and-infrastructure': [
    'an infrastructure fund taking over a toll-road operator',
    'a property developer entering build-to-rent',
  ],
  'professional-services': [
    'a consulting partnership electing its next managing partner',
    'a law firm merging across two countries',
  ],
  'media-and-entertainment': [
    'a broadcaster moving its audience to streaming',
    'a publisher rebuilding its advertising business',
  ],
  telecommunications: [
    'a mobile operator separating its towers business',
    'a fibre network builder after its first acquisition',
  ],
  'transport-and-logistics': ['a logistics group automating its warehouses', 'an airline returning to growth'],
  'hospitality-and-leisure': ['a hotel group opening in new cities', 'a leisure operator after a change of ownership'],
  education: [
    'a university appointing its first chief operating officer',
    'an education company expanding into new countries',
  ],
  'public-sector': [
    'a government agency modernising its services',
    'a state-owned enterprise opening its board to independent directors',
  ],
  'non-profit': [
    'an international charity after the merger of two national bodies',
    'a foundation widening its grant-making',
  ],
  'family-business': [
    'a family-owned group preparing for its first non-family chief executive',
    'a family office professionalising its investment team',
  ],
  'sustainability-and-climate': [
    'a climate-technology company scaling up its first plants',
    'a carbon-markets business entering new countries',
  ],
}

const OUTSIDE_ROLES = [
  'is a trustee of a charity that mentors first-generation university students',
  'chairs the audit committee of a regional arts foundation',
  'sits on the advisory board of a business school’s leadership centre',
  'volunteers as a mentor for women moving into their first board roles',
  'coaches founders in a social-enterprise accelerator',
]

type Slot = (s: BioSubject, rng: Rng) => string

const role = (s: BioSubject) => `${indefinite(s.role)} ${s.role}`
const practices = (s: BioSubject) => `${joinList(s.industries)} ${s.industries.length > 1 ? 'practices' : 'practice'}`
const Pronoun = (s: BioSubject) => (s.pronoun === 'she' ? 'She' : 'He')
const their = (s: BioSubject) => (s.pronoun === 'she' ? 'her' : 'his')

/** Who they are and what they do, worded for their seniority; every form names the role and the office. */
const OPENINGS: Record<Seniority, readonly Slot[]> = {
  leader: [
    (s) =>
      s.role === 'Managing Partner'
        ? `${s.name} is ${BRAND_NAME}’s Managing Partner, based in the ${s.city} office, and chairs the firm’s executive committee.`
        : s.role === 'Office Leader'
          ? `${s.name} leads ${BRAND_NAME}’s ${s.city} office as its Office Leader, and advises chairs and chief executives on their most senior appointments.`
          : `${s.name} is ${role(s)} in ${BRAND_NAME}’s ${s.city} office, heading the firm’s ${practices(s)}.`,
    (s) =>
      s.role === 'Managing Partner'
        ? `As Managing Partner, ${s.name} leads ${BRAND_NAME} from its ${s.city} office and advises boards on their chief executive appointments.`
        : s.role === 'Office Leader'
          ? `${s.name} is the Office Leader of ${BRAND_NAME}’s ${s.city} office and a senior adviser to the firm’s ${practices(s)}.`
          : `As ${role(s)} in ${BRAND_NAME}’s ${s.city} office, ${s.name} sets the direction of the firm’s work in ${joinList(s.industries)}.`,
  ],
  senior: [
    (s) =>
      `${s.name} is ${role(s)} in ${BRAND_NAME}’s ${s.city} office, where ${s.pronoun} leads search and advisory assignments for the ${practices(s)}.`,
    (s) =>
      `A ${s.role} in ${BRAND_NAME}’s ${s.city} office, ${s.name} advises boards and chief executives in ${joinList(s.industries)}.`,
    (s) =>
      `${s.name} joined ${BRAND_NAME}’s ${s.city} office as ${role(s)} and leads the firm’s ${joinList(s.functions)} appointments in ${joinList(s.industries)}.`,
  ],
  mid: [
    (s) => `${s.name} is ${role(s)} in ${BRAND_NAME}’s ${s.city} office, running searches for the ${practices(s)}.`,
    (s) =>
      `In ${BRAND_NAME}’s ${s.city} office, ${s.name} is ${role(s)} working on ${joinList(s.functions)} searches in ${joinList(s.industries)}.`,
    (s) =>
      `${s.name}, ${role(s)} in ${BRAND_NAME}’s ${s.city} office, manages senior searches from the first brief to the appointment.`,
  ],
  junior: [
    (s) => `${s.name} is ${role(s)} in ${BRAND_NAME}’s ${s.city} office, supporting searches for the ${practices(s)}.`,
    (s) =>
      `As ${role(s)} in ${BRAND_NAME}’s ${s.city} office, ${s.name} maps markets and meets candidates for ${joinList(s.functions)} searches.`,
  ],
}

/** Whom they work for. */
const FOCUS: readonly Slot[] = [
  (s) =>
    `${s.first} works with boards of listed companies, private-equity portfolio companies and family-owned groups across ${countryInText(s.country)} and beyond.`,
  (s) =>
    `Most of ${their(s)} clients are chairs and chief executives in ${countryInText(s.country)}, and international groups building their teams there.`,
  (s) =>
    `${Pronoun(s)} is often asked to find ${joinList(s.functions)} leaders for companies going through a change of ownership or strategy.`,
  (s) => `${s.first}’s work spans ${joinList(s.functions)} roles, for clients from founder-led firms to global groups.`,
]

function career(s: BioSubject, rng: Rng, seniority: Seniority): string {
  const [min, max] = YEARS[seniority]
  const years = rng.int(min, max)
  const background = rng.pick(BACKGROUNDS[seniority])
  const forms: readonly string[] = [
    `Before joining ${BRAND_NAME} ${years === 1 ? 'a year' : `${years} years`} ago, ${s.pronoun} ${background}.`,
    `${s.first} ${background}; ${s.pronoun} joined ${BRAND_NAME} ${years === 1 ? 'a year' : `${years} years`} ago.`,
    `${Pronoun(s)} joined the firm in ${2026 - years}, having ${background.replace(/^(was|worked|held|led|served|spent|built|practised|recruited)\b/, (v) => PAST_PARTICIPLE[v] ?? v)}.`,
  ]
  return rng.pick(forms)
}

/** Past participles of the backgrounds' first verbs ("having worked in …"). */
const PAST_PARTICIPLE: Record<string, string> = {
  was: 'been',
  worked: 'worked',
  held: 'held',
  led: 'led',
  served: 'served',
  spent: 'spent',
  built: 'built',
  practised: 'practised',
  recruited: 'recruited',
}

/**
 * The paragraphs of one person's bio: opening, focus, career, then some of languages, a recent
 * assignment, an outside role and education, in that order. `nth`: the person's place among their
 * office's people.
 */
export function consultantBio(s: BioSubject, rng: Rng, nth = 0): string[] {
  const seniority = seniorityOf(s.role)
  const openings = OPENINGS[seniority]
  // the office's people in turn take the next wording, so two of one office never open alike
  const opening = openings[(hashString(s.city) + nth) % openings.length]!(s, rng)
  const focus = rng.pick(FOCUS)(s, rng)
  const sentences = [opening, `${focus} ${career(s, rng, seniority)}`]
  const extras: string[] = []
  if (s.languages.length > 0) extras.push(`${Pronoun(s)} works in English and ${joinList(s.languages)}.`)
  if (seniority !== 'junior' && rng.next() < 0.55) {
    const fn = rng.pick(s.functions)
    const clients = CLIENTS_BY_INDUSTRY[s.industrySlugs[0] ?? ''] ?? CLIENTS
    extras.push(`Recent work includes ${indefinite(fn)} ${fn} search for ${rng.pick(clients)}.`)
  }
  if (seniority !== 'junior' && rng.next() < 0.3)
    extras.push(`Outside the firm, ${s.first} ${rng.pick(OUTSIDE_ROLES)}.`)
  if (rng.next() < 0.7) extras.push(`${Pronoun(s)} holds ${rng.pick(EDUCATION)}.`)
  if (extras.length > 0) sentences.push(extras.join(' '))
  return sentences
}
