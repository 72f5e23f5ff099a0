import type { RouteDefinition } from '@/content/shared/route'

export const SERVICE_ROUTES = [
  { pattern: '/services', type: 'services' },
  { pattern: '/services/[service]', type: 'services' },
  { pattern: '/services/fr/[service]', type: 'services' },
] as const satisfies readonly RouteDefinition[]
