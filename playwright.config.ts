// test support code imports the site's server modules: `server-only` resolves as on Next's server side
import './scripts/node-hooks/server-only.mjs'
import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/e2e/support/env'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium'
import { PAGES, REQUESTS } from './scripts/e2e-groups'

/**
 * Browser tests against a production build served by the production server (src/server/main.ts). `npm test` prepares the
 * database and build first (scripts/test.mjs), then runs `pages` and `requests` side by side (`--workers=2`) and `alone`
 * after them; running `npx playwright test` alone expects the build and runs every spec one after another.
 */
export default defineConfig({
  // user journeys in tests/e2e; hostile requests (issue 7) in tests/security
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  fullyParallel: false,
  // one spec at a time unless asked (`npm test` asks for two: one per group that may share the server)
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // a submit solves a proof-of-work captcha in the browser: on a busy 2-core machine the steps after
  // it took more than the default 5 s (CI failed on it while the same test passed alone)
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  // screenshot baselines (tests/e2e/visual.spec.ts) beside their spec, one name per template and width
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: E2E.origin,
    trace: 'retain-on-failure',
    // A made consent choice, so the cookie banner does not cover other specs' pages;
    // tests/e2e/runtime-consent.spec.ts starts without it.
    storageState: {
      // for both addresses the suite opens the site at (E2E.origin and E2E.altOrigin)
      cookies: ['localhost', '127.0.0.1'].map((domain) => ({
        name: 'cookie-consent',
        value: 'necessary:yes,analytics:no,advertisement:no',
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // each group one spec at a time: two specs of one group could disturb each other
  projects: [
    { name: 'pages', testMatch: PAGES, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'requests', testMatch: REQUESTS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'alone',
      testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
      testIgnore: [...PAGES, ...REQUESTS],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // the production server (security headers, probes, graceful shutdown), on E2E.env's PORT
    command: 'node --import tsx --import ./scripts/node-hooks/server-only.mjs src/server/main.ts',
    url: `${E2E.origin}/api/users/me`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: E2E.env,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
