import type { RouteDefinition } from '@/content/shared/route'

export const CONSULTANT_ROUTES = [
  { pattern: '/consultant', type: 'consultants' },
  { pattern: '/consultant/[slug]', type: 'consultants' },
] as const satisfies readonly RouteDefinition[]
