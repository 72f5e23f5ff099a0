import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { servicePaths } from './paths'

/** The services, in English and French. */
export const SERVICES_MODULE = {
  name: 'services',
  collections: ['services'],
  routes: [
    { pattern: '/services', type: 'services' },
    { pattern: '/services/[service]', type: 'services' },
    { pattern: '/services/fr/[service]', type: 'services' },
  ],
  paths: servicePaths,
  preview: {
    services: slugDraft((slug, data) => servicePaths.service(slug, data.language === 'fr' ? 'fr' : 'en')),
  },
  search: { services: { rank: 5, plural: 'Services', singular: 'Service' } },
} as const satisfies ContentModule
