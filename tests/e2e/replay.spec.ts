import { createAccount, signIn } from './support/accounts';
import { addToBasket, basketButton, basketItems, pickNumbers, validateForTicketCode } from './support/betting';
import { TOMORROW, chooseTomorrowsDraw } from './support/draws';
import { fundPlayer } from './support/money';
import { expect, expectAccessible, screenshot, test } from './support/test';

test("'Rejouer' puts a ticket's bets in the basket for the next draw of the same slot", async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  let code = '';
  await test.step('the player buys a solo on 7 for the next 18h draw in Côte d’Ivoire', async () => {
    await chooseTomorrowsDraw(page);
    await pickNumbers(page, [7]);
    await addToBasket(page);
    await basketButton(page, 1).click();
    code = await validateForTicketCode(page);
  });

  await test.step("'Rejouer' in Mes tickets: the same slot is proposed, and the bet goes to the basket", async () => {
    await page.goto('/tickets');
    await page.getByRole('button', { name: `Rejouer le ticket ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rejouer le ticket ${code}` });
    await expect(dialog.getByRole('combobox', { name: 'Tirage' })).toContainText(new RegExp(`${TOMORROW}.*18h`, 'i'));
    await expect(dialog).toContainText("1 pari sera ajouté au panier, aux règles et aux prix d'aujourd'hui.");
    await screenshot(page, testInfo, 'replay-dialog');
    await expectAccessible(page, "the 'Rejouer' dialog");
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(dialog.getByRole('status')).toContainText(new RegExp(`1 pari ajouté au panier pour le tirage Côte d'Ivoire · ${TOMORROW} .* à 18h\\.`, 'i'));
    await dialog.getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(basketItems(page)).toHaveCount(1);
    await expect(basketItems(page).first()).toContainText('Solo');
  });
});
