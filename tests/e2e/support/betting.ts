import { type Page, expect } from '@playwright/test';
import { TODAY } from './routes';

/** Amount text as the app writes it ('2 000 CFA' with a narrow no-break space), whatever the space. */
export function amount(value: number): RegExp {
  const grouped = value.toLocaleString('en-US').replace(/,/g, '\\s');
  return new RegExp(`(?<!\\d\\s?)${grouped}\\sCFA`);
}

/** Catalogue → Côte d'Ivoire → today → 18h → the bet builder. */
export async function chooseDraw(page: Page): Promise<void> {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: "Côte d'Ivoire" });
  await card.getByRole('link', { name: /voir les jeux/i }).click();
  await expect(page).toHaveURL(/\/games\/CI$/);
  const todayCard = page.getByRole('article').filter({ hasText: "Aujourd'hui" });
  await todayCard.getByRole('link', { name: /afficher/i }).click();
  await expect(page).toHaveURL(new RegExp(`/games/CI/${TODAY}$`));
  const next = page.getByRole('button', { name: 'Continuer' }).or(page.getByRole('link', { name: 'Continuer' }));
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: /^18h/ }).check();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/betting/CI/${TODAY}/18h$`));
  await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
}

export async function chooseBetType(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).check();
}

export function ball(page: Page, n: number) {
  return page.getByRole('button', { name: String(n), exact: true });
}

export async function pickNumbers(page: Page, numbers: number[]): Promise<void> {
  for (const n of numbers) {
    await ball(page, n).click();
    await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
  }
}

export async function chooseStake(page: Page, value: number): Promise<void> {
  await page.getByRole('button', { name: amount(value) }).first().click();
}

export async function addToBasket(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
}

/** The number of basket items held in session storage (SPEC §3: key basketItems). */
export async function storedBasketCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = sessionStorage.getItem('basketItems');
    return text ? (JSON.parse(text) as unknown[]).length : 0;
  });
}
