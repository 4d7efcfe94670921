import { type Page, expect } from '@playwright/test';

/** Opens the burger menu when the navigation is collapsed (≤ 991 px), as a phone user must. */
async function openMenuIfCollapsed(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  // the shell may still be loading the profile (a spinner, no header yet): wait for its header first (a
  // dialog's header is a banner too)
  await expect(page.getByRole('banner').first()).toBeVisible();
  if (await burger.isVisible()) {
    await burger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
}

/** Follows an entry of the player shell's navigation (Accueil, Catalogue, Panier…). */
export async function navigate(page: Page, entry: string): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: entry, exact: true }).filter({ visible: true }).first().click();
}

/** Logs out from the shell; lands on / and the stored session is gone (so a reload stays signed out). */
export async function logout(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Déconnexion' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))), { message: 'stored session' })
    .toEqual([]);
}
