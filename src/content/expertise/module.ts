import type { ContentModule } from '@/content/shared/content-module'
import { paths, slugDraft } from '@/content/shared/paths'

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
  preview: {
    industries: slugDraft((slug) => paths.expertiseArea('industry', slug)),
    functions: slugDraft((slug) => paths.expertiseArea('functions', slug)),
  },
} as const satisfies ContentModule
