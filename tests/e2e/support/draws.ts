import { type Page, expect } from '@playwright/test';
import { findCountry } from '../../../src/game/countries';
import { countryTime } from '../../../src/game/schedule';
import { chooseRadio, continueButton, hourRadio } from './betting';
import { pinnedNow } from './clock';

/**
 * The browser's tomorrow in Côte d'Ivoire (every day a draw day). The browser's clock is pinned at
 * 06:00 UTC of today or yesterday, so its today's 18h may already be past for the database's clock;
 * its tomorrow's 18h is still to come by both clocks, which is what a ticket needs.
 */
export const TOMORROW = countryTime(findCountry('CI')!, new Date(pinnedNow().getTime() + 24 * 3_600_000)).weekday;

/** Catalogue → Côte d'Ivoire → tomorrow → 18h → the bet builder: a draw the server still sells. */
export async function chooseTomorrowsDraw(page: Page): Promise<void> {
  await page.goto('/games/CI');
  await page.getByRole('article', { name: new RegExp(`^${TOMORROW}$`, 'i') }).getByRole('link', { name: /afficher/i }).click();
  await expect(page).toHaveURL(new RegExp(`/games/CI/${TOMORROW}$`));
  await chooseRadio(hourRadio(page, '18h'));
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/betting/CI/${TOMORROW}/18h$`));
  await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
}
