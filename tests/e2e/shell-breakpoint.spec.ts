import { signedInPlayer } from './support/accounts';
import { expect, test } from './support/test';

// SPEC §2: the mobile navigation breakpoint is 991 px, measured in a real browser at both sides of it.
// Desktop project only (playwright.config.ts): it sets its own widths.
test('the header links give way to the burger at 991 px, and come back at 992 px', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  const header = page.getByRole('banner');
  const headerNav = header.getByRole('navigation', { name: 'Navigation principale' });
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });

  await page.setViewportSize({ width: 991, height: 800 });
  await expect(burger).toBeVisible();
  await expect(headerNav).toBeHidden();

  await page.setViewportSize({ width: 992, height: 800 });
  await expect(headerNav).toBeVisible();
  await expect(headerNav.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(burger).toBeHidden();
});
