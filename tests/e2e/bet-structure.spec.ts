import type { APIRequestContext, Locator } from '@playwright/test';
import { WEEKDAYS, findCountry } from '../../src/game/countries';
import { payoutGapNote } from '../../src/game/payout-gap';
import { describeDraw } from '../../src/game/tickets';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { SERVICE_ROLE_KEY } from '../../supabase/local';
import { createAccount, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, chooseBetType, pickNumbers, preview, validateForTicketCode } from './support/betting';
import { pinnedNow } from './support/clock';
import { fundPlayer } from './support/money';
import { STACK_URL } from './support/ports';
import { expect, expectAccessible, screenshot, test } from './support/test';

const IVORY_COAST = findCountry('CI')!;

/**
 * Côte d'Ivoire's 16h two days after the browser's pinned day: on sale by both clocks, and a draw no other
 * spec uses, since this one draws it (two days after the real day, operator-desk takes 18h and 21h, public-results
 * 13h and 23h two days after the pinned day; win-notice takes 7h and 10h three days after the real day).
 */
function ourDraw() {
  const now = pinnedNow();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(IVORY_COAST, now).weekday) + 2) % 7]!;
  const time = '16h' as const;
  return { country: IVORY_COAST.code, day, time, drawAt: drawInstant(IVORY_COAST, day, time, now).toISOString() };
}

const CLOSING = [
  [33, 34],
  [34, 35],
  [60, 61],
] as const;
const PERM = [10, 20, 30, 40, 50, 70];
/** 33, 34 and 35 drawn: the closing's 33–34 and 34–35 win (60–61 does not); 10 and 20: the perm's 10–20. */
const WINNING = [33, 34, 35, 10, 20];
const MACHINE = [1, 2, 3, 4, 5];

/** The draw drawn and settled by the system, as `npm run draw` does (system_draw with the service role). */
async function drawIt(request: APIRequestContext, drawAt: string): Promise<void> {
  const service = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
  const found = await request.get(`${STACK_URL}/rest/v1/draws?select=id&country=eq.CI&draw_at=eq.${encodeURIComponent(drawAt)}`, { headers: service });
  const [draw] = (await found.json()) as { id: string }[];
  expect(draw, `the draw CI at ${drawAt}`).toBeDefined();
  const drawn = await request.post(`${STACK_URL}/rest/v1/rpc/system_draw`, {
    headers: service,
    data: { draw_id: draw!.id, winning: WINNING, machine: MACHINE, source: 'système' },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
}

/** The text each item of a list shows (its words for screen readers included), spaces made plain. */
async function itemsOf(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s/g, ' '));
}

/** The closing bet shown as couples, the two that won outlined, and what each paid (2 × 100 × 300). */
async function expectClosingAsCouples(bet: Locator): Promise<void> {
  await expect(bet).toContainText(new RegExp(`Gagné ${amount(60_000).source}`));
  expect(await itemsOf(bet.getByRole('list', { name: 'Couples joués' }))).toEqual([
    '33 (sorti)–34 (sorti) (gagnante)',
    '34 (sorti)–35 (sorti) (gagnante)',
    '60–61',
  ]);
  await expect(bet.getByText('2 combinaisons gagnantes sur 3')).toBeVisible();
  expect(await itemsOf(bet.getByRole('list', { name: 'Combinaisons gagnantes' }))).toEqual(['33 – 34 : 30 000 CFA', '34 – 35 : 30 000 CFA']);
}

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px: the basket totals 'Gain maximal possible' beside 'Gain potentiel' and says why they differ; after the draw a closing bet shows as couples, with the couples that won and what each paid", async ({
  page,
  request,
  player,
}, testInfo) => {
  // a ticket bought, a draw settled, three pages on 2 shared cores
  test.setTimeout(180_000);
  const draw = ourDraw();
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  await test.step('the builder: a perm of 6 says why its two figures differ', async () => {
    await page.goto(`/betting/CI/${draw.day}/${draw.time}`);
    await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await chooseBetType(page, 'Fermeture');
    for (const [a, b] of CLOSING) {
      const couple = page.getByRole('group', { name: 'Couples' }).getByRole('button', { name: `Couple ${a}–${b}` });
      await couple.click();
      await expect(couple).toHaveAttribute('aria-pressed', 'true');
    }
    // 3 couples, 5 numbers: all three can win together, nothing to explain
    await expect(preview(page).getByText(/^Gain potentiel :/)).toHaveCount(0);
    await addToBasket(page);
    await chooseBetType(page, 'Perm');
    await pickNumbers(page, PERM);
    await expect(preview(page).getByText(payoutGapNote('lines', 1))).toBeVisible();
    await addToBasket(page);
    await basketButton(page, 2).click();
    await expect(page).toHaveURL(/\/basket$/);
  });

  await test.step("the basket: both totals and the one line", async () => {
    const summary = page.getByRole('region', { name: 'Total de la sélection' });
    const value = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    // 3 × 100 × 300 + 15 × 100 × 300
    await expect(value('Gain potentiel')).toHaveText(amount(540_000));
    // one draw for both: 5 of the perm's numbers (10 couples × 100 × 300) is the best it can give them,
    // not the closing's 90 000 on top
    await expect(value('Gain maximal possible')).toHaveText(amount(300_000));
    await expect(summary.getByText(payoutGapNote('lines', 2))).toBeVisible();
    await screenshot(page, testInfo, 'basket-maximal-possible');
    await expectAccessible(page, '/basket with both totals');
  });

  let code = '';
  await test.step('validated: one ticket', async () => {
    code = await validateForTicketCode(page);
  });

  await drawIt(request, draw.drawAt);

  await test.step("'Mes tickets': the closing as couples, its winning couples and what each paid", async () => {
    const ticket = page.getByRole('article', { name: `Ticket ${code}` });
    // settlement runs in chunks after the result: read the list again until it is paid
    await expect(async () => {
      await page.goto('/tickets');
      await expect(ticket.getByText(new RegExp(`^Gagné ${amount(90_000).source}$`))).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const closing = ticket.getByRole('list', { name: 'Paris du ticket' }).getByRole('listitem').filter({ hasText: /^Fermeture Direct/ });
    await expectClosingAsCouples(closing);
    await screenshot(page, testInfo, 'tickets-closing-couples');
    await expectAccessible(page, "'Mes tickets' after the draw");
  });

  await test.step('/ticket/<code>: the same', async () => {
    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(new RegExp(`/ticket/${code}$`));
    const closing = page.getByRole('article', { name: `Fermeture Direct, Côte d'Ivoire, ${describeDraw(draw)}` });
    await expectClosingAsCouples(closing);
    await expect(closing.getByRole('list', { name: 'Numéros gagnants' })).toHaveText(WINNING.join(''));
    const perm = page.getByRole('article', { name: `Perm Direct, Côte d'Ivoire, ${describeDraw(draw)}` });
    expect(await itemsOf(perm.getByRole('list', { name: 'Combinaisons gagnantes' }))).toEqual(['10 – 20 : 30 000 CFA']);
    await screenshot(page, testInfo, 'ticket-closing-couples');
    await expectAccessible(page, '/ticket/<code> after the draw');
  });
});
