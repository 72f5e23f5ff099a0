import type { RichBlock } from '@/lib/lexical'

/**
 * Webinars. `offsetDays` is relative to the seed epoch: negative = before it (past, with a
 * recording), positive = after it (upcoming, with registration).
 */
export type WebinarData = {
  slug: string
  title: string
  offsetDays: number
  durationMinutes: number
  summary: string
  guests: readonly number[]
  content: readonly RichBlock[]
}

export const THREE_BARRIERS_SLUG = 'three-barriers-to-womens-career-progression'

export const WEBINARS: readonly WebinarData[] = [
  {
    slug: THREE_BARRIERS_SLUG,
    title: 'The three barriers to women’s career progression, and how to remove them',
    offsetDays: -62,
    durationMinutes: 60,
    summary:
      'Our research with more than 1,200 senior women identifies three barriers that hold back progression to the top: access to sponsorship, biased assessment of potential and the structure of senior roles. Our panel discusses what organisations can do about each.',
    guests: [4, 6],
    content: [
      'Women now make up close to half of the workforce in many sectors, yet their share of executive committee and chief executive roles remains far lower. Alongside the survey, we interviewed chief executives and HR leaders about where careers stall, and what has changed that in their own organisations.',
      { h2: 'Barrier 1: Unequal access to sponsorship' },
      'Mentoring is widespread, but sponsorship, a senior leader actively advocating for someone’s next role, is not. Women in our survey were significantly less likely than men to report having a sponsor at executive committee level.',
      { h2: 'Barrier 2: Biased assessment of potential' },
      'Potential is often judged on confidence and visibility rather than evidence. Structured, criteria-based assessment narrows the gap between how men and women are rated for readiness.',
      { h2: 'Barrier 3: The design of senior roles' },
      'Senior roles that demand constant availability and frequent relocation exclude many capable leaders. Organisations that redesign roles, and are explicit about flexibility, widen their pipeline.',
      { h2: 'What the panel recommends' },
      {
        ul: [
          'Make sponsorship of high-potential women an explicit objective for executives',
          'Use structured assessment for every promotion to senior leadership',
          'Review senior role design for unnecessary barriers',
          'Report progression data, not only representation, to the board',
        ],
      },
    ],
  },
  {
    slug: 'ceo-succession-lessons-from-the-boardroom',
    title: 'CEO succession: lessons from the boardroom',
    offsetDays: -410,
    durationMinutes: 60,
    summary: 'Chairs and nomination-committee members share what they learned from recent chief executive transitions, planned and unplanned.',
    guests: [5],
    content: [
      'A discussion with experienced chairs on how boards prepare for the most important appointment they make.',
      { h2: 'Topics covered' },
      { ul: ['When to start planning', 'Assessing internal candidates', 'Managing the outgoing chief executive', 'Communicating with investors and employees'] },
    ],
  },
  {
    slug: 'the-cfo-as-transformation-leader',
    title: 'The CFO as transformation leader',
    offsetDays: -320,
    durationMinutes: 45,
    summary: 'Finance leaders discuss how the chief financial officer role has expanded to lead digital, operational and strategic transformation.',
    guests: [7],
    content: [
      'The modern chief financial officer is a partner to the chief executive on strategy and transformation. Our panel explores what that means in practice.',
      { h2: 'Key takeaways' },
      { ul: ['Building a finance team for analytics and automation', 'Capital allocation in uncertain markets', 'Preparing for the chief executive role'] },
    ],
  },
  {
    slug: 'boards-and-artificial-intelligence',
    title: 'Boards and artificial intelligence: governance in practice',
    offsetDays: -215,
    durationMinutes: 60,
    summary: 'How boards can oversee the opportunities and risks of artificial intelligence without becoming technologists.',
    guests: [2, 0],
    content: [
      'Artificial intelligence is on every board agenda. Directors discuss the questions they ask, the skills they added and the governance structures that work.',
      { h2: 'Discussion themes' },
      { ul: ['Board education and skills', 'Risk appetite and ethics', 'Measuring value from AI investment'] },
    ],
  },
  {
    slug: 'leading-hybrid-teams-across-borders',
    title: 'Leading hybrid teams across borders',
    offsetDays: -140,
    durationMinutes: 45,
    summary: 'Practical advice from global leaders on building trust, accountability and culture in distributed teams.',
    guests: [9],
    content: [
      'Senior leaders who manage teams across continents share what they have learned about hybrid leadership.',
      { h2: 'What you will learn' },
      { ul: ['Setting team norms that work across time zones', 'Keeping culture alive without an office', 'Developing leaders you rarely meet in person'] },
    ],
  },
  {
    slug: 'private-equity-value-creation-and-leadership',
    title: 'Private equity: leadership as a lever of value creation',
    offsetDays: -30,
    durationMinutes: 60,
    summary: 'Investors and portfolio-company chief executives discuss how leadership decisions drive returns.',
    guests: [8, 3],
    content: [
      'Leadership is one of the few value-creation levers fully within an investor’s control. Our panel explores how the best sponsors use it.',
      { h2: 'Agenda' },
      { ul: ['Management assessment during due diligence', 'The first hundred days', 'Building an exit-ready team'] },
    ],
  },
  {
    slug: 'inclusive-leadership-in-practice',
    title: 'Inclusive leadership in practice',
    offsetDays: 240,
    durationMinutes: 60,
    summary: 'Chief executives and researchers share the everyday behaviours that make leadership teams more inclusive, and how to measure progress.',
    guests: [6, 1],
    content: [
      'Join our panel for a practical discussion of the behaviours that distinguish inclusive leaders and the measures that show whether they are working.',
      { h2: 'You will hear about' },
      { ul: ['Research on inclusive leadership behaviours', 'Measuring inclusion in leadership teams', 'Case studies from global organisations'] },
    ],
  },
  {
    slug: 'the-future-chief-people-officer',
    title: 'The future chief people officer',
    offsetDays: 285,
    durationMinutes: 45,
    summary: 'How the chief people officer role is evolving with AI, skills-based organisations and new expectations of work.',
    guests: [1, 9],
    content: [
      'Chief people officers are redesigning work itself. This session explores the capabilities they will need in the years ahead.',
      { h2: 'Themes' },
      { ul: ['AI and the HR operating model', 'Skills-based talent management', 'The CPO’s relationship with the board'] },
    ],
  },
  {
    slug: 'energy-transition-leadership',
    title: 'Leadership for the energy transition',
    offsetDays: 330,
    durationMinutes: 60,
    summary: 'Energy executives discuss the leadership profiles needed to deliver secure, affordable and low-carbon energy.',
    guests: [3],
    content: [
      'The energy transition needs leaders who can manage legacy assets while building new businesses. Our panel discusses how to find and develop them.',
      { h2: 'Discussion' },
      { ul: ['Balancing security of supply with decarbonisation', 'Attracting talent from other sectors', 'Board oversight of transition plans'] },
    ],
  },
  {
    slug: 'first-time-ceo-the-first-year',
    title: 'First-time CEO: the first year',
    offsetDays: 390,
    durationMinutes: 45,
    summary: 'Recently appointed chief executives reflect candidly on their first year in the role, and what they would do differently.',
    guests: [3, 7],
    content: [
      'Stepping into the top job for the first time is a unique challenge. Our guests share lessons from their first twelve months.',
      { h2: 'Topics' },
      { ul: ['Building the top team', 'Working with the chair and the board', 'Protecting time for strategy'] },
    ],
  },
]
