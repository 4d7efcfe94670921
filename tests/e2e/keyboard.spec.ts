import { createAccount } from './support/accounts';
import {
  addButton,
  ball,
  basketButton,
  betTypeRadio,
  continueButton,
  expectPreview,
  hourRadio,
  quickStake,
  validateButton,
} from './support/betting';
import { chooseRadioByKeyboard, tabAndPress, tabTo } from './support/keyboard';
import { TOMORROW } from './support/draws';
import { fundPlayer } from './support/money';
import { expect, test } from './support/test';

test('the whole bet journey works with the keyboard alone', async ({ page, request, player }) => {
  await createAccount(request, player);

  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel(/^e-?mail/i));
    // the first key fetched the app: the journey goes on once it has taken over (keys pressed while it arrives: prerender-typing.spec)
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.keyboard.type(player.email);
    await tabTo(page, page.getByLabel(/^mot de passe/i));
    await page.keyboard.type(player.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/player$/);
  });

  // a ticket needs a draw the server still sells (tests/e2e/support/draws.ts) and money to pay it
  await fundPlayer(request, player, 5_000);

  await test.step("catalogue → Côte d'Ivoire → tomorrow → 18h", async () => {
    await tabAndPress(page, page.getByRole('main').locator('a[href="/games"]'));
    await expect(page).toHaveURL(/\/games$/);
    await tabAndPress(page, page.getByRole('article', { name: "Côte d'Ivoire" }).getByRole('link', { name: /voir les jeux/i }));
    await expect(page).toHaveURL(/\/games\/CI$/);
    await tabAndPress(page, page.getByRole('article', { name: new RegExp(`^${TOMORROW}$`, 'i') }).getByRole('link', { name: /afficher/i }));
    await expect(page).toHaveURL(new RegExp(`/games/CI/${TOMORROW}$`));
    await chooseRadioByKeyboard(page, page.getByRole('radiogroup', { name: /heure/i }), hourRadio(page, '18h'));
    await tabAndPress(page, continueButton(page));
    await expect(page).toHaveURL(new RegExp(`/betting/CI/${TOMORROW}/18h$`));
  });

  await test.step('a perm of 5 numbers at 200 CFA, into the basket', async () => {
    await chooseRadioByKeyboard(page, page.getByRole('radiogroup', { name: 'Type de pari' }), betTypeRadio(page, 'Perm'));
    // the grid is one Tab stop (issue 38, roving tabindex): Tab into it on ball 1, then the arrow keys
    await tabTo(page, ball(page, 1));
    let at = 1;
    for (const n of [5, 12, 33, 47, 90]) {
      for (let row = Math.floor((at - 1) / 10); row < Math.floor((n - 1) / 10); row++) await page.keyboard.press('ArrowDown');
      const columns = ((n - 1) % 10) - ((at - 1) % 10);
      for (let i = 0; i < Math.abs(columns); i++) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
      at = n;
      await expect(ball(page, n)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
    }
    await tabAndPress(page, quickStake(page, 200));
    await expectPreview(page, 10, 2_000, 600_000);
    await tabAndPress(page, addButton(page));
    await expect(basketButton(page, 1)).toBeVisible();
  });

  await test.step('basket, then validate', async () => {
    // Shift+Tab back up to the basket button at the top of the builder.
    const basket = basketButton(page, 1);
    for (let i = 0; i < 300 && !(await basket.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/basket$/);
    await tabAndPress(page, validateButton(page));
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: /^LA-/ })).toBeVisible();
    await expect(page).toHaveURL(/\/player$/, { timeout: 10_000 });
  });
});
