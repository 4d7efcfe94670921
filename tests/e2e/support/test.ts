import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, type TestInfo, test as base, expect } from '@playwright/test';
import { PROJECT_ROOT } from './build-app';
import { pinnedNow } from './clock';

export { expect };

export interface Player {
  username: string;
  email: string;
  password: string;
}

interface Fixtures {
  /** uncaught page errors fail the test unless a test expects them */
  allowPageErrors: boolean;
  /** a player account unique to this test (not yet created) */
  player: Player;
}

export const test = base.extend<Fixtures>({
  allowPageErrors: [false, { option: true }],
  page: async ({ page, allowPageErrors }, run) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await page.clock.install({ time: pinnedNow() });
    await run(page);
    if (!allowPageErrors) expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern
  player: async ({}, run, testInfo) => {
    const tag = `${testInfo.project.name[0]}${randomBytes(4).toString('hex')}`;
    await run({ username: `joueur-${tag}`, email: `e2e-${tag}@example.com`, password: 'secret-Ab12' });
  },
});

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(report, `axe on ${context}`).toEqual([]);
}

/** A full-page screenshot kept for review in screenshots/<viewport>/<name>.png (git-ignored). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = resolve(PROJECT_ROOT, 'screenshots', testInfo.project.name);
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
