import { OFFLINE_NOTICE } from '../../machines/session/session.machine';
import { createAccount, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, basketItems, pickNumbers, validateButton, validateForTicketCode } from './support/betting';
import { chooseTomorrowsDraw } from './support/draws';
import { fundPlayer, playBalance, ticketCodes } from './support/money';
import { expect, expectAccessible, screenshot, test } from './support/test';

// the app's service worker is what opens it without network (the other specs block it)
test.use({ serviceWorkers: 'allow' });

test('reloaded offline, the app shows the last tickets, results and balance read, marked as not up to date, and refuses to validate', async ({ page, context, request, player }, testInfo) => {
  // a service worker's install, three pages read, then reloads offline: 66 s on CI, near the default 90 s
  test.setTimeout(150_000);
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  let code = '';
  await test.step('online: the player buys a solo on 7, then reads Mes tickets and the results', async () => {
    await chooseTomorrowsDraw(page);
    await pickNumbers(page, [7]);
    await addToBasket(page);
    await basketButton(page, 1).click();
    code = await validateForTicketCode(page);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Résultats des tirages' })).toBeVisible();
    await expect(page.getByText('Chargement des résultats…')).toHaveCount(0);
    await page.goto('/tickets');
    await expect(page.getByText(code)).toBeVisible();
  });

  await test.step('the service worker has installed the app and controls the page', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByText(code)).toBeVisible();
  });

  await test.step('a bet goes to the basket, still online', async () => {
    await chooseTomorrowsDraw(page);
    await pickNumbers(page, [8]);
    await addToBasket(page);
    await expect(basketButton(page, 1)).toBeVisible();
    await page.goto('/tickets');
    await expect(page.getByText(code)).toBeVisible();
  });

  await test.step('offline, the reloaded app shows the tickets and the balance it last read, marked as not up to date', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mes tickets' })).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.getByText(/^Hors ligne : vos tickets tels que lus le .+\. Ils ne sont peut-être plus à jour\.$/)).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(amount(4_900));
    await screenshot(page, testInfo, 'offline-tickets');
    await expectAccessible(page, 'Mes tickets offline');
  });

  await test.step('offline, the results last read are shown, marked as not up to date', async () => {
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Résultats des tirages' })).toBeVisible();
    await expect(page.getByText(/^Hors ligne : les résultats tels que lus le .+\. Ils ne sont peut-être plus à jour\.$/)).toBeVisible();
  });

  await test.step("offline, the basket keeps its bet and 'Valider' is refused with the reason", async () => {
    await page.goto('/basket');
    await expect(basketItems(page)).toHaveCount(1);
    await expect(page.getByText('Sans connexion, vos paris ne peuvent pas être validés. Votre panier est conservé : validez-le dès le retour du réseau.')).toBeVisible();
    await expect(validateButton(page)).toBeDisabled();
  });

  await test.step('back online: nothing was placed offline', async () => {
    await context.setOffline(false);
    expect(await ticketCodes(request, player)).toEqual([code]);
    expect(await playBalance(request, player)).toBe(4_900);
  });
});
