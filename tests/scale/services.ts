/** Where the scale checks find PostgreSQL and Redis; shared with `npm test`, which skips the stage when either is down. */
export const SCALE_DATABASE_URL = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test_scale'
export const SCALE_REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/9'
