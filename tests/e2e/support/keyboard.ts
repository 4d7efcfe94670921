import { type Locator, type Page, expect } from '@playwright/test';

async function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Presses Tab until `target` has the focus, as a keyboard-only player would. */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

export async function tabAndPress(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Chooses a radio the way the ARIA radio-group pattern says: Tab into the group (a single stop),
 * then the arrow keys move the choice.
 */
export async function chooseRadioByKeyboard(page: Page, group: Locator, radio: Locator, max = 30): Promise<void> {
  await tabTo(page, group);
  for (let i = 0; i < max && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expect(radio).toBeChecked();
}
