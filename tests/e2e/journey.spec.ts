import {
  addToBasket,
  amount,
  ball,
  basketButton,
  basketItems,
  chooseBetType,
  expectPreview,
  pickNumbers,
  quickStake,
  storedBasketCount,
  validateButton,
} from './support/betting';
import { fillRegister } from './support/accounts';
import { chooseTomorrowsDraw } from './support/draws';
import { fundPlayer } from './support/money';
import { navigate } from './support/shell';
import { expect, expectAccessible, screenshot, test } from './support/test';

test('a new player registers, builds two bets, validates the basket and is sent home', async ({ page, request, player }, testInfo) => {
  await test.step('register', async () => {
    await page.goto('/register');
    // an adult of Togo (issue 17)
    await fillRegister(page, player);
    await expect(page).toHaveURL(/\/player$/);
  });

  await test.step('the player home greets the player and shows its nine cards', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
    for (const path of ['/wallet', '/games', '/gains', '/results', '/withdraw', '/convert', '/recharge', '/vendors', '/tickets']) {
      await expect(page.getByRole('main').locator(`a[href="${path}"]`)).toBeVisible();
    }
  });

  await test.step('5 000 CFA recharged, then catalogue → a day the server still sells → an hour', async () => {
    await fundPlayer(request, player, 5_000);
    await chooseTomorrowsDraw(page);
  });

  await test.step('a perm of 5 numbers at 200 CFA: 10 combinations, 2 000 CFA, 600 000 CFA to win', async () => {
    await chooseBetType(page, 'Perm');
    await pickNumbers(page, [5, 12, 33, 47, 90]);
    await quickStake(page, 200).click();
    // 10 pairs × 200 CFA × 300 (perm, direct, normal mode)
    await expectPreview(page, 10, 2_000, 600_000);
    await screenshot(page, testInfo, 'betting-perm-selected');
    await expectAccessible(page, 'the builder with a perm selected');
    await addToBasket(page);
    await expect(ball(page, 5)).toHaveAttribute('aria-pressed', 'false');
    await expect(basketButton(page, 1)).toBeVisible();
  });

  await test.step('a second bet of another type: a solo on 7, the stake kept at 200 CFA', async () => {
    await chooseBetType(page, 'Solo');
    await pickNumbers(page, [7]);
    // 1 × 200 CFA × 13 (solo, direct, normal mode)
    await expectPreview(page, 1, 200, 2_600);
    await addToBasket(page);
    await expect(basketButton(page, 2)).toBeVisible();
  });

  await test.step('the basket lists both bets, all selected, with their totals', async () => {
    await basketButton(page, 2).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('heading', { name: 'Récapitulatif de votre panier' })).toBeVisible();
    await expect(basketItems(page)).toHaveCount(2);
    for (const box of await basketItems(page).getByRole('checkbox').all()) await expect(box).toBeChecked();
    const totals = page.getByRole('region', { name: /total/i });
    await expect(totals).toContainText(amount(2_200));
    await expect(totals).toContainText(amount(602_600));
    expect(await storedBasketCount(page)).toBe(2);
    await screenshot(page, testInfo, 'basket-with-items');
    await expectAccessible(page, 'the basket with two bets');
  });

  await test.step('validation: loading for 1.5 s and until the ticket is bought, the message, then /player 3 s later', async () => {
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
    const placed = page.waitForResponse('**/rest/v1/rpc/place_bets');
    await validateButton(page).click();
    // the server answers in real time, the clock stands still: the loading state waits for the 1.5 s
    expect((await placed).status()).toBe(200);
    await page.clock.runFor(1_400);
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeHidden();
    await page.clock.runFor(200);
    await expect(page.getByText('Succès!', { exact: true })).toBeVisible();
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: /^LA-/ })).toBeVisible();
    await screenshot(page, testInfo, 'basket-validated');
    await page.clock.runFor(2_800);
    await expect(page).toHaveURL(/\/basket$/);
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/player$/);
    await page.clock.resume();
  });

  await test.step('the basket is empty afterwards', async () => {
    expect(await storedBasketCount(page)).toBe(0);
    await navigate(page, 'Panier');
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByText('Votre panier est vide')).toBeVisible();
    await expect(page.getByText('Ajoutez des paris pour commencer')).toBeVisible();
  });
});
