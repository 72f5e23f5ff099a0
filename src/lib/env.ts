import { z } from 'zod'
import { parsePatchesOff } from './framework-patches'

/**
 * Server environment, parsed once. Development and tests get safe defaults; production refuses to
 * start without the secrets it needs and names each one that is missing.
 */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional())

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().trim().default('file:./data/site.db'),
  PAYLOAD_SECRET: z.string().optional(),
  PAYLOAD_DB_PUSH: z.enum(['0', '1']).default('0'),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SITE_URL: z.url({ protocol: /^https?$/ }),
  SITE_BRAND_NAME: z.string().trim().min(1).default('Arden Hale'),
  SITE_BRAND_SLUG: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'SITE_BRAND_SLUG must be lowercase words joined by hyphens')
    .default('arden-hale'),
  SMTP_URL: optionalUrl,
  LEADS_NOTIFY_TO: z.email().default('leads@arden-hale.example'),
  LEADS_MAIL_FROM: z.email().default('website@arden-hale.example'),
  LEADS_WEBHOOK_URL: optionalUrl,
  LEADS_RETRY_DELAY_MS: z.coerce.number().int().positive().default(5000),
  // one password-reset mail per address per interval (0: no limit)
  PASSWORD_RESET_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  JOBS_AUTORUN: z.enum(['0', '1']).default('1'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  REDIS_URL: optionalUrl,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  FORMS_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  FORMS_MAX_CONCURRENT_UPLOADS: z.coerce.number().int().positive().default(4),
  // of those, how many one client address may hold at once
  FORMS_MAX_UPLOADS_PER_ADDRESS: z.coerce.number().int().positive().default(2),
  // a submit's body must arrive within this (a 7 MB CV at 1 Mbit/s takes about a minute), with no gap
  // longer than the idle time; a slower client gets 408 and frees its upload slot
  FORMS_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  FORMS_BODY_IDLE_MS: z.coerce.number().int().positive().default(15_000),
  // all addresses together, per FORMS_RATE_WINDOW_S: a botnet rotating addresses still hits a ceiling
  FORMS_GLOBAL_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  MEDIA_DIR: z.string().default('./data/media'),
  CV_DIR: z.string().default('./data/cv-files'),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(2000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(20),
  // SCALE: S3-compatible object storage for media and CVs; local disk (MEDIA_DIR / CV_DIR) when S3_BUCKET is unset
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  S3_PREFIX: z.string().trim().default(''),
  // production server (src/server/main.ts): requests worked on at once before 503, and the drain bound
  SERVER_MAX_IN_FLIGHT: z.coerce.number().int().positive().default(64),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  // a client must send its request headers within this, and the whole request within the next (408)
  SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  // an answer that has not moved for this long (the client stopped reading) is dropped (send-deadline.ts)
  SERVER_SEND_STALL_MS: z.coerce.number().int().positive().default(10_000),
  // Third parties of the browser (RUNTIME). Unset: that third party is off. Site settings may
  // also set the tracking ones; the env value wins.
  ERROR_REPORTING_DSN: optionalUrl,
  GTM_ID: z.string().trim().optional(),
  GTM_SCRIPT_URL: z.url().default('https://www.googletagmanager.com/gtm.js'),
  CRM_SCRIPT_URL: optionalUrl,
  VISITOR_INTEL_SCRIPT_URL: optionalUrl,
  RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
  GRAPHQL_WS_URL: optionalUrl,
  // the production server (src/server/main.ts): where it listens, as for `next start`, and the build it serves
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  NEXT_DIST_DIR: z.string().trim().min(1).default('.next'),
  HOSTNAME: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  // framework patches turned off, to measure them (src/lib/framework-patches.ts); unset in production
  FRAMEWORK_PATCHES_OFF: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parsePatchesOff(v)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
})

export type ServerEnv = z.infer<typeof serverSchema> & { PAYLOAD_SECRET: string }

/** Secrets production cannot run without, with the condition that makes each one required. */
const productionRequired: Array<{
  name: keyof z.infer<typeof serverSchema>
  when: (e: z.infer<typeof serverSchema>) => boolean
}> = [
  { name: 'PAYLOAD_SECRET', when: () => true },
  { name: 'RECAPTCHA_SECRET', when: (e) => e.CAPTCHA_PROVIDER === 'recaptcha' },
  { name: 'RECAPTCHA_SITE_KEY', when: (e) => e.CAPTCHA_PROVIDER === 'recaptcha' },
]

const DEV_SECRET = 'dev-only-secret-not-for-production'

/** Unset SITE_URL: the address `npm start` serves on, http://localhost:$PORT (docs/architecture.md "Addresses"). */
export function defaultSiteUrl(port: string | undefined): string {
  return `http://localhost:${port?.trim() || '3000'}`
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const siteUrl = source.SITE_URL?.trim() || defaultSiteUrl(source.PORT)
  const result = serverSchema.safeParse({ ...source, SITE_URL: siteUrl })
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = result.data
  if (env.NODE_ENV === 'production') {
    const missing = productionRequired.filter((r) => r.when(env) && !env[r.name]).map((r) => r.name)
    if (missing.length > 0) {
      throw new Error(
        `Missing required environment variable${missing.length > 1 ? 's' : ''} in production: ${missing.join(', ')}. ` +
          'See .env.example.',
      )
    }
  }
  return { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET || DEV_SECRET }
}

let cached: ServerEnv | undefined

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env)
  return cached
}
