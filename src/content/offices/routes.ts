import type { RouteDefinition } from '@/content/shared/route'

export const OFFICE_ROUTES = [
  { pattern: '/international-locations', type: 'offices' },
  { pattern: '/office/[slug]', type: 'offices' },
  { pattern: '/office/[slug]/[service]', type: 'offices' },
  { pattern: '/office/[slug]/board-readiness-survey/contact-us', type: 'offices' },
  { pattern: '/office/[slug]/board-readiness-survey/contact-us/thank-you', type: 'offices', indexed: false },
] as const satisfies readonly RouteDefinition[]
