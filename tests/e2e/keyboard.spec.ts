import { createAccount } from './support/accounts';
import { amount, ball } from './support/betting';
import { tabAndPress, tabTo } from './support/keyboard';
import { TODAY } from './support/routes';
import { expect, test } from './support/test';

test('the whole bet journey works with the keyboard alone', async ({ page, request, player }) => {
  await createAccount(request, player);

  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel(/^e-?mail/i));
    await page.keyboard.type(player.email);
    await tabTo(page, page.getByLabel(/^mot de passe/i));
    await page.keyboard.type(player.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/player$/);
  });

  await test.step('catalogue → Côte d\'Ivoire → today → 18h', async () => {
    await tabAndPress(page, page.getByRole('main').locator('a[href="/games"]'));
    await expect(page).toHaveURL(/\/games$/);
    await tabAndPress(page, page.getByRole('article').filter({ hasText: "Côte d'Ivoire" }).getByRole('link', { name: /voir les jeux/i }));
    await expect(page).toHaveURL(/\/games\/CI$/);
    await tabAndPress(page, page.getByRole('article').filter({ hasText: "Aujourd'hui" }).getByRole('link', { name: /afficher/i }));
    await expect(page).toHaveURL(new RegExp(`/games/CI/${TODAY}$`));
    await tabTo(page, page.getByRole('radio', { name: /^18h/ }));
    await page.keyboard.press('Space');
    await tabAndPress(page, page.getByRole('button', { name: 'Continuer' }).or(page.getByRole('link', { name: 'Continuer' })));
    await expect(page).toHaveURL(new RegExp(`/betting/CI/${TODAY}/18h$`));
  });

  await test.step('a perm of 5 numbers at 200 CFA', async () => {
    await tabTo(page, page.getByRole('radio', { name: 'Perm', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Perm', exact: true })).toBeChecked();
    for (const n of [5, 12, 33, 47, 90]) {
      await tabAndPress(page, ball(page, n), 'Space');
      await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
    }
    await tabAndPress(page, page.getByRole('button', { name: amount(200) }).first());
    const preview = page.getByRole('region', { name: /combinaisons/i });
    await expect(preview).toContainText(/10 combinaisons/);
    await expect(preview).toContainText(amount(600_000));
    await tabAndPress(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  });

  await test.step('basket, then validate', async () => {
    await tabAndPress(page, page.getByRole('link', { name: /panier/i }).filter({ hasText: '1' }).first());
    await expect(page).toHaveURL(/\/basket$/);
    await tabAndPress(page, page.getByRole('button', { name: /valider/i }));
    await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    await expect(page).toHaveURL(/\/player$/, { timeout: 10_000 });
  });
});
