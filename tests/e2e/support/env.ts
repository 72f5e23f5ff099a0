import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')
// E2E_NAME lets several checkouts' suites run side by side (own database, build and port)
const name = process.env.E2E_NAME ?? 'e2e'
const dir = path.join(root, `.${name}`)
const port = Number(process.env.E2E_PORT ?? 3100)
/** The local error-reporting server of tests/e2e/runtime-errors.spec.ts (Sentry envelope protocol). */
const errorReportPort = port + 9

/** One place for the end-to-end environment, shared by scripts/test.mjs and playwright.config.ts. */
export const E2E = {
  dir,
  port,
  origin: `http://localhost:${port}`,
  /** The same server at another address than SITE_URL's: the site must work at whatever address it is opened on. */
  altOrigin: `http://127.0.0.1:${port}`,
  errorReport: { port: errorReportPort, key: 'e2epublickey', project: '1' },
  env: {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: `.next-${name}`,
    PAYLOAD_SECRET: 'e2e-secret-not-for-production',
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    CV_DIR: path.join(dir, 'cv-files'),
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    // every browser test submits from 127.0.0.1; the limiter itself is tested in tests/int
    FORMS_RATE_LIMIT: '100000',
    ERROR_REPORTING_DSN: `http://e2epublickey@127.0.0.1:${errorReportPort}/1`,
    FORMS_GLOBAL_RATE_LIMIT: '1000000',
  } as Record<string, string>,
}
