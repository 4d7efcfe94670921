import { readFile, writeFile } from 'node:fs/promises';
import { FLASH_RANDOMS } from '../../src/game/selection';
import { replayRegistry } from '../../src/qa/replay-registry';
import { formatDivergence, replayTrace } from '../../src/qa/replayer';
import { parseTrace } from '../../src/qa/trace';
import { signedInPlayer } from './support/accounts';
import type { Page } from '@playwright/test';
import { addToBasket, chooseDraw } from './support/betting';
import { expect, test } from './support/test';

const ball = (page: Page, n: number) => page.getByRole('button', { name: `Numéro ${n}`, exact: true });

async function pickNumbers(page: Page, numbers: number[]) {
  for (const n of numbers) {
    await ball(page, n).click();
    await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
  }
}

test('a bet-builder trace recorded in Chromium with ?qa=1 replays green, and fails at the step of an altered event', async ({ page, request, player }, testInfo) => {
  await signedInPlayer(page, request, player);
  await page.goto('/player?qa=1');
  const panel = page.getByRole('complementary', { name: 'Panneau QA' });
  const collapsed = page.getByRole('button', { name: /^QA · \d+ étapes$/ });
  await expect(panel.or(collapsed)).toBeVisible();

  await chooseDraw(page);
  // the chip's radio input is visually hidden: click its label, as a player does
  await page.locator('label').filter({ hasText: /\bPerm$/ }).click();
  await expect(page.getByRole('radio', { name: /\bPerm$/ })).toBeChecked();
  await page.getByRole('button', { name: 'Flash' }).click();
  await page.getByRole('button', { name: 'Effacer' }).click();
  await pickNumbers(page, [5, 12, 33, 47, 90]);
  await page.getByRole('group', { name: 'Montants rapides' }).getByRole('button', { name: /^200\b/ }).click();
  await addToBasket(page);
  await expect(ball(page, 47)).toHaveAttribute('aria-pressed', 'false');
  // the panel starts collapsed on narrow screens
  if (await collapsed.isVisible()) await collapsed.click();
  await expect(panel.getByText(/#\d+ external basket\.add/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Télécharger la trace (JSON)' }).click()]);
  const path = testInfo.outputPath('trace.json');
  await download.saveAs(path);
  const trace = parseTrace(await readFile(path, 'utf8'));
  await writeFile(testInfo.outputPath('trace.pretty.json'), JSON.stringify(trace, null, 2));

  expect(trace.machine.id).toBe('betBuilder');
  expect(trace.steps.map((step) => step.event.type)).toEqual(expect.arrayContaining(['xstate.init', 'type.change', 'number.toggle', 'flash', 'clear', 'stake.quick', 'basket.add']));
  // what the page answered (random picks, the new id, the time) travels inside the events: nothing to wrap
  expect(trace.steps.find((step) => step.event.type === 'flash')?.event.randoms).toHaveLength(FLASH_RANDOMS);
  expect(trace.steps.find((step) => step.event.type === 'basket.add')?.event).toMatchObject({ id: expect.any(String), now: expect.any(String) });
  expect(trace.environment.calls).toEqual({});

  const green = await replayTrace(trace, replayRegistry.betBuilder!);
  expect(green.divergence && formatDivergence(green.divergence)).toBeUndefined();
  expect(green.steps).toHaveLength(trace.steps.length);

  const altered = structuredClone(trace);
  const target = altered.steps.findLast((step) => step.event.type === 'number.toggle')!;
  target.event = { type: 'number.toggle', number: 89 };
  const red = await replayTrace(altered, replayRegistry.betBuilder!);
  expect(red.ok).toBe(false);
  expect(red.divergence?.step).toBe(target.index);
  expect(red.divergence && formatDivergence(red.divergence)).toMatch(new RegExp(`^Diverged at step ${target.index} \\(number\\.toggle\\)`));
});
