// Written by `npm run generate` from the folders of src/content (registry/module-lists.ts): do not edit.
import { PAGES_MODULE } from '@/content/pages/module'
import { CONSULTANTS_MODULE } from '@/content/consultants/module'
import { EXPERTISE_MODULE } from '@/content/expertise/module'
import { HOME_MODULE } from '@/content/home/module'
import { INSIGHTS_MODULE } from '@/content/insights/module'
import { LEADS_MODULE } from '@/content/leads/module'
import { MEDIA_MODULE } from '@/content/media/module'
import { OFFICES_MODULE } from '@/content/offices/module'
import { REGIONS_MODULE } from '@/content/regions/module'
import { SEARCH_MODULE } from '@/content/search/module'
import { SERVICES_MODULE } from '@/content/services/module'
import { SITE_SETTINGS_MODULE } from '@/content/site-settings/module'

/** Every content module, as each declares itself in its `module.ts` (see `./modules.ts`). */
export const CONTENT_MODULES = [
  PAGES_MODULE,
  CONSULTANTS_MODULE,
  EXPERTISE_MODULE,
  HOME_MODULE,
  INSIGHTS_MODULE,
  LEADS_MODULE,
  MEDIA_MODULE,
  OFFICES_MODULE,
  REGIONS_MODULE,
  SEARCH_MODULE,
  SERVICES_MODULE,
  SITE_SETTINGS_MODULE,
] as const
