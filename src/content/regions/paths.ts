/** The regions' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const regionPaths = {
  region: (slug: string) => `/region/${slug}` as const,
} as const
