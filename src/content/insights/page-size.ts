/** Insight cards on one page of a list (`/insights`, a category's page); the seed spreads its pictures over it. */
export const INSIGHTS_PER_PAGE = 12

/** How many insights a webinar page suggests after its text (its speakers' newest, topped up with the firm's). */
export const WEBINAR_READING = 3
