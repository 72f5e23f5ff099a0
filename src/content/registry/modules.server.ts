import 'server-only'
import { CONSULTANT_ADDRESSES } from '@/content/consultants/routes.server'
import { EXPERTISE_ADDRESSES } from '@/content/expertise/routes.server'
import { INSIGHT_ADDRESSES } from '@/content/insights/routes.server'
import { OFFICE_ADDRESSES } from '@/content/offices/routes.server'
import { REGION_ADDRESSES } from '@/content/regions/routes.server'
import { SERVICE_ADDRESSES } from '@/content/services/routes.server'

/**
 * The server half of `./modules.ts`: what each module with routes that take a parameter says about
 * their addresses (its `routes.server.ts`): their parameters, its documents' dates and its cache
 * tags. It cannot sit in `modules.ts`, which the proxy reads and which must stay free of reads. A
 * module whose routes are declared but whose addresses are not here is a type error on
 * `ROUTE_PARAMS` (`./routes.server.ts`).
 */
export const MODULE_ADDRESSES = [
  CONSULTANT_ADDRESSES,
  EXPERTISE_ADDRESSES,
  INSIGHT_ADDRESSES,
  OFFICE_ADDRESSES,
  REGION_ADDRESSES,
  SERVICE_ADDRESSES,
] as const
