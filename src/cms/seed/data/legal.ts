import { BRAND_NAME, MAIL_DOMAIN } from '../brand'
import type { RichBlock } from '@/lib/lexical'

/** Realistic (demo) legal copy. Each section becomes a content block with its own heading. */
export type LegalSection = { heading: string; body: readonly RichBlock[] }

const PRIVACY_MAIL = `privacy@${MAIL_DOMAIN}`
const LAST_UPDATED = '1 May 2026'

export const LEGAL_NOTICE: readonly LegalSection[] = [
  {
    heading: 'Publisher',
    body: [
      `This website is published by ${BRAND_NAME} International Ltd, a company registered in England and Wales under number 01234567, whose registered office is at 25 St James’s Street, London SW1A 1HA, United Kingdom.`,
      `Telephone: +44 20 7946 0000. E-mail: legal@${MAIL_DOMAIN}. VAT number: GB 123 4567 89.`,
      `Director of publication: the General Counsel of ${BRAND_NAME} International Ltd.`,
    ],
  },
  {
    heading: 'Hosting',
    body: [
      'The website is hosted on infrastructure located in the European Union and operated by a third-party cloud provider under a data-processing agreement. Details of the provider are available on request.',
    ],
  },
  {
    heading: 'Intellectual property',
    body: [
      `All content on this website, including text, graphics, logos, images, research and software, is the property of ${BRAND_NAME} or its licensors and is protected by copyright, trade-mark and other intellectual-property laws.`,
      'You may view, download and print content for your personal, non-commercial use, provided that you keep all copyright and other proprietary notices. Any other reproduction, distribution, modification or public display requires our prior written consent.',
      `${BRAND_NAME} and the ${BRAND_NAME} logo are registered trade marks. Nothing on this website grants a licence to use them.`,
    ],
  },
  {
    heading: 'Limitation of liability',
    body: [
      'We take care to ensure that the information on this website is accurate and up to date, but we make no warranty as to its completeness or accuracy. Content is provided for general information only and does not constitute professional advice.',
      `To the fullest extent permitted by law, ${BRAND_NAME} accepts no liability for any loss or damage arising from the use of this website or reliance on its content, except for liability that cannot be excluded by law.`,
    ],
  },
  {
    heading: 'Links to other websites',
    body: [
      'This website may contain links to websites operated by third parties. We have no control over those websites and are not responsible for their content or their privacy practices.',
    ],
  },
  {
    heading: 'Fraudulent recruitment offers',
    body: [
      `${BRAND_NAME} never asks candidates for payment at any stage of a search. If you receive a message that claims to come from us and asks for money or banking details, do not respond and report it to legal@${MAIL_DOMAIN}.`,
    ],
  },
  {
    heading: 'Applicable law',
    body: [
      'This legal notice is governed by the laws of England and Wales. Any dispute relating to this website is subject to the exclusive jurisdiction of the courts of England and Wales, without prejudice to any mandatory consumer-protection rules of your country of residence.',
      `Last updated: ${LAST_UPDATED}.`,
    ],
  },
]

export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: [
      `${BRAND_NAME} International Ltd and its affiliated companies (together “${BRAND_NAME}”, “we”, “us”) provide executive search and leadership consulting services worldwide. This policy explains how we collect and use personal data about clients, candidates, website visitors and other people we deal with.`,
      `${BRAND_NAME} International Ltd is the controller of the personal data described in this policy. Our data protection officer can be reached at ${PRIVACY_MAIL}.`,
    ],
  },
  {
    heading: 'The personal data we collect',
    body: [
      'Depending on how you interact with us, we may collect:',
      {
        ul: [
          '**Identity and contact data**: name, job title, employer, e-mail address, telephone number and postal address.',
          '**Professional data**: career history, education, qualifications, compensation, references and assessments, when you are or may become a candidate.',
          '**Communications**: the content of messages and forms you send us, including CVs you upload.',
          '**Technical data**: IP address, browser type, pages visited and similar information collected through cookies, with your consent where required.',
        ],
      },
      'We collect data directly from you, from publicly available professional sources, from referees and from clients, always in line with applicable law.',
    ],
  },
  {
    heading: 'How and why we use your data',
    body: [
      {
        ul: [
          '**To provide our services**: identifying, assessing and presenting candidates to clients (legitimate interests and, where applicable, consent).',
          '**To respond to enquiries**: answering questions you send through our contact forms (legitimate interests or steps prior to a contract).',
          '**To manage client relationships**: contracts, invoicing and account management (performance of a contract).',
          '**To send insights and invitations**: only where you have opted in, and you can unsubscribe at any time (consent).',
          '**To comply with law**: record keeping, anti-fraud and regulatory obligations (legal obligation).',
        ],
      },
    ],
  },
  {
    heading: 'Candidates',
    body: [
      'If you submit your CV or we identify you as a potential candidate, we keep your profile in our confidential research database so that we can consider you for suitable opportunities. We share your details with a client only in connection with a specific role and, wherever practicable, after discussing the opportunity with you.',
      'We keep candidate data for up to seven years after our last meaningful contact with you, unless you ask us to delete it sooner or the law requires otherwise.',
    ],
  },
  {
    heading: 'Sharing your data',
    body: [
      `We share personal data within the ${BRAND_NAME} group, with clients in connection with a search, and with service providers who process data on our behalf (for example hosting, e-mail and assessment providers) under written contracts. We do not sell personal data.`,
      'Where we transfer personal data outside the European Economic Area or the United Kingdom, we use appropriate safeguards such as the European Commission’s standard contractual clauses.',
    ],
  },
  {
    heading: 'How long we keep data',
    body: [
      'We keep personal data only for as long as necessary for the purposes described above. Enquiries submitted through our website are kept for up to two years; client records for the duration of the relationship plus six years; candidate records as described above.',
    ],
  },
  {
    heading: 'Security',
    body: [
      'We protect personal data with technical and organisational measures appropriate to the risk, including encryption in transit, access controls, staff training and regular testing. CVs uploaded through our website are stored privately and are accessible only to authorised staff.',
    ],
  },
  {
    heading: 'Your rights',
    body: [
      'Subject to applicable law, you have the right to access, correct, delete or restrict the processing of your personal data, to object to processing based on legitimate interests, to data portability and to withdraw consent at any time.',
      `To exercise your rights, write to ${PRIVACY_MAIL}. You also have the right to complain to your local data protection authority.`,
    ],
  },
  {
    heading: 'Cookies',
    body: [
      'We use strictly necessary cookies to run this website and, with your consent, analytics and marketing cookies. You can change your choices at any time through the cookie settings link in the footer.',
      `Last updated: ${LAST_UPDATED}.`,
    ],
  },
]

export const DO_NOT_SELL: readonly LegalSection[] = [
  {
    heading: 'Your privacy choices',
    body: [
      'This page explains the rights of California residents, and residents of other US states with comparable laws, to opt out of the “sale” or “sharing” of personal information as those terms are defined by the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA).',
      `${BRAND_NAME} does not sell personal information for money. Like many websites, however, we may allow advertising and analytics partners to collect information through cookies, which can qualify as “sharing” for cross-context behavioural advertising.`,
    ],
  },
  {
    heading: 'How to opt out',
    body: [
      {
        ol: [
          'Use the cookie settings link in the footer and switch off advertising cookies.',
          'Enable a Global Privacy Control (GPC) signal in your browser; we honour it as a valid opt-out request.',
          `Or e-mail ${PRIVACY_MAIL} with the subject “Do not sell or share my personal information”.`,
        ],
      },
      'Your choice applies to the browser and device you use. If you clear your cookies or use another device, you may need to opt out again.',
    ],
  },
  {
    heading: 'Authorised agents',
    body: [
      'You may use an authorised agent to submit a request on your behalf. We may ask the agent for proof of authorisation and may need to verify your identity directly.',
    ],
  },
  {
    heading: 'Non-discrimination',
    body: [
      'We will not discriminate against you for exercising any of your privacy rights. Opting out does not affect how we consider you as a candidate or serve you as a client.',
    ],
  },
  {
    heading: 'Other rights',
    body: [
      'You also have the right to know what personal information we collect, to request its deletion or correction and to limit the use of sensitive personal information. See our privacy policy for details of how to exercise these rights.',
      `Last updated: ${LAST_UPDATED}.`,
    ],
  },
]
