import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRERENDERED_PAGES } from '../../scripts/build/prerender/pages';
import { createAccount, signedInPlayer } from './support/accounts';
import { BETTING_URL } from './support/routes';
import { expect, test } from './support/test';

/** What each prerendered page shows before any JavaScript runs (its level-1 heading). */
const HEADINGS: Record<string, string> = {
  '/': 'Loto Afrik',
  '/login': 'Connexion',
  '/register': 'Inscription',
  '/forgot-password': 'Mot de passe oublié',
  '/ticket/:code': 'Vérification du ticket',
  '/resultats': 'Résultats des tirages',
};

const pathOf = (route: string) => route.replace(':code', 'LA-TEST-0001');

test('the public pages are served as HTML holding the page: its content shows without JavaScript', async ({ browser, request, baseURL }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Bienvenue !');
  expect(html).toContain('Se connecter');
  expect(await (await request.get(BETTING_URL)).text(), 'other routes get the empty app').not.toContain('data-prerendered');
  // the public results' frame: its sections and their loading state, never numbers read at build time
  const results = await (await request.get('/resultats')).text();
  expect(results).toContain('Derniers tirages');
  expect(results).toContain('Archives');
  expect(results).toContain('Chargement des résultats…');
  expect(results).not.toContain('Numéros gagnants');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const { route } of PRERENDERED_PAGES) {
    await page.goto(pathOf(route));
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(HEADINGS[route]!);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  // the carousel moves, and pauses while hovered or focused, by CSS alone
  const carousel = page.getByRole('region', { name: 'Les dix types de paris' });
  const playState = () => page.getByTestId('bet-type-track').evaluate((track) => getComputedStyle(track).animationPlayState);
  expect(await playState()).toBe('running');
  await carousel.hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('running');
  await carousel.focus();
  expect(await playState()).toBe('paused');
  await context.close();
});

/**
 * A server in front of the app's that sends each page's HTML in two parts, cut inside the page at `cutAt`
 * (a fraction of the root's markup), the second `pause` ms after the first, as a slow link delivers it;
 * assets come at once, as from a warm cache.
 */
async function pageInTwoParts(appUrl: string, cutAt: () => number, pause = 400) {
  const server = createServer(async (req, res) => {
    const sent = await fetch(new URL(req.url ?? '/', appUrl), { headers: { accept: req.headers.accept ?? '*/*' } });
    const type = sent.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await sent.arrayBuffer());
    res.writeHead(sent.status, { 'content-type': type });
    const root = body.indexOf('<div id="root"');
    if (!type.startsWith('text/html') || root === -1) return void res.end(body);
    const cut = root + Math.floor((body.indexOf('</body>') - root) * cutAt());
    res.write(body.subarray(0, cut));
    setTimeout(() => res.end(body.subarray(cut)), pause);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((ok) => server.close(ok)) };
}

test('a public page whose HTML arrives in parts paints once whole: its centred card does not move (CLS 0)', async ({ page, baseURL }) => {
  let cutAt = 0;
  const slow = await pageInTwoParts(baseURL!, () => cutAt);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    for (const { route } of PRERENDERED_PAGES) {
      for (const fraction of [0.25, 0.5, 0.75]) {
        await test.step(`${route}, cut at ${fraction}`, async () => {
          cutAt = fraction;
          await page.goto(`${slow.url}${pathOf(route)}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[route]!);
          // /resultats reads its lists once painted: what counts is the page once they have arrived
          if (route === '/resultats') await expect(page.getByRole('status')).toHaveCount(0);
          // a shift is recorded with the frame that lays the rest out, which may come after the load event
          await page.evaluate(() => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed))));
          const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
          // /resultats reads its results once painted: their cards replacing the places kept for them moved the
          // page by 0.0013 once in a run (docs/decisions.md, 'Public results at /resultats'); the HTML arriving in parts moves nothing
          if (route === '/resultats') expect(shifts.reduce((sum, shift) => sum + shift, 0), `${route} cut at ${fraction}`).toBeLessThan(0.005);
          else expect(shifts, `${route} cut at ${fraction}`).toEqual([]);
        });
      }
    }
    // The last page (the ticket's) is still fetching its scripts through this server: closing it now
    // would refuse them, and the page would report a failed import.
    await page.waitForLoadState('networkidle');
  } finally {
    await slow.close();
  }
});

test('a public page fetches no script until the visitor interacts, then the app takes it over', async ({ context }) => {
  const onInteraction = PRERENDERED_PAGES.filter((page) => page.scripts === 'on-interaction').map((page) => page.route);
  expect(onInteraction).toEqual(['/', '/login', '/forgot-password']);
  for (const route of onInteraction) {
    await test.step(route, async () => {
      // a tab of its own: once /login has taken over, it fetches the player's home ahead (`next`), which may
      // still be under way when the test moves on
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (req) => {
        // index.html's locale warm-up starts its worker from a blob: made in the page, not from the network
        if (req.resourceType() === 'script' && !req.url().startsWith('blob:')) scripts.push(new URL(req.url()).pathname);
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(scripts, `${route} before any interaction`).toEqual([]);
      expect(await page.locator('html[data-interactive]').count()).toBe(0);
      await page.mouse.move(20, 20);
      await expect(page.locator('html[data-interactive]'), route).toHaveCount(1);
      expect(scripts.length, `${route} after the first interaction`).toBeGreaterThan(0);
      await page.close();
    });
  }
});

test('a visitor with a stored session gets the app at once on a public page: sent from /login to their area with no interaction', async ({ page, request, player }) => {
  await createAccount(request, player);
  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(player.email);
  await page.getByLabel(/^mot de passe/i).fill(player.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/player$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/player$/);
});

test('the SPA page preloads from its head what its route will load before the entry runs, and not supabase-js, even for a stored session', async ({ page }) => {
  // the entry never arrives: whatever is preloaded was asked for by the page itself
  await page.route('**/assets/index-*.js', (route) => route.abort());
  const preloads = async () => {
    await page.goto(BETTING_URL, { waitUntil: 'domcontentloaded' });
    return page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname));
  };
  const signedOut = await preloads();
  expect(signedOut).toContainEqual(expect.stringMatching(/^\/assets\/betting-page-[\w-]+\.js$/));
  expect(signedOut).toContainEqual(expect.stringMatching(/^\/assets\/player-shell-page-[\w-]+\.js$/));
  expect(signedOut).not.toContainEqual(expect.stringMatching(/^\/assets\/api-/));
  expect(signedOut).not.toContainEqual(expect.stringMatching(/^\/assets\/basket-page-/));
  await page.evaluate(() => localStorage.setItem('sb-127-auth-token', '{}'));
  const signedIn = await preloads();
  expect(signedIn).toContainEqual(expect.stringMatching(/^\/assets\/betting-page-[\w-]+\.js$/));
  expect(signedIn).not.toContainEqual(expect.stringMatching(/^\/assets\/api-/));
  const styles = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')].map((link) => new URL(link.href).pathname));
  expect(styles).toContainEqual(expect.stringMatching(/^\/assets\/betting-page-[\w-]+\.css$/));
});

test('a signed-in page’s stylesheet, preloaded from the head, is downloaded once: the stylesheet link Vite’s loader adds reuses it', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  const downloads: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/betting-page-[\w-]+\.css$/.test(sent.url())) downloads.push(sent.url());
  });
  await page.goto(BETTING_URL);
  await expect(page.locator('link[rel=stylesheet][href*="/assets/betting-page-"]')).toHaveCount(1);
  await expect(page.locator('link[rel=preload][as=style][href*="/assets/betting-page-"]')).toHaveCount(1);
  expect(downloads).toHaveLength(1);
});

test('a prerendered page is hydrated, not rendered again: no mismatch, its nodes kept, its links handled by the app', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Marks the heading the HTML parser inserts, before any script: hydration keeps that very node.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      heading.setAttribute('data-parsed', '');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const { route } of PRERENDERED_PAGES.filter((page) => !page.route.includes(':'))) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.locator('#root[data-prerendered] h1[data-parsed]'), route).toHaveText(HEADINGS[route]!);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const link = page.getByRole('link', { name: route === '/' ? 'Inscription' : /Accueil|LotoAfrik|Loto Afrik/ }).first();
      // the first interaction starts the app
      await link.hover();
      // the link is visible before any script runs: wait until React has hydrated it (its props are attached)
      await expect.poll(() => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), route).toBe(true);
      // a click the app handles (client-side navigation) proves it hydrated: the document stays the same
      await link.click();
      await expect(page).not.toHaveURL(new RegExp(`${route}$`));
      expect(await page.evaluate(() => 'sameDocument' in window), `${route}: navigated without reloading`).toBe(true);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('the ticket page hydrates its shell, then verifies the code of the URL', async ({ page }) => {
  await page.goto('/ticket/not-a-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification du ticket');
  await expect(page.getByText('Ticket introuvable')).toBeVisible();
  await expect(page.getByText('Aucun ticket ne porte le code « not-a-code ».', { exact: false })).toBeVisible();
});
