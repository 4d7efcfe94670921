import type { Page } from '@playwright/test';
import { createAccount, fillLogin, signedInPlayer } from './support/accounts';
import { addToBasket, basketButton, basketItems, pickNumbers, storedBasketCount, validateButton } from './support/betting';
import { chooseTomorrowsDraw } from './support/draws';
import { fundPlayer, playBalance, ticketCodes } from './support/money';
import { STACK_URL } from './support/ports';
import { emailSection, passwordSection, submitEmailChange, submitPasswordChange } from './support/profile';
import { expect, test } from './support/test';

type Fault = 'offline' | '500';

/** Makes the stack's endpoints under `path` fail, the way a dead network or a broken server does. */
async function breakStack(page: Page, path: string, fault: Fault): Promise<void> {
  await page.route(`${STACK_URL}${path}`, (route) =>
    fault === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
  );
}

/** What a French-speaking player must never be shown: a raw English or technical message. */
const NOT_FRENCH = /fetch|network|failed|internal|server error|undefined|\berror\b/i;

// supabase-js may log and reject in the background while the network is down.
test.use({ allowPageErrors: true });

for (const fault of ['offline', '500'] as const) {
  test.describe(fault === 'offline' ? 'network offline' : 'stack answers 500', () => {
    test('login: the French error shows and the player stays on /login', async ({ page, request, player }) => {
      await createAccount(request, player);
      await breakStack(page, '/auth/v1/**', fault);
      await page.goto('/login');
      await fillLogin(page, player.email, player.password);
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(/Une erreur est survenue lors de la connexion|réseau|serveur|connexion/);
      await expect(alert).not.toContainText(NOT_FRENCH);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    });

    test('profile: e-mail and password changes show the French errors', async ({ page, request, player }) => {
      await signedInPlayer(page, request, player);
      await page.goto('/profile');
      await expect(page.getByRole('main').getByText(player.email, { exact: true })).toBeVisible();
      await breakStack(page, '/auth/v1/**', fault);
      await breakStack(page, '/rest/v1/**', fault);

      await submitEmailChange(page, player.email.replace('@', '.x@'), player.password);
      const emailAlert = emailSection(page).getByRole('alert');
      await expect(emailAlert).toContainText(/Une erreur est survenue lors de la mise à jour de l'email|réseau|serveur/);
      await expect(emailAlert).not.toContainText(NOT_FRENCH);

      await submitPasswordChange(page, player.password, 'nouveau-Cd34');
      const passwordAlert = passwordSection(page).getByRole('alert');
      await expect(passwordAlert).toContainText(/Une erreur est survenue lors de la mise à jour du mot de passe|réseau|serveur/);
      await expect(passwordAlert).not.toContainText(NOT_FRENCH);
    });

    test('basket: with the stack unreachable no basket item is lost; validating says so in French, and Réessayer buys the ticket once it is back', async ({
      page,
      request,
      player,
    }) => {
      await signedInPlayer(page, request, player);
      await fundPlayer(request, player, 5_000);
      await chooseTomorrowsDraw(page);
      await pickNumbers(page, [7]);
      await addToBasket(page);
      await pickNumbers(page, [8]);
      await addToBasket(page);

      await breakStack(page, '/**', fault);
      await basketButton(page, 2).click();
      await expect(page).toHaveURL(/\/basket$/);
      await expect(basketItems(page)).toHaveCount(2);

      await page.reload();
      await expect(page).toHaveURL(/\/basket$/);
      // The session retries the profile (1 s, 2 s, 4 s) before the protected page renders.
      await expect(basketItems(page)).toHaveCount(2, { timeout: 20_000 });
      expect(await storedBasketCount(page)).toBe(2);

      await basketItems(page).first().getByRole('checkbox').uncheck();
      await validateButton(page).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("Vos paris n'ont pas été validés");
      await expect(alert).not.toContainText(NOT_FRENCH);
      await expect(basketItems(page)).toHaveCount(2);
      expect(await storedBasketCount(page)).toBe(2);
      expect(await ticketCodes(request, player)).toEqual([]);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
      await expect(basketItems(page)).toHaveCount(1);
      expect(await storedBasketCount(page)).toBe(1);
      expect(await ticketCodes(request, player)).toHaveLength(1);
      expect(await playBalance(request, player)).toBe(5_000 - 100);
    });
  });
}
