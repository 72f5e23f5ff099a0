// Written by `npm run generate` from the folders of src/content (registry/module-lists.ts): do not edit.
import 'server-only'
import { CONSULTANT_ADDRESSES } from '@/content/consultants/routes.server'
import { EXPERTISE_ADDRESSES } from '@/content/expertise/routes.server'
import { INSIGHT_ADDRESSES } from '@/content/insights/routes.server'
import { OFFICE_ADDRESSES } from '@/content/offices/routes.server'
import { REGION_ADDRESSES } from '@/content/regions/routes.server'
import { SERVICE_ADDRESSES } from '@/content/services/routes.server'

/**
 * The server half of `./module-list.ts`: what each module with routes that take a parameter says
 * about their addresses (its `routes.server.ts`): their parameters, its documents’ dates and its
 * cache tags. Apart, because the proxy reads the module list, which must stay free of reads.
 */
export const MODULE_ADDRESSES = [
  CONSULTANT_ADDRESSES,
  EXPERTISE_ADDRESSES,
  INSIGHT_ADDRESSES,
  OFFICE_ADDRESSES,
  REGION_ADDRESSES,
  SERVICE_ADDRESSES,
] as const
