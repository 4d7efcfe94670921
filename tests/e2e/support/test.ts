import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, type TestInfo, test as base, expect } from '@playwright/test';
import { AXE_TAGS, BLOCKING_IMPACTS } from '../../kit/axe';
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

// The project's axe-core (4.14), not the older copy @axe-core/playwright bundles, in which WCAG 2.5.3
// label-in-name (label-content-name-mismatch) is still experimental and so never runs.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the current page (or the part `include` selects) with WCAG 2.0/2.1 A and AA and RGAA rules: its serious and critical violations. */
export async function blockingAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(AXE_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation (a soft assertion: the test goes on to the next route). */
export async function expectAccessible(page: Page, context: string, options: { include?: string } = {}): Promise<void> {
  expect.soft(await blockingAxeViolations(page, options), `axe on ${context}`).toEqual([]);
}

/** A full-page screenshot kept for review in screenshots/<viewport>/<name>.png (git-ignored). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = resolve(PROJECT_ROOT, 'screenshots', testInfo.project.name);
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
