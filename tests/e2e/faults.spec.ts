import type { Page } from '@playwright/test';
import { createAccount, fillLogin, signedInPlayer } from './support/accounts';
import { addToBasket, chooseDraw, pickNumbers, storedBasketCount } from './support/betting';
import { STACK_URL } from './support/ports';
import { expect, test } from './support/test';

type Fault = 'offline' | '500';

/** Makes the stack's endpoints matching `path` fail, the way a dead network or a broken server does. */
async function breakStack(page: Page, path: string, fault: Fault, method?: string): Promise<void> {
  await page.route(`${STACK_URL}${path}`, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (fault === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
}

const NOT_ENGLISH = /fetch|network|failed|error|internal/i;

// supabase-js logs and may reject in the background while the network is down.
test.use({ allowPageErrors: true });

for (const fault of ['offline', '500'] as const) {
  test.describe(`${fault}`, () => {
    test('login: the French error shows and the player stays on /login', async ({ page, request, player }) => {
      await createAccount(request, player);
      await breakStack(page, '/auth/v1/**', fault);
      await page.goto('/login');
      await fillLogin(page, player.email, player.password);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(/une erreur est survenue|connexion|réseau|serveur/i);
      await expect(alert).not.toContainText(NOT_ENGLISH);
      await expect(page).toHaveURL(/\/login$/);
    });

    test('profile: e-mail and password changes show the French errors', async ({ page, request, player }) => {
      await signedInPlayer(page, request, player);
      await page.goto('/profile');
      await expect(page.getByText(player.email)).toBeVisible();
      await breakStack(page, '/auth/v1/**', fault);
      await breakStack(page, '/rest/v1/**', fault);

      await page.getByRole('button', { name: 'Modifier' }).first().click();
      const emailForm = page.getByRole('form', { name: /e-?mail/i });
      await emailForm.getByLabel(/e-?mail/i).fill(player.email.replace('@', '.x@'));
      await emailForm.getByRole('button', { name: /enregistrer|mettre à jour|valider/i }).click();
      const emailAlert = page.getByRole('alert').filter({ hasText: /email/i });
      await expect(emailAlert).toContainText(/Une erreur est survenue lors de la mise à jour de l'email|réseau|serveur/);
      await expect(emailAlert).not.toContainText(NOT_ENGLISH);

      await page.getByRole('button', { name: 'Modifier' }).last().click();
      const passwordForm = page.getByRole('form', { name: /mot de passe/i });
      await passwordForm.getByLabel(/actuel/i).fill(player.password);
      await passwordForm.getByLabel(/^nouveau mot de passe/i).fill('nouveau-Cd34');
      await passwordForm.getByLabel(/confirm/i).fill('nouveau-Cd34');
      await passwordForm.getByRole('button', { name: /enregistrer|mettre à jour|valider/i }).click();
      const passwordAlert = page.getByRole('alert').filter({ hasText: /mot de passe/i });
      await expect(passwordAlert).toContainText(/Une erreur est survenue lors de la mise à jour du mot de passe|réseau|serveur/);
      await expect(passwordAlert).not.toContainText(NOT_ENGLISH);
    });

    test('basket: the stack fails, yet no basket item is lost and validation still works', async ({ page, request, player }) => {
      await signedInPlayer(page, request, player);
      await chooseDraw(page);
      await pickNumbers(page, [7]);
      await addToBasket(page);
      await pickNumbers(page, [8]);
      await addToBasket(page);

      await breakStack(page, '/**', fault);
      await page.getByRole('link', { name: /panier/i }).filter({ hasText: '2' }).first().click();
      await expect(page).toHaveURL(/\/basket$/);
      const items = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') });
      await expect(items).toHaveCount(2);

      await page.reload();
      await expect(items).toHaveCount(2);
      expect(await storedBasketCount(page)).toBe(2);

      await items.first().getByRole('checkbox').uncheck();
      await page.getByRole('button', { name: /valider/i }).click();
      await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
      await expect(items).toHaveCount(1);
      expect(await storedBasketCount(page)).toBe(1);
    });
  });
}
