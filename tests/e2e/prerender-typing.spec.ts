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

// Keys pressed one at a time while the app takes over are all kept, and so is the Enter that ends them, whenever
// the scripts arrive: in the middle of the e-mail, of the password, or after Enter.
for (const [when, keysBefore] of [['the e-mail', 5], ['the password', -4], ['Enter', Infinity]] as const) {
  test(`typed key by key, the app taking over in the middle of ${when}: the player is signed in`, async ({ page, request, player }) => {
    await createAccount(request, player);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const keys = [...player.email, 'Tab', ...player.password, 'Enter'];
    const releaseAt = keysBefore < 0 ? keys.length - 1 + keysBefore : keysBefore;
    await page.getByLabel(/^e-?mail/i).focus();
    for (const [index, key] of keys.entries()) {
      if (index === releaseAt) release();
      await page.keyboard.press(key);
    }
    release();
    await expect(page).toHaveURL(/\/player$/);
  });
}

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

// Issue 42: the home is what follows the sign-in. Once the player starts typing, its chunks and the auth code
// (supabase-js) are fetched while they type, so 'Se connecter' waits for the server alone; never with data saver on
// (then supabase-js comes with 'Se connecter').
async function typeOnLogin(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel(/^e-?mail/i).pressSequentially('awa@exemple.tg', { delay: 50 });
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  return fetched;
}

test("typing on /login fetches the home's chunks and the auth code before 'Se connecter'", async ({ page }) => {
  const fetched = await typeOnLogin(page);
  await expect.poll(() => fetched.filter((path) => /\/assets\/(player-home-page|player-shell-page|api)-[\w-]+\.js$/.test(path)).length).toBe(3);
  await expect(page).toHaveURL(/\/login$/);
  // one group after the other, each with the bandwidth to itself: the app, the auth code, then the home
  const asked = (name: string) => fetched.findIndex((path) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(path));
  expect(asked('index')).toBeGreaterThanOrEqual(0);
  expect(asked('api')).toBeGreaterThan(asked('index'));
  expect(asked('player-home-page')).toBeGreaterThan(asked('api'));
});

test("with data saver on, typing on /login fetches nothing ahead of 'Se connecter'", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }));
  const fetched = await typeOnLogin(page);
  await page.waitForTimeout(1_000);
  expect(fetched.filter((path) => /\/assets\/(player-home-page|player-shell-page|api)-[\w-]+\.js$/.test(path))).toEqual([]);
});
