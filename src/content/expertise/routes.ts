import type { RouteDefinition } from '@/content/shared/route'

/** The two families of expertise, each with its own addresses (`EXPERTISE_KINDS` in expertise.server.ts labels them). */
export type ExpertiseKind = 'industry' | 'functions'

export const EXPERTISE_ROUTES = [
  { pattern: '/expertise', type: 'expertise' },
  { pattern: '/expertise/functions', type: 'expertise' },
  { pattern: '/expertise/functions/[slug]', type: 'expertise' },
  { pattern: '/expertise/functions/[slug]/[subsector]', type: 'expertise' },
  { pattern: '/expertise/industry', type: 'expertise' },
  { pattern: '/expertise/industry/[slug]', type: 'expertise' },
  { pattern: '/expertise/industry/[slug]/[subsector]', type: 'expertise' },
] as const satisfies readonly RouteDefinition[]
