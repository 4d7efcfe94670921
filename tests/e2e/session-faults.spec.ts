import { signedInPlayer } from './support/accounts';
import { TOMORROW } from './support/draws';
import { STACK_URL } from './support/ports';
import { expect, screenshot, test } from './support/test';

const storedSessions = () => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'));

test('logout signs out first, then leaves for /: no moment on / with the session still stored (issue 13)', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(player.email, { exact: true })).toBeVisible();

  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(`${STACK_URL}/auth/v1/logout**`, async (route) => {
    await answered;
    await route.continue();
  });
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(page.getByRole('banner').first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Déconnexion' }).filter({ visible: true }).first().click();

  // The auth service has not answered: the player is still on the page, still signed in.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(storedSessions)).toHaveLength(1);

  answer();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(storedSessions), 'the session was gone before the landing page').toEqual([]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  await page.goto('/player');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('a signed-in page reloaded while the stack cannot be reached (issue 13)', () => {
  // supabase-js reports the failed requests in the background
  test.use({ allowPageErrors: true });

  test('shows the shell with a French notice within 2 s, then recovers when the network returns', async ({ page, request, player }, testInfo) => {
    await signedInPlayer(page, request, player);
    await expect(page.getByRole('heading', { name: `Bonjour ${player.username} !` })).toBeVisible();

    await page.route(`${STACK_URL}/rest/v1/**`, (route) => route.abort('internetdisconnected'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const unreachable = page.getByRole('status').filter({ hasText: 'Le serveur ne répond pas pour le moment' });
    await expect(unreachable).toBeVisible({ timeout: 2_000 });
    // the home greets by the name the stored session holds, without the profile (issue 42)
    await expect(page.getByRole('heading', { name: `Bonjour ${player.username} !` })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Chargement…' })).toHaveCount(0);
    await screenshot(page, testInfo, 'shell-server-unreachable');

    await page.context().setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' })).toBeVisible();
    await screenshot(page, testInfo, 'shell-offline');

    await page.unroute(`${STACK_URL}/rest/v1/**`);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { name: `Bonjour ${player.username} !` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /hors ligne|ne répond pas/ })).toHaveCount(0);
  });
});

test('a signed-in page reloaded shows before supabase-js is fetched; the balance and the session follow once it is', async ({ page, request, player }) => {
  // wide enough for the header's balance
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInPlayer(page, request, player);
  await expect(page.getByRole('heading', { name: `Bonjour ${player.username} !` })).toBeVisible();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route('**/assets/api-*.js', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await page.goto(`/betting/CI/${TOMORROW}/18h`);
  await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Numéro 7', exact: true })).toBeVisible();
  await expect(page.getByLabel('Solde')).toHaveText('…');
  // asked for only once the page is on screen, and held here: the page did not wait for it
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  // confirmed by the auth service, then the profile read: the shell shows the player's balance
  await expect(page.getByLabel('Solde')).toHaveText(/^0\sCFA$/);
});
