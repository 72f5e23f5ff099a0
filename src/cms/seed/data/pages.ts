import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { telHref } from '@/lib/tel-href'
import {
  callToAction,
  cardLinks,
  contactForm,
  content,
  hero,
  latestInsights,
  quote,
  stats,
  type LayoutBlock,
} from '../blocks'
import { ABOUT_HREF, BRAND_NAME, JOIN_HREF } from '../brand'
import type { DocId } from '../context'
import { careersVoice, firmLeader, landingVoice, quoteSignature } from '../consultants'
import { CATEGORIES } from './insights'
import { DO_NOT_SELL, LEGAL_NOTICE, PRIVACY_POLICY, type LegalSection } from './legal'
import { OFFICES } from './offices'
import { planOffices } from '../offices'
import { REGIONS } from './regions'
import { SERVICES_EN } from './services'

/** Every fixed page of requirements §2 as block-built content. `path` has no leading slash and no brand. */
export type PageData = {
  path: string
  title: string
  intro: string
  description: string
  /** The search-result title, when the page's own title would not read well there. */
  seoTitle?: string
  layout: LayoutBlock[]
}

export const CONSULTANT_COUNT = 150

const officeCount = OFFICES.length
/** The firm's head office (London), for the contact page. */
const headOffice = planOffices().find((o) => o.city === 'London')!
const countryCount = new Set(OFFICES.map((o) => o.country)).size

const FIRM_STATS = [
  [`${officeCount}`, 'offices worldwide'],
  [`${countryCount}`, 'countries'],
  [`${CONSULTANT_COUNT}+`, 'search consultants'],
  ['1,400+', 'senior appointments a year'],
] as const
const FIRM_STATS_SOURCE = 'Offices and countries as listed on this site; consultants and appointments from firm records, year to 31 March 2026.'

/** The careers page's open roles: each card leads to the page's form, which starts on "Join the team". */
const OPEN_ROLES = [
  { title: 'Principal, Technology practice', text: 'London · Lead searches for chief technology and product officers across Europe.' },
  { title: 'Research Associate, Financial services', text: 'New York · Map markets and build long lists for banking and insurance searches.' },
  { title: 'Consultant, Board services', text: 'Singapore · Run board searches and evaluations for listed companies in Asia Pacific.' },
  { title: 'Research Analyst, Healthcare', text: 'Frankfurt · Track leaders in pharmaceuticals, medtech and care providers.' },
  { title: 'Executive Assistant to a Partner', text: 'Dubai · Keep a partner’s searches, travel and client meetings running.' },
  { title: 'Data Engineer, Research tools', text: 'London or remote in Europe · Build the tools our researchers map markets with.' },
] as const

const serviceCards = SERVICES_EN.map((s) => ({ title: s.title, text: s.summary, href: `/services/${s.slug}` }))
const regionCards = REGIONS.map((r) => ({ title: r.title, text: r.summary, href: `/region/${r.slug}` }))

function legalLayout(sections: readonly LegalSection[]): LayoutBlock[] {
  return sections.map((s) => content(s.heading, s.body))
}

/** A thank-you page; `image` is the picture they all share, a letter received. */
function thankYou(
  image: DocId | undefined,
  path: string,
  title: string,
  message: string,
  next: { label: string; href: string },
): PageData {
  return {
    path,
    title,
    intro: message,
    description: `${title}. ${message}`.slice(0, 200),
    layout: [
      hero(title, message, { image }),
      callToAction('While you wait', 'Read our latest thinking on leadership, boards and talent.', next.label, next.href),
    ],
  }
}

/** `people`: consultant slug → id, for the quotes a consultant signs (empty in tests that read the copy only). */
export function pageDefinitions(images: Map<string, DocId>, people: Map<string, DocId> = new Map()): PageData[] {
  const img = (key: string) => images.get(key)
  const letter = img('page-thank-you')
  return [
    {
      path: 'home',
      title: 'Executive Search & Leadership Consulting',
      seoTitle: 'Global Executive Search & Leadership Consulting Firm',
      intro: `${BRAND_NAME} finds and develops the leaders who shape organisations worldwide.`,
      description: `${BRAND_NAME} is a leading global executive search and leadership consulting firm, finding and developing the leaders who shape organisations worldwide.`,
      layout: [
        hero('Leaders for what comes next', 'Executive search, board services and leadership consulting in every major market.', {
          image: img('carousel-leaders'),
          cta: { label: 'Talk to a consultant', href: '/contact-us' },
        }),
        stats(FIRM_STATS, FIRM_STATS_SOURCE),
        cardLinks('Our services', serviceCards),
        // what a client says of the work, between what the firm does and what it thinks
        quote(
          `${BRAND_NAME} told our board what it needed to hear, not what it wanted to hear. Seven years on, the chief executive they found is still leading the company.`,
          'Chair of a listed European industrial group, a client since 2015',
        ),
        latestInsights('Latest insights', 3),
        // no closing call to action: the page ends with the user-info module's "talk to a consultant
        // near you" and its contact button, and a second banner to the same page would repeat it
      ],
    },
    {
      path: 'about',
      title: `About ${BRAND_NAME}`,
      intro: `${BRAND_NAME} is a global executive search and leadership consulting firm, trusted by boards and chief executives for more than thirty years.`,
      description: `Who we are: a global executive search and leadership consulting firm with ${officeCount} offices in ${countryCount} countries.`,
      layout: [
        hero(`About ${BRAND_NAME}`, 'We help organisations find, assess and develop the leaders they need to succeed.', { image: img('page-0') }),
        content('Who we are', [
          `${BRAND_NAME} began with three partners and a simple idea: that the quality of an organisation’s leadership determines its future. Three decades later, that idea still guides every assignment we take on.`,
          'We are a partnership of consultants who combine deep sector and functional expertise with a shared commitment to quality, integrity and long-term relationships with our clients and candidates.',
          { h3: 'What we do' },
          'We recruit chief executives, board members and senior leaders; assess and develop leadership teams; and advise boards on succession and governance.',
          { h3: 'What we stand for' },
          {
            ul: [
              'Discretion: what a client or a candidate tells us stays with us',
              'Candour: we tell boards what we find, including what they would rather not hear',
              'Range: every shortlist reaches beyond the usual names, as standard',
              'Follow-through: we stay with the leaders we appoint through their first year',
            ],
          },
        ]),
        content(
          'How we grew',
          [
            {
              ul: [
                '1994: founded in London to appoint chairs and chief executives for British companies',
                '2001: offices in New York, Paris and Singapore, and the first board effectiveness reviews',
                '2009: leadership assessment and succession planning become practices of their own',
                '2016: offices across Latin America, Africa and the Gulf; interim management launched',
                `2024: ${officeCount} offices in ${countryCount} countries, and a leadership advisory practice of its own`,
              ],
            },
          ],
          { beside: true },
        ),
        stats([
          // the year the firm began is the timeline's first line beside: the figures say what it does not
          ['1,400+', 'senior appointments a year'],
          ['92%', 'of our appointees still in role after two years'],
          ['41%', 'of our shortlisted candidates are women'],
          ['30+', 'languages spoken by our consultants'],
          ],
          'Firm records: appointments and shortlists of searches completed 2021–2025; languages from the 2026 staff survey.',
        ),
        quote('We measure our success by the success of the leaders we appoint, years after they start.', `Managing Partner, ${BRAND_NAME}`, people.get(firmLeader().slug)),
        cardLinks('Learn more about us', [
          { title: 'Corporate social responsibility', text: 'Our commitments to people, communities and the planet.', href: `${ABOUT_HREF}/corporate-social-responsibility` },
          { title: 'Diversity, equity and inclusion', text: 'Our global policy and how we put it into practice.', href: `${ABOUT_HREF}/global-diversity-equity-inclusion-policy` },
          { title: 'Careers', text: `Build your career at ${BRAND_NAME}.`, href: JOIN_HREF },
          { title: 'Our offices', text: 'Find the team nearest to you.', href: '/international-locations' },
        ]),
        callToAction('Work with us', 'Tell us about the leadership challenge you are facing.', 'Contact us', '/contact-us'),
      ],
    },
    {
      path: 'about/corporate-social-responsibility',
      title: 'Corporate social responsibility',
      intro: 'How we take responsibility for our impact on people, communities and the environment.',
      description: `${BRAND_NAME}’s commitments on climate, community, ethics and responsible business practice.`,
      layout: [
        hero('Corporate social responsibility', 'Responsible business is part of how we work, not an add-on.', { image: img('page-1') }),
        content('Our environmental commitments', [
          'We have committed to reduce our scope 1 and 2 emissions by 60% by 2030 against a 2022 baseline and to reach net zero across our value chain by 2040.',
          { ul: ['Renewable electricity in all offices where available', 'A travel policy that favours rail and virtual meetings', 'Annual, independently verified emissions reporting'] },
        ]),
        content('Our communities', [
          'Every colleague has two paid volunteering days a year. Our pro bono programme offers board search and leadership advice to charities and social enterprises at no cost.',
        ]),
        content('Ethics and integrity', [
          'We apply a global code of conduct covering confidentiality, conflicts of interest, anti-bribery, fair competition and respect for human rights, and we expect the same of our suppliers.',
        ]),
        stats([
          ['2,300', 'volunteering hours last year'],
          ['48', 'pro bono assignments'],
          ['-38%', 'operational emissions since 2022'],
          ],
          'Calendar year 2025; emissions (scopes 1 and 2) independently verified against the 2022 baseline.',
        ),
        callToAction('Read our diversity policy', 'Diversity, equity and inclusion are central to our responsibility.', 'Read the policy', `${ABOUT_HREF}/global-diversity-equity-inclusion-policy`),
      ],
    },
    {
      path: 'about/global-diversity-equity-inclusion-policy',
      title: 'Global diversity, equity and inclusion policy',
      intro: 'Our commitment to diverse slates, fair assessment and an inclusive workplace.',
      description: `${BRAND_NAME}’s global policy on diversity, equity and inclusion in our searches and in our own firm.`,
      layout: [
        hero('Global diversity, equity and inclusion policy', 'Diverse leadership makes better decisions. We build it into every search and into our own firm.'),
        content('Purpose and scope', [
          `This policy applies to all ${BRAND_NAME} offices, partners, employees and contractors worldwide, and to the services we provide to clients.`,
        ]),
        content('In our client work', [
          { ul: ['Every long list and shortlist we present is diverse', 'Candidates are assessed against agreed, job-related criteria', 'We challenge requirements that unnecessarily narrow the pool', 'We report diversity data to clients at each stage of a search'] },
        ]),
        content('In our own firm', [
          'We recruit, promote and reward on merit, and we monitor outcomes by gender and, where the law allows, by ethnicity and other characteristics. We publish our targets and progress each year.',
          'Employee networks, inclusive-leadership training and flexible working support a culture where everyone can contribute.',
        ]),
        content('Accountability', [
          'The Managing Partner is accountable for this policy. Progress is reviewed annually by the Executive Committee and reported to the Board.',
        ]),
        quote('Inclusion is not a programme we run; it is how we make decisions.', `Chief Diversity Officer, ${BRAND_NAME}`),
      ],
    },
    {
      path: 'join',
      title: `Join ${BRAND_NAME}`,
      intro: 'Build a career advising the leaders who shape organisations around the world.',
      description: `Careers at ${BRAND_NAME}: consulting, research and business-services roles in ${officeCount} offices worldwide.`,
      layout: [
        hero(`Join ${BRAND_NAME}`, 'Work with remarkable clients and candidates, and grow with a firm that invests in its people.', { image: img('careers-team') }),
        content('Why join us', [
          'Our people stay because they do meaningful work with colleagues they respect. We offer structured development, international mobility and a genuinely collaborative culture.',
          { ul: ['Training from day one, with a dedicated development programme for every level', 'Opportunities to work across offices and practices', 'Flexible and hybrid working', 'Two paid volunteering days each year'] },
        ]),
        content(
          'How we hire',
          [
            {
              ol: [
                'Apply for one of the open roles below, or send an open application with your CV',
                'Someone from our talent team replies within ten working days',
                'Two or three conversations with the team you would join, one of them with a partner',
                'A decision, with feedback whatever the outcome',
              ],
            },
          ],
          { beside: true },
        ),
        cardLinks('Open roles', OPEN_ROLES.map((role) => ({ ...role, href: `${JOIN_HREF}#contact` }))),
        quote('I joined for the clients and stayed for the people.', quoteSignature(careersVoice()), people.get(careersVoice().slug)),
        contactForm('default', 'our talent team', 'join'),
      ],
    },
    {
      path: 'contact-us',
      title: 'Contact us',
      intro: 'Tell us how we can help and the right consultant will be in touch.',
      description: `Contact ${BRAND_NAME} about executive search, board services, leadership consulting, careers or submitting your CV.`,
      layout: [
        hero('Contact us', 'Whether you are hiring, looking for your next role or want to join our team, we would like to hear from you.', { image: img('page-contact') }),
        contactForm('default'),
        content('Our head office', [
          `${BRAND_NAME}, ${headOffice.street}, ${headOffice.locality}, ${headOffice.country}`,
          // two lines: joined by a dot, a phone's line broke after it and left the dot hanging
          // links, so a phone can call and write with a tap
          `Switchboard [${headOffice.phone}](${telHref(headOffice.phone)})`,
          `E-mail [${headOffice.email}](mailto:${headOffice.email})`,
          'For the office nearest to you, choose your region below.',
        ]),
        cardLinks('Our regions', regionCards),
      ],
    },
    {
      path: 'contact-us/executive-search-leadership-talent',
      title: 'Executive search for leadership talent',
      intro: 'Find the leaders your organisation needs, with a partner who knows your market.',
      description: `Engage ${BRAND_NAME} to find your next chief executive, board member or senior leader. Tell us about your search.`,
      layout: [
        hero('Hire the leaders who shape what comes next', 'Executive search for board, chief executive and senior leadership roles, with diverse shortlists as standard.', { image: img('carousel-growth') }),
        content('Why clients choose us', [
          { ul: ['A dedicated partner for every search', 'Global research across every sector and function', 'Rigorous, evidence-based assessment', 'Support through onboarding and beyond'] },
        ]),
        // beside the form, under the reasons: the partner who would lead the search, in their own words
        quote(
          'You will speak to the partner who runs your search from the first call to your new leader’s first year. No hand-offs, and one person accountable.',
          quoteSignature(landingVoice()),
          people.get(landingVoice().slug),
        ),
        stats(FIRM_STATS, FIRM_STATS_SOURCE),
        contactForm('paid-search', 'an executive search partner'),
      ],
    },
    {
      path: 'contact-us/executive-candidates',
      title: 'Explore your next leadership role',
      intro: 'Register with our consultants in confidence, apart from our client enquiries.',
      description: `Executives exploring their next board or senior leadership role: register with ${BRAND_NAME} in confidence and send us your CV.`,
      layout: [
        hero('Your next leadership role', 'Our consultants meet thousands of executives every year. Tell us about yourself and we will be in touch when a role fits your experience and ambitions.'),
        content('How we work with executives', [
          'We recruit on behalf of our clients, so we never charge candidates. What you share with us stays confidential: we introduce you to a client only with your agreement.',
          { ul: ['Register once: every practice and office of the firm can find you', 'Hear from a consultant who knows your sector and function', 'Keep control of where your name goes'] },
        ]),
        contactForm('default', 'our search consultants', 'cv'),
      ],
    },
    thankYou(
      letter,
      'contact-us/executive-search-leadership-talent/thank-you',
      'Thank you for your enquiry',
      'A partner from our executive search practice will contact you within one business day.',
      { label: 'Read our insights', href: '/insights' },
    ),
    {
      path: 'contact-us/executive-search-leadership-talent-middle-east',
      title: 'Executive search for leadership talent in the Middle East',
      intro: 'Senior appointments across the Gulf and the wider region.',
      description: `Engage ${BRAND_NAME} for executive search in the Middle East: Dubai, Abu Dhabi, Riyadh, Jeddah, Doha and Kuwait City.`,
      layout: [
        hero('Leadership talent for the Middle East', 'Trusted by sovereign entities, family groups and multinationals to find leaders for the region’s transformation.', { image: img('carousel-boards') }),
        content('Our Middle East practice', [
          'Our consultants in the Gulf combine long-standing local relationships with access to global talent, and have a strong record of developing national leaders.',
          { ul: ['Board and chief executive appointments', 'Localisation and national talent programmes', 'Leadership assessment for giga-projects and public entities'] },
        ]),
        quote(
          'Many of the leaders we appoint in the Gulf we have known for years. We start every search by listening to what your board needs from the role.',
          quoteSignature(landingVoice('middle-east')),
          people.get(landingVoice('middle-east').slug),
        ),
        stats(FIRM_STATS, FIRM_STATS_SOURCE),
        contactForm('paid-search-middle-east', 'our Middle East team'),
      ],
    },
    thankYou(
      letter,
      'contact-us/executive-search-leadership-talent-middle-east/thank-you',
      'Thank you for your enquiry',
      'A member of our Middle East team will contact you within one business day.',
      { label: 'Read our insights', href: '/insights' },
    ),
    {
      path: 'do-not-sell-or-share-my-info',
      title: 'Do not sell or share my personal information',
      intro: 'Your choices about the sale or sharing of personal information under US state privacy laws.',
      description: `How to opt out of the sale or sharing of your personal information with ${BRAND_NAME}, including Global Privacy Control.`,
      layout: legalLayout(DO_NOT_SELL),
    },
    {
      path: 'legal-notice',
      title: 'Legal notice',
      intro: 'Publisher, hosting and terms of use of this website.',
      description: `Legal notice of the ${BRAND_NAME} website: publisher, hosting, intellectual property and liability.`,
      layout: legalLayout(LEGAL_NOTICE),
    },
    {
      path: 'privacy-policy',
      title: 'Privacy policy',
      intro: 'How we collect, use and protect personal data.',
      description: `How ${BRAND_NAME} collects, uses, shares and protects personal data of clients, candidates and website visitors.`,
      layout: legalLayout(PRIVACY_POLICY),
    },
    {
      path: 'expertise',
      title: 'Expertise',
      intro: 'Deep knowledge of the industries and functions where we recruit leaders.',
      description: `${BRAND_NAME}’s industry and functional practices: the sector knowledge behind every search.`,
      layout: [
        hero('Our expertise', 'Consultants who know your industry and the roles you are hiring for.', { image: img('page-expertise') }),
        content(undefined, [
          'Our consultants are organised into industry and functional practices, so every client works with people who understand their market, their competitors and the leaders who could make a difference.',
        ]),
      ],
    },
    {
      path: 'expertise/functions',
      title: 'Functional expertise',
      intro: 'Specialists in every senior function, from chief executives and boards to technology and sustainability.',
      description: 'Functional practices for chief executives, boards, finance, HR, technology, marketing, operations, legal, risk and more.',
      layout: [
        hero('Functional expertise', 'Specialists who know what great looks like in every senior role.'),
        content(undefined, [
          'Our functional practices track the leaders in each discipline across industries and regions, and understand how each role is changing.',
        ]),
        callToAction('Hiring for a specific role?', 'Speak to a specialist in the function.', 'Contact us', '/contact-us'),
      ],
    },
    {
      path: 'expertise/industry',
      title: 'Industry expertise',
      intro: 'Sector specialists who understand your market and the leaders in it.',
      description: 'Industry practices across technology, financial services, healthcare, consumer, industrial, energy and more.',
      layout: [
        hero('Industry expertise', 'Sector depth in every market where we work.'),
        content(undefined, [
          'Each industry practice brings together consultants from around the world who focus on the same sector, share knowledge and know the leaders in it.',
        ]),
        callToAction('Talk to a sector specialist', 'Tell us about your industry and your leadership needs.', 'Contact us', '/contact-us'),
      ],
    },
    {
      path: 'insights',
      title: 'Insights',
      intro: 'Research and perspectives on leadership, boards, talent and the future of work.',
      description: `${BRAND_NAME} insights: research and perspectives on leadership, boards, succession, inclusion and the future of work.`,
      layout: [
        hero('Insights', 'Perspectives from our consultants and research on the issues that matter to leaders.'),
        cardLinks(
          'Browse by topic',
          CATEGORIES.map((c) => ({ title: c.title, text: c.summary, href: `/insights/${c.slug}` })),
        ),
        latestInsights('Latest insights', 9),
      ],
    },
    {
      path: 'global-survey-panel',
      title: 'Join our global survey panel',
      intro: 'Share your perspective on leadership and help shape our research.',
      description: `Join the ${BRAND_NAME} global survey panel of senior executives and receive our research first.`,
      layout: [
        hero('Join our global survey panel', 'Senior executives from more than 40 countries share their views in our short research surveys.', { image: img('page-3') }),
        content('What membership involves', [
          { ul: ['Three to four short surveys a year, each under ten minutes', 'Early access to the results and our reports', 'Invitations to exclusive round tables'] },
          'Your individual responses are confidential and are reported only in aggregate.',
        ]),
        contactForm('default', 'our research team'),
      ],
    },
    thankYou(
      letter,
      'thank-you-global-survey-panel',
      'Welcome to the global survey panel',
      'Thank you for joining. Your first survey invitation will arrive by e-mail.',
      { label: 'Read our latest research', href: '/insights' },
    ),
    {
      path: 'international-locations',
      title: 'Our offices',
      intro: `${officeCount} offices in ${countryCount} countries.`,
      description: `Find an ${BRAND_NAME} office: ${officeCount} offices across Africa, Asia Pacific, Europe, Latin America, the Middle East and North America.`,
      layout: [
        hero('Our offices', 'Local knowledge, global reach.'),
        content(undefined, [
          'Our offices work as one firm. Wherever your search begins, you have access to consultants and research teams around the world.',
        ]),
      ],
    },
    {
      path: 'ready-to-grow',
      title: 'Ready to grow? Download our leadership e-book',
      intro: 'The leadership playbook for companies entering their next phase of growth.',
      description: 'Download our free e-book on building the leadership team for your next phase of growth.',
      layout: [
        hero('Ready to grow?', 'Our free e-book shows how high-growth companies build leadership teams that scale.', { image: img('page-2') }),
        content('Inside the e-book', [
          { ul: ['When to hire your first chief financial officer and chief operating officer', 'How to assess leaders for scale, not just experience', 'Building a board that supports growth', 'Ten mistakes founders make when hiring executives'] },
        ]),
        contactForm('ebook'),
      ],
    },
    {
      path: 'search',
      title: 'Search',
      intro: 'Search our consultants, insights, services and offices.',
      description: `Search the ${BRAND_NAME} website.`,
      layout: [],
    },
    {
      path: 'services',
      title: 'Services',
      intro: 'Executive search, board services and leadership consulting.',
      description: `${BRAND_NAME} services: executive search, board services, executive assessment, onboarding, interim management and succession planning.`,
      layout: [
        // the route lists every service below the hero: a card block here would say it all twice
        hero('Our services', 'From a single critical appointment to the long-term strength of your leadership.', { image: img('page-services') }),
        callToAction('Not sure where to start?', 'Tell us about your challenge and we will suggest the right approach.', 'Contact us', '/contact-us'),
      ],
    },
    {
      path: 'consultant',
      title: PEOPLE_TITLE,
      intro: 'Meet the consultants who lead our searches and advisory work.',
      description: `Meet the ${BRAND_NAME} consultants: industry and functional specialists in ${officeCount} offices worldwide.`,
      layout: [hero(PEOPLE_TITLE, 'Experienced advisers with deep sector and functional knowledge.')],
    },
    thankYou(letter, 'thank-you', 'Thank you', 'We have received your message and will be in touch shortly.', { label: 'Read our insights', href: '/insights' }),
    thankYou(
      letter,
      'thank-you-interim-services',
      'Thank you for your interest in interim management',
      'A member of our interim team will be in touch shortly.',
      { label: 'About interim management', href: '/services/interim-management' },
    ),
    thankYou(
      letter,
      'thank-you-interim-services-cv',
      'Thank you for submitting your CV',
      'Our interim team will review your profile and contact you when a suitable assignment arises.',
      { label: 'About interim management', href: '/services/interim-management' },
    ),
    thankYou(
      letter,
      'thank-you-interim-services-hire',
      'Thank you for your interim request',
      'A partner will contact you shortly to discuss your requirements and propose candidates.',
      { label: 'About interim management', href: '/services/interim-management' },
    ),
    thankYou(letter, 'thank-you-join-us', 'Thank you for your application', 'Our talent team will review your details and be in touch.', {
      label: 'Life at the firm',
      href: JOIN_HREF,
    }),
    thankYou(
      letter,
      'thank-you-submit-cv',
      'Thank you for submitting your CV',
      'Your CV has been added to our confidential database. A consultant will contact you if a suitable opportunity arises.',
      { label: 'Read our insights', href: '/insights' },
    ),
    {
      path: 'the-leadership-post',
      title: 'The Leadership Post',
      intro: 'Our monthly newsletter of leadership insight.',
      description: `The Leadership Post: a monthly selection of ${BRAND_NAME} research and perspectives for senior leaders.`,
      layout: [
        hero('The Leadership Post', 'A monthly briefing on leadership, boards and talent, written by our consultants.'),
        content(undefined, [
          'Each edition brings together our latest research, interviews with chief executives and chairs, and practical advice for leaders and boards.',
        ]),
        latestInsights('In the latest edition', 6),
        callToAction('Subscribe', 'Receive The Leadership Post every month.', 'Subscribe', '/contact-us'),
      ],
    },
    {
      path: 'office/board-readiness-survey/contact-us',
      title: 'Board readiness survey',
      // the survey page adds ": {city}" to it
      seoTitle: 'Board readiness survey and confidential board discussion',
      intro: 'Request the board readiness survey for your organisation.',
      description: 'Request our board readiness survey and a confidential discussion with our board practice.',
      layout: [
        hero('Board readiness survey', 'A structured review of how ready your board is for the challenges ahead.'),
        content('How it works', [
          { ol: ['Directors complete a confidential online survey', 'We interview the chair and selected directors', 'You receive a benchmarked report and a facilitated discussion'] },
        ]),
        contactForm('default', 'our board practice'),
      ],
    },
    thankYou(
      letter,
      'office/board-readiness-survey/contact-us/thank-you',
      'Thank you for your request',
      'A consultant from our board practice will contact you to arrange the survey.',
      { label: 'Board services', href: '/services/board-services' },
    ),
    {
      path: 'login',
      title: 'Editor sign-in',
      intro: 'Sign in to edit the website.',
      description: `Sign in to the ${BRAND_NAME} content editor.`,
      layout: [],
    },
  ]
}
