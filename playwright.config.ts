import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';
import { APP_URL } from './tests/e2e/support/ports';

/** Specs that set a phone's viewport themselves, run once. */
const PHONE_ONLY_SPECS = ['**/bet-structure.spec.ts', '**/closed-draws.spec.ts', '**/player-status.spec.ts', '**/recovery.spec.ts', '**/server-basket.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]] : [['list']],
  use: {
    baseURL: APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // the app's service worker would answer requests the specs route or cut; the offline spec allows it
    serviceWorkers: 'block',
  },
  projects: [
    // the breakpoint spec sets its own widths; the stories spec is one pass (stories set their own viewports)
    { name: 'mobile', use: { viewport: { width: 360, height: 740 } }, testIgnore: ['**/shell-breakpoint.spec.ts', '**/stories-a11y.spec.ts'] },
    // issue 38's phone journeys set their own 390 px viewport: one pass, in the mobile project
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: PHONE_ONLY_SPECS },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/serve.ts',
    url: APP_URL,
    timeout: 180_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
