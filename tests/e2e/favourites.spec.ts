import { createAccount, signIn } from './support/accounts';
import { ball, chooseBetType, pickNumbers } from './support/betting';
import { chooseTomorrowsDraw } from './support/draws';
import { expect, expectAccessible, screenshot, test } from './support/test';

test('a favourite saved from the builder is loaded back into it in one tap, after a reload', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await signIn(page, player);
  await chooseTomorrowsDraw(page);

  await test.step("a trio on 5, 50 and 89 saved as 'Mes porte-bonheur'", async () => {
    await chooseBetType(page, 'Trio');
    await pickNumbers(page, [5, 50, 89]);
    await page.getByRole('button', { name: 'Enregistrer en favori' }).click();
    await page.getByRole('textbox', { name: 'Nom du favori' }).fill('Mes porte-bonheur');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'est enregistré dans vos favoris.' })).toContainText('« Mes porte-bonheur » est enregistré dans vos favoris.');
    await screenshot(page, testInfo, 'favourite-saved');
  });

  await test.step("after a reload, 'Mes favoris' loads it into the empty builder", async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    for (const n of [5, 50, 89]) await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Mes favoris' }).click();
    await page.getByRole('button', { name: /^Charger Mes porte-bonheur : Trio/ }).click();
    for (const n of [5, 50, 89]) await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: /Trio/ })).toBeChecked();
    await expectAccessible(page, 'the builder with its favourites');
  });
});

test("the favourites' code not downloaded (the connection dropped): the builder keeps its numbers, the panel says so, and Réessayer brings it", async ({
  page,
  request,
  player,
}, testInfo) => {
  await createAccount(request, player);
  await signIn(page, player);
  await chooseTomorrowsDraw(page);
  await chooseBetType(page, 'Trio');
  await pickNumbers(page, [5, 50, 89]);

  await page.route('**/assets/favourites-panel-*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Mes favoris' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Cette partie de la page n'a pas pu être chargée" });
  await expect(alert).toContainText('Vérifiez votre connexion, puis réessayez.');
  await expect(page.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
  for (const n of [5, 50, 89]) await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, 'favourites-not-downloaded');
  await expectAccessible(page, "the builder with its favourites' notice");

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('Aucun favori pour l’instant', { exact: false })).toBeVisible();
  await expect(alert).toHaveCount(0);
  for (const n of [5, 50, 89]) await expect(ball(page, n)).toHaveAttribute('aria-pressed', 'true');
});
