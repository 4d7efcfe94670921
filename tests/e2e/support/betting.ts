import { type Locator, type Page, expect } from '@playwright/test';
import { TODAY } from './routes';

/** Amount text as the app writes it ('2 000 CFA' with a narrow no-break space), whatever the space. */
export function amount(value: number): RegExp {
  const grouped = value.toLocaleString('en-US').replace(/,/g, '\\s');
  return new RegExp(`(?<!\\d\\s?)${grouped}\\sCFA`);
}

/** Checks a radio by clicking its label, as a person does (Mantine chips and cards hide the input). */
export async function chooseRadio(radio: Locator): Promise<void> {
  const id = await radio.getAttribute('id');
  await radio.page().locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

export function hourRadio(page: Page, hour: string): Locator {
  return page.getByRole('radiogroup', { name: /heure/i }).getByRole('radio', { name: hour, exact: true });
}

export function continueButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Continuer', exact: true });
}

/** Catalogue → Côte d'Ivoire → today → 18h → the bet builder. */
export async function chooseDraw(page: Page): Promise<void> {
  await page.goto('/games');
  const card = page.getByRole('article', { name: "Côte d'Ivoire" });
  await card.getByRole('link', { name: /voir les jeux/i }).click();
  await expect(page).toHaveURL(/\/games\/CI$/);
  const todayCard = page.getByRole('article').filter({ hasText: "Aujourd'hui" });
  await todayCard.getByRole('link', { name: /afficher/i }).click();
  await expect(page).toHaveURL(new RegExp(`/games/CI/${TODAY}$`));
  await expect(continueButton(page)).toBeDisabled();
  await chooseRadio(hourRadio(page, '18h'));
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/betting/CI/${TODAY}/18h$`));
  await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
}

export function betTypeRadio(page: Page, name: string): Locator {
  return page.getByRole('radiogroup', { name: 'Type de pari' }).getByRole('radio', { name, exact: true });
}

export async function chooseBetType(page: Page, name: string): Promise<void> {
  await chooseRadio(betTypeRadio(page, name));
}

export function ball(page: Page, n: number): Locator {
  return page.getByRole('button', { name: `Numéro ${n}`, exact: true });
}

export async function pickNumbers(page: Page, numbers: number[]): Promise<void> {
  for (const n of numbers) {
    await ball(page, n).click();
    await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
  }
}

export function quickStake(page: Page, value: number): Locator {
  return page.getByRole('group', { name: 'Montants rapides' }).getByRole('button', { name: amount(value) });
}

export function preview(page: Page): Locator {
  return page.getByRole('region', { name: 'Aperçu des combinaisons' });
}

/** The builder's totals: combinations, total stake, potential win. */
export async function expectPreview(page: Page, combinations: number, total: number, win: number): Promise<void> {
  const region = preview(page);
  await expect(region.getByRole('definition').nth(0)).toHaveText(String(combinations));
  await expect(region.getByRole('definition').nth(1)).toHaveText(amount(total));
  await expect(region.getByRole('definition').nth(2)).toHaveText(amount(win));
}

export function addButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Ajouter au panier' });
}

export async function addToBasket(page: Page): Promise<void> {
  await addButton(page).click();
}

/** The builder's basket button (a link to /basket), whose name carries the badge count ('Panier (2 paris)'). */
export function basketButton(page: Page, count: number): Locator {
  return page.getByRole('link', { name: new RegExp(`^Panier \\(${count} paris?\\)$`) });
}

export function basketItems(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

export function validateButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Valider', exact: true });
}

/** 'Valider' on /basket, then the code of the ticket its success alert links to. */
export async function validateForTicketCode(page: Page): Promise<string> {
  await validateButton(page).click();
  const success = page.getByRole('alert');
  await expect(success).toContainText('Succès!');
  return (await success.getByRole('link', { name: /^LA-/ }).textContent())!;
}

/** The number of basket items held in session storage (SPEC §3: key basketItems). */
export async function storedBasketCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = sessionStorage.getItem('basketItems');
    return text ? (JSON.parse(text) as unknown[]).length : 0;
  });
}
