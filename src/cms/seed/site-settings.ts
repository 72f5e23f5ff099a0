import { PEOPLE_TITLE } from '@/content/consultants/people-title'
import { CANDIDATE_ENTRY, CLIENT_ENTRY } from '@/content/home/entry-point-links'
import type { SiteSetting } from '@/payload-types'
import { ABOUT_HREF, BRAND_NAME, BRAND_SLUG, JOIN_HREF } from './brand'
import { LOCAL, type DocId, type SeedContext } from './context'
import { FUNCTIONS, INDUSTRIES } from './data/expertise'
import { CATEGORIES } from './data/insights'
import { REGIONS } from './data/regions'
import { SERVICES_EN } from './data/services'
import { THREE_BARRIERS_SLUG } from './data/webinars'

type Link = { label: string; href: string }

const serviceLinks: Link[] = SERVICES_EN.map((s) => ({ label: s.title, href: `/services/${s.slug}` }))

export function siteSettingsData(images: Map<string, DocId>): Omit<SiteSetting, 'id'> {
  return {
    navigation: [
      { label: 'Services', href: '/services' },
      { label: 'Expertise', href: '/expertise' },
      { label: PEOPLE_TITLE, href: '/consultant' },
      { label: 'Insights', href: '/insights' },
      { label: 'Offices', href: '/international-locations' },
      { label: 'About', href: ABOUT_HREF },
      { label: 'Careers', href: JOIN_HREF },
      { label: 'Contact', href: '/contact-us' },
      { label: CLIENT_ENTRY.label, href: CLIENT_ENTRY.href },
      { label: CANDIDATE_ENTRY.label, href: CANDIDATE_ENTRY.href },
    ],
    megaMenu: [
      { label: 'Services', href: '/services', columns: [{ heading: 'Services', links: serviceLinks }] },
      {
        label: 'Expertise',
        href: '/expertise',
        columns: [
          {
            heading: 'Industries',
            links: INDUSTRIES.map((i) => ({ label: i.title, href: `/expertise/industry/${i.slug}` })),
          },
          {
            heading: 'Functions',
            links: FUNCTIONS.map((f) => ({ label: f.title, href: `/expertise/functions/${f.slug}` })),
          },
        ],
      },
      {
        label: 'Insights',
        href: '/insights',
        columns: [
          { heading: 'Topics', links: CATEGORIES.map((c) => ({ label: c.title, href: `/insights/${c.slug}` })) },
          {
            heading: 'More',
            links: [
              { label: 'The Leadership Post', href: '/the-leadership-post' },
              { label: 'Global survey panel', href: '/global-survey-panel' },
              { label: 'Webinar: three barriers to women’s progression', href: `/webinar/${THREE_BARRIERS_SLUG}` },
            ],
          },
        ],
      },
      {
        label: 'About',
        href: ABOUT_HREF,
        columns: [
          {
            heading: `About ${BRAND_NAME}`,
            links: [
              { label: 'Who we are', href: ABOUT_HREF },
              { label: 'Corporate social responsibility', href: `${ABOUT_HREF}/corporate-social-responsibility` },
              {
                label: 'Diversity, equity and inclusion',
                href: `${ABOUT_HREF}/global-diversity-equity-inclusion-policy`,
              },
              { label: 'Careers', href: JOIN_HREF },
            ],
          },
        ],
      },
      {
        label: 'Offices',
        href: '/international-locations',
        columns: [
          { heading: 'Regions', links: REGIONS.map((r) => ({ label: r.title, href: `/region/${r.slug}` })) },
          { heading: 'Locations', links: [{ label: 'All international locations', href: '/international-locations' }] },
        ],
      },
      {
        // the two ways into a conversation: clients and candidates apart (as on the home page)
        label: 'Hire or find a role',
        href: '/contact-us',
        columns: [
          { heading: CLIENT_ENTRY.audience, links: [{ label: CLIENT_ENTRY.label, href: CLIENT_ENTRY.href }] },
          { heading: CANDIDATE_ENTRY.audience, links: [{ label: CANDIDATE_ENTRY.label, href: CANDIDATE_ENTRY.href }] },
        ],
      },
    ],
    footer: {
      tagline: `${BRAND_NAME} is a leading global executive search and leadership consulting firm, finding and developing the leaders who shape organisations worldwide.`,
      columns: [
        { heading: 'Services', links: serviceLinks },
        {
          heading: 'Firm',
          links: [
            { label: 'About us', href: ABOUT_HREF },
            { label: PEOPLE_TITLE, href: '/consultant' },
            { label: 'Offices', href: '/international-locations' },
            { label: 'Careers', href: JOIN_HREF },
          ],
        },
        {
          heading: 'Insights',
          links: [
            { label: 'All insights', href: '/insights' },
            { label: 'The Leadership Post', href: '/the-leadership-post' },
            { label: 'Global survey panel', href: '/global-survey-panel' },
          ],
        },
        {
          heading: 'Contact',
          links: [
            { label: 'Contact us', href: '/contact-us' },
            { label: 'Hire an executive', href: '/contact-us/executive-search-leadership-talent' },
            { label: 'Search', href: '/search' },
          ],
        },
      ],
      legalLinks: [
        { label: 'Legal notice', href: '/legal-notice' },
        { label: 'Privacy policy', href: '/privacy-policy' },
        { label: 'Do not sell or share my info', href: '/do-not-sell-or-share-my-info' },
      ],
      social: [
        { network: 'linkedin', href: `https://www.linkedin.com/company/${BRAND_SLUG}` },
        { network: 'x', href: `https://x.com/${BRAND_SLUG.replace(/-/g, '')}` },
        { network: 'youtube', href: `https://www.youtube.com/@${BRAND_SLUG.replace(/-/g, '')}` },
      ],
    },
    carousel: [
      {
        heading: 'Leaders for what comes next',
        text: 'Executive search and leadership consulting for boards and chief executives in every major market.',
        image: images.get('carousel-leaders') ?? null,
        ctaLabel: 'Talk to a consultant',
        ctaHref: '/contact-us',
      },
      {
        heading: 'Boards built for the decade ahead',
        text: 'Director search, board evaluation and succession advice from consultants who know the boardroom.',
        image: images.get('carousel-boards') ?? null,
        ctaLabel: 'Board services',
        ctaHref: '/services/board-services',
      },
      {
        heading: 'Ready to grow?',
        text: 'Download our e-book on building a leadership team that scales.',
        image: images.get('carousel-growth') ?? null,
        ctaLabel: 'Get the e-book',
        ctaHref: '/ready-to-grow',
      },
    ],
    tracking: {
      gtmId: null,
      crmScriptUrl: null,
      visitorIntelScriptUrl: null,
      socialAdvocacySiteId: null,
      socialAdvocacyScriptUrl: null,
      adTrackingServerUrl: null,
      errorReportingDsn: null,
    },
    features: { adsTracking: false, consentBanner: true },
  }
}

/** Navigation, mega menu, footer and carousel; written only when the global was never set. */
export async function seedSiteSettings(ctx: SeedContext, images: Map<string, DocId>): Promise<void> {
  const current = await ctx.payload.findGlobal({ slug: 'site-settings', ...LOCAL, depth: 0 })
  if ((current.navigation?.length ?? 0) > 0) {
    ctx.count('site-settings', 'skipped')
    return
  }
  await ctx.payload.updateGlobal({ slug: 'site-settings', ...LOCAL, depth: 0, data: siteSettingsData(images) })
  ctx.count('site-settings', 'created')
}
