import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/e2e/support/env'

/**
 * Browser tests against a production build served by `next start`. `npm test` prepares the
 * database and build first (scripts/test.mjs); running `npx playwright test` alone expects them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E.origin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${E2E.port}`,
    url: `${E2E.origin}/api/users/me`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: E2E.env,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
