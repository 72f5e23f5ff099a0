/** The two families of expertise, each with its own addresses (`EXPERTISE_KINDS` in expertise.server.ts labels them). */
export type ExpertiseKind = 'industry' | 'functions'

/** Expertise's addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const expertisePaths = {
  expertise: '/expertise',
  expertiseFamily: (kind: ExpertiseKind) => `/expertise/${kind}` as const,
  expertiseArea: (kind: ExpertiseKind, slug: string) => `/expertise/${kind}/${slug}` as const,
  expertiseSubsector: (kind: ExpertiseKind, area: string, subsector: string) =>
    `/expertise/${kind}/${area}/${subsector}` as const,
} as const
