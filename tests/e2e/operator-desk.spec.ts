import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { type DrawHour, WEEKDAYS, type Weekday, findCountry } from '../../src/game/countries';
import { drawDate } from '../../src/game/operator';
import { drawTitle } from '../../src/game/results';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { createAccount, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, pickNumbers, validateButton } from './support/betting';
import { pinnedNow } from './support/clock';
import { accessToken, fundPlayer, playBalance } from './support/money';
import { STACK_URL } from './support/ports';
import { ANON_KEY } from './support/stack-keys';
import { logout } from './support/shell';
import { expect, expectAccessible, screenshot, test } from './support/test';
import { winWithASolo } from './support/winnings';

/** The seeded operator of DESIGN §9. */
const OPERATOR = { email: 'operateur1@lotoafrik.test', password: 'operateur1234' };
const GHANA = findCountry('GH')!;
const CI = findCountry('CI')!;

/** Ghana's 19h draw no other spec uses, one per project (they run at once on one stack): 3 or 4 days after the pinned day. */
function ghanaDraw(project: string) {
  const now = pinnedNow();
  const today = WEEKDAYS.indexOf(countryTime(GHANA, now).weekday);
  let ahead = project === 'mobile' ? 4 : 3;
  let day: Weekday = WEEKDAYS[(today + ahead) % 7]!;
  if (!GHANA.activeDays.includes(day)) day = WEEKDAYS[(today + ++ahead) % 7]!;
  const draw = { country: GHANA.code, day, time: '19h' as DrawHour, drawAt: drawInstant(GHANA, day, '19h', now).toISOString() };
  return { ...draw, title: drawTitle(draw), date: drawDate(draw) };
}

/** A stack kept between runs keeps an earlier run's limit: the operator removes it first, as the desk would ('Retirer'). */
async function removeLineLimit(request: APIRequestContext, drawAt: string, line: string): Promise<void> {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${await accessToken(request, OPERATOR)}`, 'content-type': 'application/json' };
  const found = await request.get(`${STACK_URL}/rest/v1/draws?select=id&country=eq.GH&draw_at=eq.${encodeURIComponent(drawAt)}`, { headers });
  const [draw] = (await found.json()) as { id: string }[];
  expect(draw, `the draw GH at ${drawAt}`).toBeDefined();
  const removed = await request.post(`${STACK_URL}/rest/v1/rpc/set_liability_limit`, { headers, data: { p_draw_id: draw!.id, p_line: line, p_max_payout: null } });
  expect(removed.status(), await removed.text()).toBe(200);
}

const ball = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Numéro ${n}(,|$)`) });

test("an operator closes the 27 on a draw: the player's basket bet on it is refused in French and the builder shows it unavailable, live", async ({ page, browser, request, player }, testInfo) => {
  const draw = ghanaDraw(testInfo.project.name);
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await removeLineLimit(request, draw.drawAt, '27');

  await test.step('the player puts a solo on 27 in the basket', async () => {
    await signIn(page, player);
    await page.goto(`/betting/GH/${draw.day}/19h`);
    await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await pickNumbers(page, [27]);
    await addToBasket(page);
    await expect(ball(page, 27)).toHaveAccessibleName('Numéro 27');
  });

  await test.step("an operator sets the 27's limit on that draw to 0 CFA", async () => {
    const context = await browser.newContext();
    await context.clock.install({ time: pinnedNow() });
    const desk = await context.newPage();
    await signIn(desk, OPERATOR);
    await desk.goto('/operateur/exposition');
    await desk.getByRole('combobox', { name: 'Pays' }).first().selectOption('GH');
    await desk.getByRole('combobox', { name: 'Jour' }).first().selectOption(draw.date);
    await desk.getByRole('button', { name: `Lignes et limites : ${draw.title}` }).click();
    const form = desk.getByRole('form', { name: "Limite d'une ligne" });
    await form.getByRole('textbox', { name: 'Ligne', exact: true }).fill('27');
    await form.getByRole('textbox', { name: 'Limite de la ligne (CFA)' }).fill('0');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Limite de la ligne 27' })).toContainText(`Le 27 n'est plus en vente sur ce tirage.`);
    await screenshot(desk, testInfo, 'operator-line-limit');
    await expectAccessible(desk, '/operateur/exposition with a draw open');
    await context.close();
  });

  await test.step('the builder, still open, shows the 27 unavailable without a reload', async () => {
    await expect(ball(page, 27)).toHaveAccessibleName('Numéro 27, indisponible');
    await expect(ball(page, 27)).toHaveAttribute('aria-disabled', 'true');
    await screenshot(page, testInfo, 'builder-number-unavailable');
  });

  await test.step("'Valider' refuses the ticket, naming the line, and nothing is debited", async () => {
    await basketButton(page, 1).click();
    await validateButton(page).click();
    await expect(page.getByText("Le 27 n'est plus disponible pour le tirage de 19h.", { exact: true })).toBeVisible();
    await expect(page.getByText("Refusé : Le 27 n'est plus disponible pour le tirage de 19h.")).toBeVisible();
    expect(await playBalance(request, player)).toBe(5_000);
    await logout(page);
  });
});

test("the report shows a settled draw's stakes and payouts, and downloads as CSV", async ({ page, request, player }, testInfo) => {
  // not 16h: after 06:00 UTC, bet-structure's pinned day is the real one, and it draws the same day's 16h
  const hour: DrawHour = testInfo.project.name === 'mobile' ? '21h' : '18h';
  await createAccount(request, player);
  await fundPlayer(request, player, 1_000);
  const payout = await winWithASolo(request, player, 'CI', hour);
  // winWithASolo's draw: two days after the real day, in Côte d'Ivoire (GMT)
  const now = new Date();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(CI, now).weekday) + 2) % 7]!;
  const date = drawInstant(CI, day, hour, now).toISOString().slice(0, 10);
  const typed = date.split('-').reverse().join('/');

  await signIn(page, OPERATOR);
  await page.goto('/operateur/rapports');
  await page.getByRole('textbox', { name: 'Date de début' }).fill(typed);
  await page.getByRole('textbox', { name: 'Date de fin' }).fill(typed);
  await page.getByRole('combobox', { name: 'Pays' }).selectOption('CI');
  const row = page.getByRole('row').filter({ hasText: new RegExp(`${day} ${hour}`, 'i') });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Jour, Pays, Tirage, Mises, Gains payés, Remboursements, PBJ, Tickets, Joueurs
  await expect(cells.nth(3)).toHaveText(amount(100));
  await expect(cells.nth(4)).toHaveText(amount(payout));
  await expect(cells.nth(5)).toHaveText(amount(0));
  await expect(cells.nth(7)).toHaveText('1');
  await expect(cells.nth(8)).toHaveText('1');
  await screenshot(page, testInfo, 'operator-report');
  await expectAccessible(page, '/operateur/rapports');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`rapport-${date}-${date}-CI.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Jour;Pays;Tirage;Mises;Gains payés;Remboursements;PBJ;Tickets;Joueurs;Statut');
  expect(csv).toContain(`;100;${payout};0;${100 - payout};1;1;`);
});
