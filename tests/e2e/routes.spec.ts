import { signedInPlayer } from './support/accounts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, routeSlug } from './support/routes';
import { expect, expectAccessible, screenshot, test } from './support/test';

/** Waits until the route's lazy chunk has rendered: a level-1 heading and no loader left. */
async function settled(page: import('@playwright/test').Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test('every public route: screenshot and no serious axe violation', async ({ page }, testInfo) => {
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
