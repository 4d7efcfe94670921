import { type Locator, type Page } from '@playwright/test';
import { signedInPlayer } from './support/accounts';
import { addButton, addToBasket, amount, basketItems, chooseDraw, pickNumbers, storedBasketCount } from './support/betting';
import { expect, test } from './support/test';

// Issue 38: on a phone, 'Ajouter au panier' is confirmed where the player is looking, and the bin and 'Vider'
// can be undone.
test.use({ viewport: { width: 390, height: 844 } });

const HEIGHT = 844;

/** The confirmation bar's live region on the bet builder (unnamed: the play-status banners carry names). */
const confirmation = (page: Page) => page.getByRole('status').filter({ hasText: 'Pari ajouté au panier' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function expectInViewport(locator: Locator) {
  const { y, height } = await box(locator);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(HEIGHT);
}

test('a bet added on a phone is confirmed in view; the bin and Vider are undone with Annuler', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  await chooseDraw(page);

  await pickNumbers(page, [7]);
  await addToBasket(page);
  const status = confirmation(page);
  await expect(status).toContainText('Panier : 1 pari');
  await expect(status).toContainText(amount(100));
  await expect(status).toContainText('Solde de jeu :');
  await expectInViewport(status);
  const link = page.getByRole('link', { name: 'Voir le panier' });
  await expectInViewport(link);
  // the button pressed is now disabled: the focus went to the confirmation's link, not to <body>
  await expect(link).toBeFocused();

  // the next tap is not blocked: a ball of the grid's last row, then 'Ajouter au panier' again
  await pickNumbers(page, [90]);
  await expect(addButton(page)).toBeEnabled();
  await addToBasket(page);
  await expect(status).toContainText('Panier : 2 paris');
  await expect(status).toContainText(amount(200));
  await expectInViewport(status);

  // scrolled to the end, the bar sits under the actions: it covers neither button
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await box(link);
  const add = await box(addButton(page));
  expect(add.y + add.height).toBeLessThanOrEqual(bar.y);

  await link.click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(basketItems(page)).toHaveCount(2);

  // the bin, then Annuler: the bet is back at its place
  const names = async () => basketItems(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? card.textContent));
  const before = await names();
  await basketItems(page).first().getByRole('button', { name: /^Retirer / }).click();
  await expect(basketItems(page)).toHaveCount(1);
  expect(await storedBasketCount(page)).toBe(1);
  const undoStatus = page.getByRole('status').filter({ hasText: 'Pari retiré du panier' });
  await expectInViewport(undoStatus);
  const annuler = page.getByRole('button', { name: 'Annuler', exact: true });
  await expect(annuler).toBeFocused();
  await expectInViewport(annuler);
  await annuler.click();
  await expect(basketItems(page)).toHaveCount(2);
  expect(await names()).toEqual(before);
  expect(await storedBasketCount(page)).toBe(2);
  await expect(annuler).toBeHidden();

  // 'Vider', then Annuler: the whole basket is back
  await page.getByRole('button', { name: 'Vider', exact: true }).click();
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  expect(await storedBasketCount(page)).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'Panier vidé : 2 paris retirés' })).toBeVisible();
  await expectInViewport(annuler);
  await annuler.click();
  await expect(basketItems(page)).toHaveCount(2);
  expect(await names()).toEqual(before);
  expect(await storedBasketCount(page)).toBe(2);
});
