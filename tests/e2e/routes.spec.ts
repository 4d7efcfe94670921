import { signedInPlayer } from './support/accounts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, routeSlug } from './support/routes';
import { expect, expectAccessible, screenshot, test } from './support/test';

/** Waits until the route's lazy chunk has rendered: a level-1 heading and no loader left. */
async function settled(page: import('@playwright/test').Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/**
 * A time budget per route, not one for the whole walk: each route is loaded, screenshot and checked by axe, and
 * on CI's two cores beside the stories' axe walk the 16 signed-in routes ran past one test's default 90 s.
 */
const ROUTE_BUDGET_MS = 15_000;

test('every public route: screenshot and no serious axe violation', async ({ page }, testInfo) => {
  test.setTimeout(PUBLIC_ROUTES.length * ROUTE_BUDGET_MS);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route === '/' ? '' : route}/?$`));
      await settled(page, route);
      await screenshot(page, testInfo, routeSlug(route));
      await expectAccessible(page, route);
    });
  }
});

test('every protected route, signed in: screenshot and no serious axe violation', async ({ page, request, player }, testInfo) => {
  // one budget more for the sign-in
  test.setTimeout((PROTECTED_ROUTES.length + 1) * ROUTE_BUDGET_MS);
  await signedInPlayer(page, request, player);
  for (const route of PROTECTED_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await settled(page, route);
      await screenshot(page, testInfo, routeSlug(route));
      await expectAccessible(page, route);
    });
  }
});
