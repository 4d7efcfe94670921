import { signedInPlayer } from './support/accounts';
import { addToBasket, basketButton, chooseDraw, pickNumbers, storedBasketCount } from './support/betting';
import { expect, test } from './support/test';

// SPEC §3: the basket lives in sessionStorage. The app's one basket actor reads it once per page load
// and writes it after every change, so a reload keeps the basket and another tab has its own.
test('a reload keeps the basket; a second tab starts with its own', async ({ page, context, request, player }) => {
  await signedInPlayer(page, request, player);
  await chooseDraw(page);
  await pickNumbers(page, [7]);
  await addToBasket(page);
  await expect(basketButton(page, 1)).toBeVisible();
  expect(await storedBasketCount(page)).toBe(1);

  await page.reload();
  await expect(basketButton(page, 1)).toBeVisible();

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(basketButton(second, 0)).toBeVisible();
  await pickNumbers(second, [8]);
  await addToBasket(second);
  await pickNumbers(second, [9]);
  await addToBasket(second);
  await expect(basketButton(second, 2)).toBeVisible();

  await page.reload();
  await expect(basketButton(page, 1)).toBeVisible();
  expect(await storedBasketCount(page)).toBe(1);
});
