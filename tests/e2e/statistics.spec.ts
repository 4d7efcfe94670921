import type { APIRequestContext } from '@playwright/test';
import { findCountry } from '../../src/game/countries';
import { pastDrawInstants } from '../../src/game/statistics-history';
import { SERVICE_ROLE_KEY } from '../../supabase/local';
import { pinnedNow } from './support/clock';
import { STACK_URL } from './support/ports';
import { expect, expectAccessible, test } from './support/test';

const GHANA = findCountry('GH')!;
const MACHINE = [61, 62, 63, 64, 65];

/**
 * Ghana's last 12 draws before the pinned day (19h, Monday to Saturday; no other spec gives a past Ghana draw
 * a result), oldest first, with numbers written by hand. Over the last 10 (D1–D10): 27 out 4 times (D1, D2, D4,
 * D9), last in D9, 1 draw before the newest; 12 out 3 times, last in D4, 6 draws before the newest; 45 in the
 * newest; 88 not at all; the pair 12–27 3 times (D1, D2, D4), every other pair once at most. Over the 12: 88
 * twice (O1, O2), last 10 draws before the newest.
 */
const NUMBERS = [
  [88, 70, 71, 72, 73], // O1
  [88, 74, 75, 76, 77], // O2
  [12, 27, 45, 3, 60], // D1
  [27, 12, 5, 61, 62], // D2
  [1, 2, 3, 4, 5], // D3
  [90, 27, 12, 33, 44], // D4
  [6, 7, 8, 9, 10], // D5
  [13, 14, 15, 16, 17], // D6
  [18, 19, 20, 21, 22], // D7
  [23, 24, 25, 26, 28], // D8
  [27, 29, 30, 31, 32], // D9
  [45, 50, 51, 52, 53], // D10
];

/** Imports the history as the system; both projects import the same rows (the second call changes nothing). */
async function importHistory(request: APIRequestContext) {
  const instants = pastDrawInstants(GHANA, pinnedNow(), 21).slice(-NUMBERS.length);
  const rows = instants.map((at, i) => ({ country: 'GH', draw_at: at.toISOString(), winning: NUMBERS[i], machine: MACHINE }));
  const answer = await request.post(`${STACK_URL}/rest/v1/rpc/import_draw_results`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    data: { rows },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return instants;
}

test("signed out, /analytics frames the statistics page: Ghana's last 10 and 30 draws, counted by hand", async ({ page, request }) => {
  const instants = await importHistory(request);
  const day = (at: Date) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analyses Statistiques' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Analyses Statistiques"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Statistiques des tirages' })).toBeVisible();
  await expect(frame.getByText('Chaque tirage est indépendant : les résultats passés ne prédisent pas le prochain. Jouez avec modération.')).toBeVisible();

  await frame.getByRole('combobox', { name: 'Pays' }).selectOption('GH');
  const windows = frame.getByRole('radiogroup', { name: 'Derniers tirages' });
  await windows.getByText('10', { exact: true }).click();
  await expect(frame.getByText(`Ghana : les 10 derniers tirages du ${day(instants[2]!)} au ${day(instants[11]!)}.`)).toBeVisible();
  const numbers = frame.getByRole('table', { name: 'Sorties de chaque numéro' });
  const row = (table: typeof numbers, header: string) => table.getByRole('row').filter({ has: frame.getByRole('rowheader', { name: header, exact: true }) });
  await expect(row(numbers, '27')).toContainText('4 fois');
  await expect(row(numbers, '27')).toContainText('il y a 1 tirage');
  await expect(row(numbers, '12')).toContainText('3 fois');
  await expect(row(numbers, '12')).toContainText('il y a 6 tirages');
  await expect(row(numbers, '45')).toContainText('au dernier tirage');
  await expect(row(numbers, '88')).toContainText('0 fois');
  await expect(row(numbers, '88')).toContainText('pas sur la période');
  const pairs = frame.getByRole('table', { name: 'Les 10 paires les plus sorties' });
  await expect(pairs.getByRole('row').nth(1)).toContainText('12 – 27');
  await expect(pairs.getByRole('row').nth(1)).toContainText('3 fois');
  await expect(pairs.getByRole('row').nth(2)).toContainText('1 – 2');
  await expect(pairs.getByRole('row').nth(2)).toContainText('1 fois');
  await expectAccessible(page, '/analytics with the statistics of Ghana');

  await windows.getByText('30', { exact: true }).click();
  await expect(frame.getByText(`Ghana : les 12 derniers tirages du ${day(instants[0]!)} au ${day(instants[11]!)}.`)).toBeVisible();
  await expect(row(numbers, '88')).toContainText('2 fois');
  await expect(row(numbers, '88')).toContainText('il y a 10 tirages');
  await expect(row(numbers, '27')).toContainText('4 fois');
});

test('the statistics page on its own keeps its choice in the address; a forged one falls back to Togo and 30 draws', async ({ page }) => {
  await page.goto('/statistiques?pays=ZZ&tirages=7');
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('TG');
  await expect(page.getByRole('radio', { name: '30', exact: true })).toBeChecked();
  await expect(page.getByText('Aucun tirage de Togo n’a encore de résultat.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Pays' }).selectOption('GH');
  await expect(page).toHaveURL(/\/statistiques\?pays=GH&tirages=30$/);
  await expectAccessible(page, '/statistiques');
});
