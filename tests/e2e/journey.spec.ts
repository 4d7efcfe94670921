import { addToBasket, amount, ball, chooseBetType, chooseDraw, chooseStake, pickNumbers, storedBasketCount } from './support/betting';
import { expect, test } from './support/test';

test('a new player registers, builds two bets, validates the basket and is sent home', async ({ page, player }) => {
  await test.step('register', async () => {
    await page.goto('/register');
    await page.getByLabel(/nom d'utilisateur/i).fill(player.username);
    await page.getByLabel(/^e-?mail/i).fill(player.email);
    await page.getByLabel(/^mot de passe/i).fill(player.password);
    await page.getByLabel(/confirm/i).fill(player.password);
    await page.getByRole('button', { name: /inscri|créer/i }).click();
    await expect(page).toHaveURL(/\/player$/);
  });

  await test.step('the player home shows its eight cards', async () => {
    for (const path of ['/wallet', '/games', '/gains', '/results', '/withdraw', '/convert', '/recharge', '/vendors']) {
      await expect(page.getByRole('main').locator(`a[href="${path}"]`)).toBeVisible();
    }
  });

  await test.step('catalogue → a day → an hour', async () => {
    await chooseDraw(page);
  });

  await test.step('a perm of 5 numbers at 200 CFA: 10 combinations, 2 000 CFA, 600 000 CFA to win', async () => {
    await chooseBetType(page, 'Perm');
    await pickNumbers(page, [5, 12, 33, 47, 90]);
    await chooseStake(page, 200);
    const preview = page.getByRole('region', { name: /combinaisons/i });
    await expect(preview).toContainText(/10 combinaisons/);
    await expect(preview).toContainText(amount(2000));
    await expect(preview).toContainText(amount(600_000));
    await addToBasket(page);
    await expect(ball(page, 5)).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('a second bet of another type: a solo on 7 at 100 CFA', async () => {
    await chooseBetType(page, 'Solo');
    await pickNumbers(page, [7]);
    const preview = page.getByRole('region', { name: /combinaisons/i });
    await expect(preview).toContainText(/1 combinaison/);
    await expect(preview).toContainText(amount(1_300));
    await addToBasket(page);
    await expect(page.getByRole('link', { name: /panier/i }).filter({ hasText: '2' }).first()).toBeVisible();
  });

  await test.step('the basket lists both bets, all selected', async () => {
    await page.getByRole('link', { name: /panier/i }).filter({ hasText: '2' }).first().click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByText('Récapitulatif de votre panier')).toBeVisible();
    const items = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') });
    await expect(items).toHaveCount(2);
    for (const box of await items.getByRole('checkbox').all()) await expect(box).toBeChecked();
    expect(await storedBasketCount(page)).toBe(2);
  });

  await test.step('validation: loading for 1.5 s, the message, then /player 3 s later', async () => {
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
    await page.getByRole('button', { name: /valider/i }).click();
    await page.clock.runFor(1_400);
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeHidden();
    await page.clock.runFor(200);
    await expect(page.getByText('Succès!')).toBeVisible();
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    await page.clock.runFor(2_800);
    await expect(page).toHaveURL(/\/basket$/);
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/player$/);
    await page.clock.resume();
  });

  await test.step('the basket is empty afterwards', async () => {
    expect(await storedBasketCount(page)).toBe(0);
    await page.getByRole('link', { name: 'Panier' }).first().click();
    await expect(page.getByText('Votre panier est vide')).toBeVisible();
    await expect(page.getByText('Ajoutez des paris pour commencer')).toBeVisible();
  });
});
