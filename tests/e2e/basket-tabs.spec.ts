import { signIn, signedInPlayer } from './support/accounts';
import { addToBasket, basketButton, basketItems, pickNumbers, storedBasketCount } from './support/betting';
import { pinnedNow } from './support/clock';
import { chooseTomorrowsDraw } from './support/draws';
import { expect, test } from './support/test';

// The basket is the signed-in player's, on the server (issue 38, DESIGN §13); sessionStorage (SPEC §3) is each
// tab's cache of it. A reload keeps the basket, and a second tab shows the same one, live.
test('a reload keeps the basket; a second tab shows the same basket, and each tab hears the other', async ({ page, context, request, player }) => {
  await signedInPlayer(page, request, player);
  await chooseTomorrowsDraw(page);
  await pickNumbers(page, [7]);
  await addToBasket(page);
  await expect(basketButton(page, 1)).toBeVisible();
  expect(await storedBasketCount(page)).toBe(1);

  await page.reload();
  await expect(basketButton(page, 1)).toBeVisible();

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(basketButton(second, 1)).toBeVisible();
  await pickNumbers(second, [8]);
  await addToBasket(second);
  await pickNumbers(second, [9]);
  await addToBasket(second);
  await expect(basketButton(second, 3)).toBeVisible();

  await expect(basketButton(page, 3)).toBeVisible();
  expect(await storedBasketCount(page)).toBe(3);
  await page.reload();
  await expect(basketButton(page, 3)).toBeVisible();
});

test('a bet added while the server cannot be reached is kept across a reload, and stored once it can be', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  await chooseTomorrowsDraw(page);
  await page.route('**/rest/v1/bets**', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await pickNumbers(page, [7]);
  await addToBasket(page);
  await expect(basketButton(page, 1)).toBeVisible();

  await page.reload();
  await expect(basketButton(page, 1)).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(basketButton(page, 1)).toBeVisible();

  const other = await page.context().browser()!.newContext();
  const phone = await other.newPage();
  await phone.clock.install({ time: pinnedNow() });
  await signIn(phone, player);
  await phone.goto('/basket');
  await expect(basketItems(phone)).toHaveCount(1);
  await other.close();
});
