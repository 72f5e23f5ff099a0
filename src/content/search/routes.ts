import type { RouteDefinition } from '@/content/shared/route'

export const SEARCH_ROUTES = [{ pattern: '/search', type: 'search' }] as const satisfies readonly RouteDefinition[]
