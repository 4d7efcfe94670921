import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, basketItems, chooseBetType, expectPreview, pickNumbers, quickStake, storedBasketCount, validateButton } from './support/betting';
import { chooseTomorrowsDraw } from './support/draws';
import { fundPlayer, playBalance, ticketCodes } from './support/money';
import { logout, navigate } from './support/shell';
import { expect, expectAccessible, screenshot, test } from './support/test';

const TICKET_CODE = /LA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** A perm of 5 numbers at 200 CFA: 10 couples, 2 000 CFA, then /basket with it. */
async function basketWithAPerm(page: Page): Promise<void> {
  await chooseTomorrowsDraw(page);
  await chooseBetType(page, 'Perm');
  await pickNumbers(page, [5, 12, 33, 47, 90]);
  await quickStake(page, 200).click();
  // 10 couples × 200 CFA × 300
  await expectPreview(page, 10, 2_000, 600_000);
  // at most C(5, 2) = 10 couples win: the whole perm
  await expect(page.getByRole('region', { name: 'Aperçu des combinaisons' }).getByText('Gain maximal possible').locator('xpath=following-sibling::dd[1]')).toHaveText(amount(600_000));
  await addToBasket(page);
  await basketButton(page, 1).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(basketItems(page)).toHaveCount(1);
}

/**
 * The play balance as the player sees it: in the shell's header; SPEC §2 hides it on small screens,
 * where the wallet shows the same session balance.
 */
async function expectBalanceShown(page: Page, isMobile: boolean, value: number): Promise<void> {
  const header = page.getByLabel('Solde', { exact: true });
  if (!isMobile) {
    await expect(header).toHaveText(amount(value));
    return;
  }
  await expect(header).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: /^Mon portefeuille/ }).click();
  await expect(page.getByRole('region', { name: 'Solde de jeu' })).toContainText(amount(value));
}

test('a player with 5 000 CFA buys a ticket, sees it in Mes tickets, and anyone can verify it signed out', async ({ page, request, player }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  await test.step('a perm of 5 numbers at 200 CFA in the basket, beside the play balance', async () => {
    await basketWithAPerm(page);
    const summary = page.getByRole('region', { name: 'Total de la sélection' });
    await expect(summary).toContainText(amount(5_000));
    await expect(summary).toContainText(amount(2_000));
    await expect(summary.getByText(/Solde insuffisant/)).toHaveCount(0);
    await screenshot(page, testInfo, 'basket-before-ticket');
  });

  let code = '';
  await test.step("'Valider': the ticket code, then /player", async () => {
    await validateButton(page).click();
    // the shell's win notices are a live region (role status) of their own, empty here
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Validation de vos paris en cours…');
    const success = page.getByRole('alert');
    await expect(success).toContainText('Succès!');
    await expect(success).toContainText('Vos paris ont été validés avec succès!');
    const link = success.getByRole('link', { name: TICKET_CODE });
    code = (await link.textContent())!;
    await expect(link).toHaveAttribute('href', `/ticket/${code}`);
    await expect(success).toContainText(amount(3_000));
    await screenshot(page, testInfo, 'basket-ticket-bought');
    await expectAccessible(page, 'the basket with its ticket code');
    await expect(page).toHaveURL(/\/player$/, { timeout: 10_000 });
    expect(await storedBasketCount(page)).toBe(0);
  });

  await test.step('3 000 CFA left, in the shell and on the server', async () => {
    await expectBalanceShown(page, isMobile, 3_000);
    expect(await playBalance(request, player)).toBe(3_000);
    expect(await ticketCodes(request, player)).toEqual([code]);
  });

  await test.step("'Mes tickets' lists it, from the ninth home card", async () => {
    await navigate(page, 'Accueil');
    await page.getByRole('main').getByRole('link', { name: /^Mes tickets/ }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    const card = page.getByRole('article', { name: `Ticket ${code}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(amount(2_000));
    await expect(card).toContainText('En attente du tirage');
    await expect(card).toContainText(/Tirage Côte d'Ivoire · \w+ \d+ [a-zéû.]+ \d{4} à 18h/);
    await screenshot(page, testInfo, 'tickets');
    await expectAccessible(page, 'Mes tickets');
  });

  await test.step('/ticket/<code>, signed out: the ticket and its QR code', async () => {
    await logout(page);
    await page.goto(`/ticket/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vérification du ticket' })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    const perm = page.getByRole('article', { name: /^Perm Direct, Côte d'Ivoire/ });
    await expect(perm).toContainText('En attente du tirage');
    await expect(perm).toContainText('10 combinaisons');
    await expect(page.getByRole('img', { name: new RegExp(`QR code de l'adresse de ce ticket : .*/ticket/${code}$`) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ticket/${code}$`));
    await screenshot(page, testInfo, 'ticket');
    await expectAccessible(page, '/ticket/<code>');
  });

  await test.step("an unknown code: 'Ticket introuvable'", async () => {
    await page.goto('/ticket/LA-0000-0000-0000');
    await expect(page.getByText('Ticket introuvable')).toBeVisible();
    await screenshot(page, testInfo, 'ticket-not-found');
    await expectAccessible(page, '/ticket/<unknown>');
  });
});

test("with 1 000 CFA: 'Solde insuffisant', and the basket is kept", async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await fundPlayer(request, player, 1_000);
  await signIn(page, player);
  await basketWithAPerm(page);

  const summary = page.getByRole('region', { name: 'Total de la sélection' });
  await expect(summary.getByText(/Solde insuffisant/)).toHaveText(new RegExp(`Solde insuffisant : il vous manque ${amount(1_000).source}\\.`));
  await validateButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(new RegExp(`Solde insuffisant : il vous manque ${amount(1_000).source}\\.`));
  await expect(alert.getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
  await expect(basketItems(page)).toHaveCount(1);
  await expect(basketItems(page).getByRole('checkbox')).toBeChecked();
  expect(await storedBasketCount(page)).toBe(1);
  await screenshot(page, testInfo, 'basket-insufficient-funds');
  await expectAccessible(page, 'the basket refused for want of money');
  expect(await playBalance(request, player)).toBe(1_000);
  expect(await ticketCodes(request, player)).toEqual([]);
});

test.describe('the connection drops during Valider', () => {
  // supabase-js reports the dropped request in the background
  test.use({ allowPageErrors: true });

  test("the server took the ticket but the answer was lost: 'Réessayer' sends the same key and charges once", async ({ page, request, player }, testInfo) => {
    await createAccount(request, player);
    await fundPlayer(request, player, 5_000);
    await signIn(page, player);
    await basketWithAPerm(page);

    const keys: string[] = [];
    await page.route('**/rest/v1/rpc/place_bets', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
      if (keys.length > 1) return route.continue();
      // the request reaches the server, which sells the ticket; its answer never comes back
      await route.fetch();
      await route.abort('internetdisconnected');
    });

    await validateButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(validateButton(page)).toBeDisabled();
    await expect(basketItems(page)).toHaveCount(1);
    await screenshot(page, testInfo, 'basket-no-answer');
    await expectAccessible(page, 'the basket waiting for Réessayer');
    // the server did take it: one ticket, paid once
    expect(await ticketCodes(request, player)).toHaveLength(1);
    expect(await playBalance(request, player)).toBe(3_000);

    await alert.getByRole('button', { name: 'Réessayer' }).click();
    const success = page.getByRole('alert');
    await expect(success).toContainText('Succès!');
    const code = await success.getByRole('link', { name: TICKET_CODE }).textContent();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ticketCodes(request, player)).toEqual([code]);
    expect(await playBalance(request, player)).toBe(3_000);
    await expect(page).toHaveURL(/\/player$/, { timeout: 10_000 });
  });
});
