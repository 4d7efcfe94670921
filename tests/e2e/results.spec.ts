import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type DrawHour, WEEKDAYS, type Weekday, findCountry } from '../../src/game/countries';
import { CLOSED_NOTICE, OWN_DRAFT_NOTE, RECORDED_NOTICE, drawDate } from '../../src/game/operator';
import { drawTitle } from '../../src/game/results';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { createAccount, fillLogin, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, chooseBetType, pickNumbers, quickStake, validateForTicketCode } from './support/betting';
import { pinnedNow } from './support/clock';
import { accessToken, fundPlayer, playBalance } from './support/money';
import { STACK_URL } from './support/ports';
import { logout } from './support/shell';
import { ANON_KEY } from './support/stack-keys';
import { expect, expectAccessible, screenshot, test } from './support/test';

/** The seeded operators of DESIGN §9. */
const OPERATOR_1 = { email: 'operateur1@lotoafrik.test', password: 'operateur1234' };
const OPERATOR_2 = { email: 'operateur2@lotoafrik.test', password: 'operateur1234' };

const TOGO = findCountry('TG')!;
const PERM = [5, 12, 33, 47, 90];
/** 12, 90 and 33 of the perm come out: its couples 12–33, 12–90 and 33–90 win, 3 × 200 CFA × 300 = 180 000 CFA. */
const WINNING = [12, 90, 33, 8, 61];
const MACHINE = [1, 2, 3, 4, 70];

/**
 * A Togo draw no other spec uses, one per project (they run at once on one stack): two days after the
 * browser's pinned day (so still on sale by both clocks; Togo has no Sunday draws), 9h or 13h.
 */
function ourDraw(project: string) {
  const now = pinnedNow();
  const today = WEEKDAYS.indexOf(countryTime(TOGO, now).weekday);
  let day: Weekday = WEEKDAYS[(today + 2) % 7]!;
  if (!TOGO.activeDays.includes(day)) day = WEEKDAYS[(today + 3) % 7]!;
  const time: DrawHour = project === 'mobile' ? '9h' : '13h';
  const draw = { country: TOGO.code, day, time, drawAt: drawInstant(TOGO, day, time, now).toISOString() };
  return { ...draw, title: drawTitle(draw), date: drawDate(draw) };
}

async function signOutOfConsole(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const drawCard = (area: Locator, title: string) => area.getByRole('article', { name: title });

/** confirm_draw_result called straight through the API with the operator's own token. */
async function confirmThroughApi(request: APIRequestContext, operator: typeof OPERATOR_1, drawId: string) {
  const token = await accessToken(request, operator);
  return request.post(`${STACK_URL}/rest/v1/rpc/confirm_draw_result`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { draw_id: drawId, winning: WINNING, machine: MACHINE },
  });
}

async function drawId(request: APIRequestContext, operator: typeof OPERATOR_1, drawAt: string): Promise<string> {
  const token = await accessToken(request, operator);
  const res = await request.get(`${STACK_URL}/rest/v1/draws?select=id&country=eq.TG&draw_at=eq.${encodeURIComponent(drawAt)}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
  });
  const [row] = (await res.json()) as { id: string }[];
  expect(row, `the draw TG at ${drawAt}`).toBeDefined();
  return row!.id;
}

test('operator 1 records a draw, operator 2 confirms it, and the player who bet a perm of 5 with 3 drawn wins 180 000 CFA', async ({ page, request, player }, testInfo) => {
  // two operators' sessions, a ticket and a settlement: 66 s on CI, near the default 90 s
  test.setTimeout(150_000);
  const draw = ourDraw(testInfo.project.name);
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);

  let code = '';
  await test.step(`the player bets a perm of 5 numbers at 200 CFA on ${draw.title}`, async () => {
    await signIn(page, player);
    await page.goto(`/betting/TG/${draw.day}/${draw.time}`);
    await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await chooseBetType(page, 'Perm');
    await pickNumbers(page, PERM);
    await quickStake(page, 200).click();
    await addToBasket(page);
    await basketButton(page, 1).click();
    code = await validateForTicketCode(page);
    expect(await playBalance(request, player)).toBe(3_000);
  });

  await test.step('a player cannot open /operateur: sent to /player', async () => {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Jeu responsable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Espace opérateur' })).toHaveCount(0);
    await page.goto('/operateur');
    await expect(page).toHaveURL(/\/player$/);
    await expect(page.getByRole('heading', { name: 'Résultats des tirages à saisir' })).toHaveCount(0);
    await logout(page);
  });

  await test.step('operator 1 closes its sales early, after a confirmation step', async () => {
    await signIn(page, OPERATOR_1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Espace opérateur' }).click();
    await expect(page).toHaveURL(/\/operateur$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats des tirages à saisir' })).toBeVisible();
    const sales = section(page, 'Tirages en vente');
    await sales.getByRole('combobox', { name: 'Pays' }).selectOption('TG');
    await sales.getByRole('combobox', { name: 'Jour' }).selectOption(draw.date);
    await drawCard(sales, draw.title).getByRole('button', { name: 'Clore les ventes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clore les ventes ?' });
    await expect(dialog).toContainText(`Les ventes du tirage ${draw.title} seront closes maintenant`);
    await screenshot(page, testInfo, 'operator-close-dialog');
    await dialog.getByRole('button', { name: 'Clore les ventes' }).click();
    await expect(page.getByRole('status').filter({ hasText: CLOSED_NOTICE })).toBeVisible();
    const awaiting = drawCard(section(page, 'Tirages en attente de résultat'), draw.title);
    await expect(awaiting).toContainText(new RegExp(`1 pari · ${amount(2_000).source} misés`));
  });

  await test.step('operator 1 types the numbers: a repeated number is refused in French, then the draft is recorded', async () => {
    const card = drawCard(section(page, 'Tirages en attente de résultat'), draw.title);
    await card.getByRole('button', { name: 'Saisir le résultat' }).click();
    const form = page.getByRole('form', { name: `Résultat du tirage ${draw.title}` });
    for (const [i, n] of WINNING.entries()) await form.getByRole('textbox', { name: `Numéro gagnant ${i + 1}` }).fill(String(n));
    for (const [i, n] of [1, 2, 3, 4, 1].entries()) await form.getByRole('textbox', { name: `Numéro machine ${i + 1}` }).fill(String(n));
    await form.getByRole('button', { name: 'Enregistrer le résultat' }).click();
    await expect(form).toContainText('Les numéros machine doivent être 5 numéros différents de 1 à 90.');
    await expect(form).toContainText('Numéro machine 5 : Ce numéro est déjà saisi dans cette série.');
    await screenshot(page, testInfo, 'operator-result-invalid');
    await expectAccessible(page, 'the result form with an error');
    await form.getByRole('textbox', { name: 'Numéro machine 5' }).fill(String(MACHINE[4]));
    await form.getByRole('button', { name: 'Enregistrer le résultat' }).click();
    await expect(page.getByRole('status').filter({ hasText: RECORDED_NOTICE })).toBeVisible();
  });

  await test.step('operator 1 cannot confirm their own draft, on screen nor through the API', async () => {
    const draft = drawCard(section(page, 'Résultats à confirmer'), draw.title);
    await expect(draft).toContainText('Saisi par vous');
    await expect(draft).toContainText(OWN_DRAFT_NOTE);
    await expect(draft.getByRole('list', { name: 'Numéros gagnants' })).toHaveText(WINNING.join(''));
    await expect(draft.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await screenshot(page, testInfo, 'operator-own-draft');
    await expectAccessible(page, '/operateur with a draft of ours');
    const refused = await confirmThroughApi(request, OPERATOR_1, await drawId(request, OPERATOR_1, draw.drawAt));
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('same_operator');
    await signOutOfConsole(page);
  });

  await test.step('operator 2 confirms: the draw is settled and the winner paid', async () => {
    await signIn(page, OPERATOR_2);
    await page.goto('/operateur');
    const draft = drawCard(section(page, 'Résultats à confirmer'), draw.title);
    await expect(draft).toContainText(`Saisi par ${OPERATOR_1.email}`);
    await draft.getByRole('button', { name: 'Confirmer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer ce résultat ?' });
    await expect(dialog.getByRole('list', { name: 'Numéros gagnants' })).toHaveText(WINNING.join(''));
    await expect(dialog.getByRole('list', { name: 'Numéros machine' })).toHaveText(MACHINE.join(''));
    await expect(dialog).toContainText('En confirmant, le tirage est réglé : les paris gagnants sont payés');
    await screenshot(page, testInfo, 'operator-confirm-dialog');
    await dialog.getByRole('button', { name: 'Confirmer et régler' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tirage réglé : 1 pari gagnant sur 1,' })).toContainText(amount(180_000));
    await expect(drawCard(section(page, 'Résultats à confirmer'), draw.title)).toHaveCount(0);
    await signOutOfConsole(page);
  });

  await test.step("the player sees 'Gagné 180 000 CFA' in Mes tickets and 180 000 CFA in Mes gains", async () => {
    await signIn(page, player);
    await page.goto('/tickets');
    const ticket = page.getByRole('article', { name: `Ticket ${code}` });
    await expect(ticket).toContainText(new RegExp(`Gagné ${amount(180_000).source}`));
    await screenshot(page, testInfo, 'tickets-won');
    await page.goto('/gains');
    await expect(page.getByText('Gains disponibles').locator('xpath=following-sibling::*[1]')).toHaveText(amount(180_000));
    await screenshot(page, testInfo, 'gains-won');
    expect(await playBalance(request, player)).toBe(3_000);
  });
});

test('a signed-out operator opening /operateur signs in first and comes back to the console', async ({ page }, testInfo) => {
  await page.goto('/operateur');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, OPERATOR_2.email, OPERATOR_2.password);
  await expect(page).toHaveURL(/\/operateur$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats des tirages à saisir' })).toBeVisible();
  await expect(section(page, 'Tirages en vente').getByRole('article').first()).toBeVisible();
  await screenshot(page, testInfo, 'operator-console');
  await expectAccessible(page, '/operateur');
});
