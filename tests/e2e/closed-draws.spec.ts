import type { APIRequestContext } from '@playwright/test';
import { type DrawHour, WEEKDAYS, type Weekday, findCountry } from '../../src/game/countries';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { signedInPlayer } from './support/accounts';
import { chooseRadio, continueButton, hourRadio } from './support/betting';
import { pinnedNow } from './support/clock';
import { accessToken } from './support/money';
import { STACK_URL } from './support/ports';
import { ANON_KEY } from './support/stack-keys';
import { expect, expectAccessible, screenshot, test } from './support/test';

/** Issue 38 item 5: only what can be sold. A phone of 390 px; one pass (the mobile project). */
test.use({ viewport: { width: 390, height: 844 } });

/** The seeded operator of DESIGN §9. */
const OPERATOR = { email: 'operateur1@lotoafrik.test', password: 'operateur1234' };
const TOGO = findCountry('TG')!;

/**
 * A Togo draw no other spec uses: four days after the browser's pinned day (five when that is a Sunday),
 * at 18h (results.spec takes the 9h and 13h two or three days after it).
 */
function ourDraw() {
  const now = pinnedNow();
  const today = WEEKDAYS.indexOf(countryTime(TOGO, now).weekday);
  let day: Weekday = WEEKDAYS[(today + 4) % 7]!;
  if (!TOGO.activeDays.includes(day)) day = WEEKDAYS[(today + 5) % 7]!;
  const time: DrawHour = '18h';
  return { day, time, drawAt: drawInstant(TOGO, day, time, now).toISOString() };
}

/** The operator closes the draw's sales early, through the API (the operator page's 'Clôturer' calls the same close_draw). */
async function closeSalesEarly(request: APIRequestContext, drawAt: string): Promise<void> {
  const token = await accessToken(request, OPERATOR);
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const found = await request.get(`${STACK_URL}/rest/v1/draws?select=id,status&country=eq.TG&draw_at=eq.${encodeURIComponent(drawAt)}`, { headers });
  const [draw] = (await found.json()) as { id: string; status: string }[];
  expect(draw, `the draw TG at ${drawAt}`).toBeDefined();
  expect(draw!.status).toBe('open');
  const closed = await request.post(`${STACK_URL}/rest/v1/rpc/close_draw`, { headers, data: { draw_id: draw!.id } });
  expect(closed.status(), await closed.text()).toBeLessThan(300);
}

test('a draw the operators close early: the builder says so without Valider, the pickers show it closed and it cannot be chosen', async ({ page, request, player }, testInfo) => {
  const draw = ourDraw();
  await signedInPlayer(page, request, player);

  await test.step('the player chooses the draw and opens its builder', async () => {
    await page.goto(`/games/TG/${draw.day}`);
    await chooseRadio(hourRadio(page, draw.time));
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/betting/TG/${draw.day}/18h$`));
    await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await page.getByLabel('Numéro 7', { exact: true }).click();
  });

  await test.step("an operator closes its sales early; within the minute the builder says so, before any 'Valider'", async () => {
    await closeSalesEarly(request, draw.drawAt);
    // the app reads the draws' statuses every minute while a builder, a picker or the basket is open
    await page.clock.runFor(61_000);
    const alert = page.getByRole('alert').filter({ hasText: 'Ce tirage est clos.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Les ventes de ce tirage ont été closes par l'opérateur.");
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
    await screenshot(page, testInfo, 'builder-draw-closed');
    await expectAccessible(page, 'the builder of a closed draw');
  });

  await test.step("'Choisir un autre tirage': the hour picker shows it 'Ventes closes', not selectable", async () => {
    await page.getByRole('link', { name: 'Choisir un autre tirage' }).click();
    await expect(page).toHaveURL(new RegExp(`/games/TG/${draw.day}$`));
    const closed = hourRadio(page, draw.time);
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleDescription('Ventes closes');
    await page.locator(`label[for="${await closed.getAttribute('id')}"]`).click({ force: true });
    await expect(closed).not.toBeChecked();
    await expect(continueButton(page)).toBeDisabled();
    await expect(hourRadio(page, '13h')).toBeEnabled();
    await screenshot(page, testInfo, 'hour-picker-closed');
  });

  await test.step('a fresh page of the pickers reads it closed too, and its builder says so at once', async () => {
    await page.goto(`/games/TG/${draw.day}`);
    await expect(hourRadio(page, draw.time)).toBeDisabled();
    await expect(page.getByText('Ventes closes')).toBeVisible();
    await page.goto(`/betting/TG/${draw.day}/18h`);
    await expect(page.getByRole('alert').filter({ hasText: 'Ce tirage est clos.' })).toBeVisible();
  });
});
