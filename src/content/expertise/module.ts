import type { ContentModule } from '@/content/shared/content-module'
import { slugDraft } from '@/content/shared/paths'
import { expertisePaths } from './paths'

/** Expertise by industry and by function, each area with its subsectors. */
export const EXPERTISE_MODULE = {
  name: 'expertise',
  collections: ['industries', 'functions'],
  routes: [
    { pattern: '/expertise', type: 'expertise' },
    { pattern: '/expertise/functions', type: 'expertise' },
    { pattern: '/expertise/functions/[slug]', type: 'expertise' },
    { pattern: '/expertise/functions/[slug]/[subsector]', type: 'expertise' },
    { pattern: '/expertise/industry', type: 'expertise' },
    { pattern: '/expertise/industry/[slug]', type: 'expertise' },
    { pattern: '/expertise/industry/[slug]/[subsector]', type: 'expertise' },
  ],
  paths: expertisePaths,
  preview: {
    industries: slugDraft((slug) => expertisePaths.expertiseArea('industry', slug)),
    functions: slugDraft((slug) => expertisePaths.expertiseArea('functions', slug)),
  },
  search: {
    industries: { rank: 6, plural: 'Industries', singular: 'Industry' },
    functions: { rank: 7, plural: 'Functions', singular: 'Function' },
  },
} as const satisfies ContentModule
