import type { RichBlock } from '@/lib/lexical'

/** Insight categories, article title templates, section pools and the three fixed articles. */
export type CategoryData = { slug: string; title: string; summary: string }

export const CATEGORIES: readonly CategoryData[] = [
  { slug: 'leadership', title: 'Leadership', summary: 'What it takes to lead organisations through change, uncertainty and growth.' },
  { slug: 'board-and-governance', title: 'Board and Governance', summary: 'Perspectives for chairs, directors and the executives who work with them.' },
  { slug: 'talent-and-succession', title: 'Talent and Succession', summary: 'Building pipelines of ready leaders and making great appointments.' },
  { slug: 'diversity-and-inclusion', title: 'Diversity and Inclusion', summary: 'Research and practice on building diverse, inclusive leadership teams.' },
  { slug: 'industry-perspectives', title: 'Industry Perspectives', summary: 'How leadership needs are changing sector by sector.' },
  { slug: 'future-of-work', title: 'Future of Work', summary: 'Technology, hybrid work and the skills leaders will need next.' },
]

export { TITLE_TEMPLATES, type TitleTemplate } from './insight-titles'

export type SectionTemplate = { heading: string; paragraphs: readonly string[] }

/** Section pools per category; {topic} is replaced with the article's industry or function. */
export const SECTION_POOLS: Record<string, readonly SectionTemplate[]> = {
  leadership: [
    {
      heading: 'The context has changed',
      paragraphs: [
        'Leaders in {topic} face a combination of pressures that few of their predecessors experienced at once: rapid technological change, geopolitical volatility, tighter capital and rising expectations from employees and society.',
        'The leaders who thrive are not those with all the answers, but those who build organisations able to sense change early and respond together.',
      ],
    },
    {
      heading: 'What good looks like',
      paragraphs: [
        'In our conversations with chief executives and board chairs, three capabilities come up again and again: strategic clarity, the ability to build and empower strong teams, and personal resilience under sustained pressure.',
        'None of these is new. What has changed is the pace at which leaders must apply them, and the transparency with which their decisions are scrutinised.',
      ],
    },
    {
      heading: 'Developing the capability',
      paragraphs: [
        'Leadership capability grows fastest through stretching experience supported by honest feedback. Organisations in {topic} that rotate high-potential leaders through different markets and functions see a measurable difference in readiness.',
        'Coaching helps, but only when it is tied to real business challenges and to clear expectations agreed with the leader’s manager.',
      ],
    },
    {
      heading: 'Culture starts at the top',
      paragraphs: [
        'Employees watch what leaders do far more closely than what they say. In {topic}, where talent is scarce, the behaviour of the top team is often the deciding factor in whether the best people stay.',
      ],
    },
    {
      heading: 'Questions for leaders to ask themselves',
      paragraphs: ['A short, regular self-assessment helps leaders stay honest about their own development.'],
    },
  ],
  'board-and-governance': [
    {
      heading: 'Why this matters now',
      paragraphs: [
        'Investors, regulators and employees increasingly hold boards directly accountable for how organisations in {topic} respond to long-term risks and opportunities.',
        'Boards that treat these topics as an annual agenda item risk falling behind events.',
      ],
    },
    {
      heading: 'The skills the board needs',
      paragraphs: [
        'A skills matrix is only useful if it is honest. We encourage boards to assess not only what expertise directors bring, but how current it is and how well it informs the board’s discussions.',
        'Where gaps exist, boards can add expertise through new appointments, advisory panels or structured education, each with different trade-offs.',
      ],
    },
    {
      heading: 'How the best boards work',
      paragraphs: [
        'Effective boards in {topic} share a few habits: a clear annual agenda linked to strategy, candid executive sessions, and a chair who invests time in every director’s contribution.',
      ],
    },
    {
      heading: 'Working with management',
      paragraphs: [
        'The line between oversight and interference is rarely drawn on paper. It is negotiated, meeting by meeting, between the chair and the chief executive. Strong relationships make difficult conversations possible.',
      ],
    },
    {
      heading: 'A practical agenda for the next twelve months',
      paragraphs: ['We suggest boards start with a small number of concrete steps.'],
    },
  ],
  'talent-and-succession': [
    {
      heading: 'Start with the future, not the incumbent',
      paragraphs: [
        'The most common succession mistake is to look for a copy of the current leader. The right profile depends on where the organisation in {topic} needs to be in five years, not on who has been successful in the past.',
      ],
    },
    {
      heading: 'Assess internal candidates objectively',
      paragraphs: [
        'Internal candidates deserve the same rigour as external ones. Structured assessment against an agreed profile, combined with external benchmarking, removes much of the politics from the process.',
        'It also gives every candidate, whether appointed or not, a clear view of their development priorities.',
      ],
    },
    {
      heading: 'Know the external market',
      paragraphs: [
        'Even when the board expects to appoint from within, a view of the external market in {topic} is essential. It tests the strength of internal candidates and provides options if circumstances change.',
      ],
    },
    {
      heading: 'Plan the transition',
      paragraphs: [
        'The handover is where many successions stumble. A clear timeline, a defined role for the departing leader and structured onboarding for the successor protect both the organisation and the individuals.',
      ],
    },
    {
      heading: 'A checklist for the board',
      paragraphs: ['Boards can use a few simple questions to test the health of their succession pipeline.'],
    },
  ],
  'diversity-and-inclusion': [
    {
      heading: 'Where we are today',
      paragraphs: [
        'Representation of women and under-represented groups in senior {topic} roles has improved over the last decade, but progress is uneven and in some areas has stalled.',
        'The data show that the largest drop-off happens not at entry level but at the step into senior leadership.',
      ],
    },
    {
      heading: 'From diverse slates to inclusive decisions',
      paragraphs: [
        'Diverse shortlists are a necessary start. But if the assessment process rewards familiarity, the final appointment will look much like the last one. Structured interviews and clear criteria reduce that risk.',
      ],
    },
    {
      heading: 'What inclusive leaders do differently',
      paragraphs: [
        'Inclusive leaders invite dissent, share credit and make their decision-making visible. In {topic}, teams led this way report higher engagement and make better decisions under uncertainty.',
      ],
    },
    {
      heading: 'Measuring what matters',
      paragraphs: [
        'Representation metrics are important but incomplete. Leading organisations also measure promotion rates, pay equity and how included people feel, and they report progress to the board.',
      ],
    },
    {
      heading: 'Practical steps for leaders',
      paragraphs: ['Change comes from consistent, everyday actions rather than one-off initiatives.'],
    },
  ],
  'industry-perspectives': [
    {
      heading: 'The state of the market',
      paragraphs: [
        'Demand for senior leaders in {topic} remains strong, with particular competition for executives who combine sector depth with experience of transformation.',
        'Compensation expectations have risen, but candidates increasingly weigh purpose, flexibility and the quality of the leadership team alongside pay.',
      ],
    },
    {
      heading: 'The profiles in demand',
      paragraphs: [
        'Boards in {topic} are asking for leaders who can run today’s business while building tomorrow’s: executives comfortable with data, partnerships and continuous change.',
      ],
    },
    {
      heading: 'Regional differences',
      paragraphs: [
        'Leadership markets differ markedly by region. What works for a listed company in Europe may not suit a family-owned group in the Middle East or a venture-backed business in North America.',
      ],
    },
    {
      heading: 'Looking ahead',
      paragraphs: [
        'We expect the next two years to bring more cross-sector moves into {topic}, as organisations look for fresh perspectives on customers, technology and operations.',
      ],
    },
    {
      heading: 'What this means for hiring',
      paragraphs: ['Organisations planning senior appointments should consider a few practical points.'],
    },
  ],
  'future-of-work': [
    {
      heading: 'A structural shift',
      paragraphs: [
        'The way work gets done in {topic} is changing faster than at any time in a generation. Automation, artificial intelligence and new expectations about flexibility are reshaping roles from the front line to the executive committee.',
      ],
    },
    {
      heading: 'The leadership challenge',
      paragraphs: [
        'Leaders must redesign work, not just adopt new tools. That means deciding which tasks to automate, which to augment and which to protect, and bringing people with them through the change.',
        'It also means rethinking how performance is managed when teams are distributed and output matters more than presence.',
      ],
    },
    {
      heading: 'Skills for the next decade',
      paragraphs: [
        'Technical fluency is now a baseline expectation for senior leaders in {topic}. Beyond it, the most valued skills are judgement, adaptability and the ability to build trust across distance.',
      ],
    },
    {
      heading: 'Wellbeing and sustainability',
      paragraphs: [
        'Always-on work carries real costs. Organisations that protect recovery time for their leaders see better decisions and lower turnover at the top.',
      ],
    },
    {
      heading: 'Where to start',
      paragraphs: ['A few concrete steps help leaders move from discussion to action.'],
    },
  ],
}

/** Bullet lists that close the last section of an article, per category. */
export const LIST_POOLS: Record<string, readonly string[]> = {
  leadership: [
    'Do my team members feel able to challenge me?',
    'Where am I spending my time, and does it match our priorities?',
    'Which decisions could I delegate further?',
    'What feedback have I acted on in the last three months?',
    'Who is ready to succeed me, and what am I doing to help them?',
  ],
  'board-and-governance': [
    'Refresh the board skills matrix against the strategy',
    'Agree which committee owns each emerging risk',
    'Schedule deep-dive sessions with management on priority topics',
    'Commission an independent board evaluation',
    'Review director induction and continuing education',
  ],
  'talent-and-succession': [
    'Is there an emergency successor for every critical role?',
    'When did we last assess internal candidates objectively?',
    'Do we know who the strongest external candidates are?',
    'Are development plans in place and being followed?',
    'Does the board review the pipeline at least once a year?',
  ],
  'diversity-and-inclusion': [
    'Require diverse long lists and shortlists for every senior role',
    'Use structured interviews with agreed criteria',
    'Sponsor high-potential leaders from under-represented groups',
    'Publish promotion and pay-equity data internally',
    'Hold leaders accountable for inclusion outcomes',
  ],
  'industry-perspectives': [
    'Start senior searches early: the best candidates have long notice periods',
    'Be open to leaders from adjacent sectors',
    'Invest in a compelling, honest story about the opportunity',
    'Plan onboarding before the offer is signed',
    'Benchmark compensation against the market you are actually hiring from',
  ],
  'future-of-work': [
    'Map which roles will change most in the next three years',
    'Pilot new tools with clear measures of success',
    'Invest in reskilling before restructuring',
    'Set explicit norms for hybrid and distributed work',
    'Make wellbeing part of leadership objectives',
  ],
}

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
