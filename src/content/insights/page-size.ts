/** Insight cards on one page of a list (`/insights`, a category's page); the seed spreads its pictures over it. */
export const INSIGHTS_PER_PAGE = 12
