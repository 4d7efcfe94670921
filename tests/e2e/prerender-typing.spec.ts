import type { Page } from '@playwright/test';
import { createAccount, fillRegister } from './support/accounts';
import { expect, test } from './support/test';

/** Holds every script of the page until the returned function is called: a slow phone's 3G. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

// A player on a slow phone types into the prerendered /login, and may press 'Se connecter', before the
// app's JavaScript has arrived: nothing typed is lost and the submit is not a reload (src/app/take-over.ts).
test('what is typed and submitted on /login before the scripts arrive signs the player in once they do', async ({ page, request, player }) => {
  await createAccount(request, player);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByLabel(/^e-?mail/i).fill(player.email);
  await page.getByLabel(/^mot de passe/i).fill(player.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => 'sameDocument' in window), 'the submit did not reload the page').toBe(true);

  release();
  await expect(page).toHaveURL(/\/player$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

// The same on /register, whose country is a list and whose birth date is typed (issue 17): hydration sets a
// list back to its first option, so the choice is made again once the app has taken over.
test('what is typed and chosen on /register before the scripts arrive registers the player once they do', async ({ page, player }) => {
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
  await fillRegister(page, player);
  await expect(page).toHaveURL(/\/register$/);

  release();
  await expect(page).toHaveURL(/\/player$/);
});
