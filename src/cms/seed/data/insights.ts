import type { RichBlock } from '@/lib/lexical'

/** Insight categories, article title templates (with their bodies) and the three fixed articles. */
export type CategoryData = { slug: string; title: string; summary: string }

export const CATEGORIES: readonly CategoryData[] = [
  { slug: 'leadership', title: 'Leadership', summary: 'What it takes to lead organisations through change, uncertainty and growth.' },
  { slug: 'board-and-governance', title: 'Board and Governance', summary: 'Perspectives for chairs, directors and the executives who work with them.' },
  { slug: 'talent-and-succession', title: 'Talent and Succession', summary: 'Building pipelines of ready leaders and making great appointments.' },
  { slug: 'diversity-and-inclusion', title: 'Diversity and Inclusion', summary: 'Research and practice on building diverse, inclusive leadership teams.' },
  { slug: 'industry-perspectives', title: 'Industry Perspectives', summary: 'How leadership needs are changing sector by sector.' },
  { slug: 'future-of-work', title: 'Future of Work', summary: 'Technology, hybrid work and the skills leaders will need next.' },
]

export { TITLE_TEMPLATES, type ArticleSection, type TitleTemplate } from './insight-titles'

export type FixedArticle = {
  slug: string
  title: string
  category: string
  daysBefore: number
  excerpt: string
  industries: readonly string[]
  functions: readonly string[]
  content: readonly RichBlock[]
}

export const TOP_15_SLUG = 'top-15-questions-for-ceos-to-ask-their-executive-search-partner'

export const FIFTEEN_QUESTIONS: readonly string[] = [
  'How well do you understand our strategy, our culture and the challenges our new leader will face?',
  'Who exactly will work on our search, and how much of the lead partner’s time will we get?',
  'Which comparable searches have you completed recently, at this level and in our sector?',
  'Which organisations are off-limits to you because they are current clients?',
  'How will you build a diverse long list, and how will you report on diversity at every stage?',
  'How do you assess candidates beyond their CVs: leadership capability, values and potential?',
  'How will you test cultural fit without simply cloning our current team?',
  'How will you represent our organisation and this opportunity to candidates?',
  'How often will you report progress, and what will those updates contain?',
  'What is a realistic timeline from brief to appointment, and what could slow it down?',
  'How do you take references, and how many will you take on the finalists?',
  'How do you protect confidentiality, both ours and the candidates’?',
  'What happens if the appointed executive leaves within the first year?',
  'How will you support the offer, the resignation process and the new leader’s onboarding?',
  'How will you measure the success of this search once the leader is in the role?',
]

export const FIXED_ARTICLES: readonly FixedArticle[] = [
  {
    slug: 'find-the-right-chief-commercial-officer-to-drive-growth-and-innovation',
    title: 'Find the right chief commercial officer to drive growth and innovation',
    category: 'leadership',
    daysBefore: 41,
    excerpt:
      'The chief commercial officer has become one of the most influential roles on the executive committee. Here is how to define the role, find the right person and set them up to succeed.',
    industries: ['technology', 'consumer-and-retail', 'industrial'],
    functions: ['sales-and-commercial', 'marketing'],
    content: [
      'Few executive roles have changed as much in the last decade as that of the chief commercial officer. Once a senior sales leader, today’s CCO is expected to own the entire revenue engine: sales, marketing, pricing, customer success and, increasingly, the data and technology that connect them.',
      'Getting the appointment right can transform a company’s growth trajectory. Getting it wrong is expensive: a failed commercial hire typically costs a year of momentum, not just a recruitment fee.',
      { h2: 'Define the role before you define the person' },
      'Commercial leadership means different things in different organisations. Before starting a search, the chief executive and the board should agree on the answers to a few questions.',
      {
        ul: [
          'Which teams will report to the CCO, and which will be close partners?',
          'Is the priority to grow existing customers, win new markets, or both?',
          'How much of the role is building capability, and how much is delivering this year’s numbers?',
          'What decision rights will the CCO have over pricing, product and investment?',
        ],
      },
      { h2: 'The capabilities that matter most' },
      'In our work with growth-focused companies, the strongest commercial leaders combine customer insight with analytical discipline. They understand how customers buy, not just how the company sells, and they use data to allocate resources rather than to justify decisions already made.',
      'They are also builders. The best CCOs attract strong teams, develop successors and create commercial processes that outlast them.',
      { quote: 'A great chief commercial officer is the voice of the customer in every executive conversation, and the voice of the strategy in every customer conversation.' },
      { h2: 'Assess for the future, not the past' },
      'A track record of hitting targets is necessary but not sufficient. Structured assessment should test how candidates have led through changing markets, how they have built teams and how they think about innovation in the commercial model itself.',
      'Case discussions based on the company’s own challenges are often more revealing than a conventional interview.',
      { h2: 'Set the new leader up to succeed' },
      'The first six months determine whether a CCO gains the trust of the organisation. Clear objectives, early access to customers and a deliberate plan for working with the chief financial officer and the product leadership make a measurable difference.',
      'With the right person in the role, the commercial function becomes a source of insight and innovation, not just of revenue.',
    ],
  },
  {
    slug: 'making-your-way-into-the-boardroom',
    title: 'Making your way into the boardroom',
    category: 'board-and-governance',
    daysBefore: 96,
    excerpt:
      'Many senior executives aspire to a non-executive role, but few know how boards actually choose their directors. Practical advice on preparing for, finding and succeeding in your first board seat.',
    industries: ['financial-services', 'family-business'],
    functions: ['board-and-governance'],
    content: [
      'A first board appointment is one of the most rewarding steps in an executive career. It broadens perspective, builds a network and often makes executives better at their day jobs. Yet the route into the boardroom is rarely advertised, and many strong candidates are unsure where to begin.',
      { h2: 'Understand what boards are looking for' },
      'Boards appoint to fill specific gaps. Before approaching anyone, be clear about the expertise you bring and which boards need it. Deep experience in technology, cyber security, sustainability, consumer insight or a particular geography is in demand; general management experience alone rarely is.',
      { h2: 'Prepare a board-ready profile' },
      'An executive CV is not a board CV. A good board profile is short, leads with the perspective you would bring to a board, and gives evidence of governance experience: committee work, subsidiary boards, trustee roles or regular interaction with your own board.',
      {
        ul: [
          'Summarise your expertise in two or three lines a chair could repeat',
          'Highlight any board, committee or trustee experience',
          'Show breadth: markets, transformations and crises you have led through',
          'Keep it to two pages',
        ],
      },
      { h2: 'Build relationships before you need them' },
      'Most board appointments involve an executive search firm, but chairs and nomination committees also rely on personal recommendations. Let your chair, your chief executive and trusted advisers know that you are ready, and invest in relationships with chairs in sectors that interest you.',
      { h2: 'Start with the right first board' },
      'A non-profit, a subsidiary board or a private-equity-backed company can be an excellent first step. Choose a board where you can make a genuine contribution and learn from an experienced chair.',
      { h2: 'Do your own due diligence' },
      'Joining a board carries real responsibility. Read the annual reports, meet the chair, the chief executive and the company secretary, and understand the company’s risks before you accept. Make sure your employer supports the time commitment.',
      { quote: 'The best directors join boards because they can add value, not because the title looks good on a CV.' },
      'Once appointed, listen more than you speak in the first few meetings, invest in a thorough induction and build relationships with fellow directors outside the boardroom. Your first board seat is the foundation of a non-executive career that can last decades.',
    ],
  },
  {
    slug: TOP_15_SLUG,
    title: 'Top 15 questions for CEOs to ask their executive search partner',
    category: 'talent-and-succession',
    daysBefore: 168,
    excerpt:
      'Choosing an executive search partner is itself a critical decision. These fifteen questions help chief executives test whether a firm can deliver the leader they need.',
    industries: [],
    functions: ['chief-executive-officer', 'human-resources'],
    content: [
      'When a chief executive hires a senior leader, the search partner becomes an extension of the organisation. The firm will represent your company to the best executives in the market, shape how candidates see the opportunity and influence one of the most consequential decisions you will make this year.',
      'Before you sign an engagement letter, ask these fifteen questions. The answers will tell you a great deal about how the search will be run, and whether the firm is the right partner for you.',
      { h2: 'The 15 questions' },
      { ol: FIFTEEN_QUESTIONS },
      { h2: 'What good answers sound like' },
      'Strong answers are specific. A good partner will name the team, describe recent comparable assignments without breaching confidentiality, explain exactly how candidates are assessed and commit to a clear reporting rhythm.',
      'Be cautious of firms that promise an unrealistically short timeline, cannot tell you which organisations are off-limits, or treat diversity as something to report at the end rather than build in from the start.',
      { h2: 'A partnership, not a transaction' },
      'The best results come when the chief executive and the search partner work as a team: honest about the challenges of the role, open about the culture and responsive throughout the process. Asking the right questions at the start sets the tone for everything that follows.',
    ],
  },
]

export const DRAFT_INSIGHT = {
  slug: 'draft-insight-preview',
  title: 'Draft: upcoming research on leadership in 2027',
  excerpt: 'An unpublished draft used to check that drafts stay hidden from visitors.',
  content: [
    'This article is a draft. It must never appear on the public site until an editor publishes it.',
    { h2: 'Work in progress' },
    'Our research team is analysing interviews with more than 300 chief executives.',
  ] as RichBlock[],
}
