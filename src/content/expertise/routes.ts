import type { RouteDefinition } from '@/content/shared/route'

export type { ExpertiseKind } from '@/content/shared/paths'

export const EXPERTISE_ROUTES = [
  { pattern: '/expertise', type: 'expertise' },
  { pattern: '/expertise/functions', type: 'expertise' },
  { pattern: '/expertise/functions/[slug]', type: 'expertise' },
  { pattern: '/expertise/functions/[slug]/[subsector]', type: 'expertise' },
  { pattern: '/expertise/industry', type: 'expertise' },
  { pattern: '/expertise/industry/[slug]', type: 'expertise' },
  { pattern: '/expertise/industry/[slug]/[subsector]', type: 'expertise' },
] as const satisfies readonly RouteDefinition[]
