import { type Locator, type Page, expect } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard-only player would. */
export async function tabTo(page: Page, target: Locator, { max = 250, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

export async function tabAndPress(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
