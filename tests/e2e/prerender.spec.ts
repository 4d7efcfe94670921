import { PRERENDERED_PAGES } from '../../scripts/prerender/pages';
import { expect, test } from './support/test';

/** What each prerendered page shows before any JavaScript runs (its level-1 heading). */
const HEADINGS: Record<string, string> = {
  '/': 'Loto Afrik',
  '/login': 'Connexion',
  '/register': 'Inscription',
  '/forgot-password': 'Mot de passe oublié',
  '/ticket/:code': 'Vérification du ticket',
};

const pathOf = (route: string) => route.replace(':code', 'LA-TEST-0001');

test('the public pages are served as HTML holding the page: its content shows without JavaScript', async ({ browser, request, baseURL }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Bienvenue !');
  expect(html).toContain('Se connecter');
  expect(await (await request.get('/betting/CI/lundi/10h')).text(), 'other routes get the empty app').not.toContain('data-prerendered');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const { route } of PRERENDERED_PAGES) {
    await page.goto(pathOf(route));
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(HEADINGS[route]!);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await context.close();
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
