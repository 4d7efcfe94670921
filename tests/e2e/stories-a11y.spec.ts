import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { E2E_DIR, PROJECT_ROOT } from './support/build-app';
import { type StaticServer, startStaticServer } from './support/static-server';
import { blockingAxeViolations, expect, expectAccessible, test } from './support/test';

/**
 * Every Storybook story, built and played in Chromium, checked by axe with WCAG 2.0/2.1 A and AA and
 * RGAA rules (stories/play-stories.ts runs them in happy-dom, which cannot judge colour contrast or
 * label-in-name). Desktop only (playwright.config.ts): the stories set their own viewports.
 */
test.describe.configure({ mode: 'serial', timeout: 1_800_000 });
// The page errors of the stories are collected below, where one of Chromium's own can be told apart.
test.use({ allowPageErrors: true });

interface IndexEntry {
  id: string;
  type: string;
}

let storybook: StaticServer | undefined;
let storyIds: string[] = [];
const outDir = resolve(E2E_DIR, `storybook-${process.env.E2E_APP_PORT ?? 'local'}`);

// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  await promisify(execFile)('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], { cwd: PROJECT_ROOT });
  const index = JSON.parse(await readFile(resolve(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  // E2E_STORIES=<part of an id> checks only those stories (a quick look at one screen's fix)
  const only = process.env.E2E_STORIES;
  storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
    .map((entry) => entry.id);
  storybook = await startStaticServer(outDir, 40_000 + Math.floor(Math.random() * 10_000));
});

test.afterAll(async () => {
  await storybook?.close();
  await rm(outDir, { recursive: true, force: true });
});

test('the check catches a link named otherwise than it reads (WCAG 2.5.3, RGAA 6.1.5)', async ({ page }) => {
  await page.setContent('<html lang="fr"><head><title>t</title></head><body><main><h1>t</h1><a href="/" aria-label="Accueil">Loto Afrik</a></main></body></html>');
  expect(await blockingAxeViolations(page)).toEqual([expect.stringMatching(/^serious label-content-name-mismatch: .* — a$/)]);
});

test('every story: no serious or critical axe violation in Chromium', async ({ page }) => {
  expect(storyIds.length).toBeGreaterThan(process.env.E2E_STORIES ? 0 : 50);
  let current = '';
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    // Chromium checks MSW's service worker for an update on each navigation; the next story's navigation
    // may cut that check short, which it reports as a page error of no story's making.
    if (!error.message.startsWith('Failed to update a ServiceWorker')) errors.push(`${current}: ${error.name}: ${error.message}`);
  });
  for (const id of storyIds) {
    current = id;
    await test.step(id, async () => {
      await page.goto(`${storybook!.url}/iframe.html?id=${id}&viewMode=story`);
      const phase = await page
        .waitForFunction(() => {
          const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
          // 'finished' once rendered, played and cleaned up; 'errored' when the render or the play function threw
          return render?.phase === 'finished' || render?.phase === 'errored' ? render.phase : null;
        })
        .then((handle) => handle.jsonValue());
      expect(phase, `${id} rendered and played`).toBe('finished');
      await expectAccessible(page, id, { include: '#storybook-root' });
    });
  }
  expect(errors, 'uncaught errors in the stories').toEqual([]);
});
