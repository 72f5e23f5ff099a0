/** The consultants' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const consultantPaths = {
  consultants: '/consultant',
  consultant: (slug: string) => `/consultant/${slug}` as const,
} as const
