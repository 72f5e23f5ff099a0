import type { Service } from '@/payload-types'

/** A French service lives under /services/fr/ (written out: the union would otherwise fold into its wider half). */
type ServicePath = `/services/${string}` | `/services/fr/${string}`

/** The services' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const servicePaths = {
  services: '/services',
  service: (slug: string, language?: Service['language'] | null): ServicePath =>
    language === 'fr' ? `/services/fr/${slug}` : `/services/${slug}`,
} as const
