import { createAccount, fillLogin, signedInPlayer } from './support/accounts';
import { PROTECTED_ROUTES, TODAY } from './support/routes';
import { expect, test } from './support/test';

test('a wrong password keeps the player on /login with a French error', async ({ page, request, player }) => {
  await createAccount(request, player);
  await page.goto('/login');
  await fillLogin(page, player.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/identifiants|mot de passe|incorrect|invalide/i);
  await expect(page).toHaveURL(/\/login$/);
});

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
  for (const route of PROTECTED_ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /se connecter|connexion/i })).toBeVisible();
  }
});

test('a forged betting URL sends the player to /player', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  const forged = [
    `/betting/XX/${TODAY}/18h`, // unknown country
    `/betting/CI/${TODAY}/8h`, // no such hour
    `/betting/CI/funday/18h`, // no such day
    '/betting/TG/dimanche/9h', // Togo has no Sunday draw
  ];
  for (const url of forged) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/player$/);
  }
});

test('a signed-in player is kept off /login and /register', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  for (const route of ['/login', '/register']) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/player$/);
  }
});

test('the public results stay open to all: a signed-out visitor and a signed-in player both stay on /resultats', async ({ page, request, player }) => {
  await page.goto('/resultats');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats des tirages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Compte' }).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/resultats$/);
  await signedInPlayer(page, request, player);
  await page.goto('/resultats');
  await expect(page.getByRole('navigation', { name: 'Compte' }).getByRole('link', { name: 'Mes résultats' })).toHaveAttribute('href', '/results');
  await expect(page).toHaveURL(/\/resultats$/);
});
