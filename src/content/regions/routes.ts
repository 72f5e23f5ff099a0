import type { RouteDefinition } from '@/content/shared/route'

export const REGION_ROUTES = [
  { pattern: '/region/[region]', type: 'regions' },
] as const satisfies readonly RouteDefinition[]
