import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { addToBasket, basketButton, basketItems, pickNumbers, storedBasketCount } from './support/betting';
import { pinnedNow } from './support/clock';
import { chooseTomorrowsDraw } from './support/draws';
import { type Player, expect, test } from './support/test';

// Issue 38 item 2: the basket is the player's, on the server: it follows the account, never another's. The
// server refuses a bet on a draw its clock has closed: tomorrow's draw (support/draws.ts).
test.use({ viewport: { width: 390, height: 844 } });

async function logout(page: Page) {
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Déconnexion' }).filter({ visible: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

const second = (player: Player): Player => ({ ...player, username: `${player.username}-b`, email: player.email.replace('@', '.b@') });

test('two players on one phone: the second never sees the first one’s bet, and the first finds it again', async ({ page, request, player }) => {
  const other = second(player);
  await createAccount(request, player);
  await createAccount(request, other);

  await signIn(page, player);
  await chooseTomorrowsDraw(page);
  await pickNumbers(page, [7]);
  await addToBasket(page);
  await expect(basketButton(page, 1)).toBeVisible();
  await logout(page);
  expect(await storedBasketCount(page)).toBe(0);

  await signIn(page, other);
  await page.goto('/basket');
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  // what the server sends cannot bring it back either
  await page.waitForTimeout(1000);
  await expect(basketItems(page)).toHaveCount(0);
  await logout(page);

  await signIn(page, player);
  await page.goto('/basket');
  await expect(basketItems(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: /^Solo Direct, Côte d'Ivoire/ })).toBeVisible();
});

test('one player on two phones: a bet added on one shows on the other, live; removed there, it leaves the first', async ({ browser, page, request, player }) => {
  await createAccount(request, player);
  await signIn(page, player);
  await page.goto('/basket');
  await expect(page.getByText('Votre panier est vide')).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.clock.install({ time: pinnedNow() });
  await signIn(phone, player);
  await chooseTomorrowsDraw(phone);
  await pickNumbers(phone, [7]);
  await addToBasket(phone);
  await expect(basketButton(phone, 1)).toBeVisible();

  // the first phone, left on /basket, hears it
  await expect(basketItems(page)).toHaveCount(1);
  expect(await storedBasketCount(page)).toBe(1);

  await phone.goto('/basket');
  await expect(basketItems(phone)).toHaveCount(1);
  await phone.getByRole('button', { name: /^Retirer / }).first().click();
  await expect(basketItems(phone)).toHaveCount(0);
  await expect(basketItems(page)).toHaveCount(0);

  // a new tab of the first phone starts from the server, not from another tab's storage
  const tab = await page.context().newPage();
  await tab.goto('/basket');
  await expect(tab.getByText('Votre panier est vide')).toBeVisible();
  await other.close();
});
