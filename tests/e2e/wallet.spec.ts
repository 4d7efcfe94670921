import { createAccount, signIn } from './support/accounts';
import { amount } from './support/betting';
import { fundPlayer } from './support/money';
import { expect, expectAccessible, screenshot, test } from './support/test';
import { expectShellBalance, fillMobileMoney, sandboxPhone, serverBalances, togoPhone, waitingHeading } from './support/wallet';
import { winWithASolo } from './support/winnings';

test('a new player recharges 5 000 CFA through the sandbox and sees it in the shell; a reload at every step loses nothing', async ({ page, request, player }, testInfo) => {
  // three reloads and four axe passes: up to a minute on 2 busy shared cores
  test.setTimeout(150_000);
  await createAccount(request, player);
  await signIn(page, player);
  await expectShellBalance(page, 0);
  const phone = togoPhone();

  await test.step('the form, kept by a reload', async () => {
    await page.getByRole('link', { name: /^Recharger/ }).click();
    await expect(page).toHaveURL(/\/recharge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recharger mon compte' })).toBeVisible();
    await page.reload();
    await fillMobileMoney(page, { provider: 'T-Money', phone: phone.typed, quick: 5_000 });
    await expect(page.getByRole('textbox', { name: 'Montant (CFA)' })).toHaveValue('5000');
    await screenshot(page, testInfo, 'recharge-form');
    await expectAccessible(page, '/recharge, the form filled in');
    await page.getByRole('button', { name: 'Recharger', exact: true }).click();
  });

  await test.step("waiting for the phone: held there, a reload finds the payment and keeps waiting", async () => {
    await expect(waitingHeading(page)).toBeVisible();
    const push = await sandboxPhone.push(request, phone.e164, 'collection');
    expect(push.amount).toBe(5_000);
    await sandboxPhone.answer(request, push.id, 'hold');
    await expect(page.getByText(/vous demande de confirmer/)).toHaveText(
      new RegExp(`^T-Money vous demande de confirmer le paiement de ${amount(5_000).source} depuis le \\${phone.shown}\\.$`),
    );
    await screenshot(page, testInfo, 'recharge-waiting');
    await expectAccessible(page, '/recharge, waiting for the phone');

    await page.reload();
    await expect(waitingHeading(page)).toBeVisible();
    await expectShellBalance(page, 0);
    expect(await serverBalances(request, player)).toEqual({ balance: 0, winnings: 0 });
  });

  await test.step('the phone approves: credited once, shown in the shell', async () => {
    const push = await sandboxPhone.push(request, phone.e164, 'collection');
    await sandboxPhone.answer(request, push.id, 'approve');
    const success = page.getByRole('status').filter({ hasText: 'Recharge réussie' });
    await expect(success).toContainText(/Votre compte a été crédité de 5\s000\sCFA\. Nouveau solde : 5\s000\sCFA\./);
    await expectShellBalance(page, 5_000);
    await screenshot(page, testInfo, 'recharge-succeeded');
    await expectAccessible(page, '/recharge, succeeded');
    expect(await serverBalances(request, player)).toEqual({ balance: 5_000, winnings: 0 });
  });

  await test.step('after a reload: the balance, no payment waiting, the recharge in the history', async () => {
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Montant (CFA)' })).toBeVisible();
    await expect(waitingHeading(page)).toHaveCount(0);
    await expectShellBalance(page, 5_000);
    await page.goto('/wallet');
    const line = page.getByRole('listitem').filter({ hasText: 'Recharge' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('+5 000 CFA');
    await expect(line).toContainText(/Solde : 5\s000\sCFA/);
    await expect(line).toContainText('Réussi');
    await expect(line).toContainText(`T-Money · +228 •• •• ${phone.e164.slice(-4, -2)} ${phone.e164.slice(-2)}`);
    await expect(line).not.toContainText('En attente');
    await screenshot(page, testInfo, 'wallet-after-recharge');
    await expectAccessible(page, '/wallet with its history');
  });
});

test('a declined number: the refusal, and no credit', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await signIn(page, player);
  await page.goto('/recharge');
  const phone = togoPhone({ declined: true });
  await fillMobileMoney(page, { provider: 'Flooz', phone: phone.typed, amountText: '5000' });
  await page.getByRole('button', { name: 'Recharger', exact: true }).click();
  await expect(waitingHeading(page)).toBeVisible();

  // the sandbox declines numbers ending in 0000 when it answers (5 s)
  const refusal = page.getByRole('alert').filter({ hasText: 'Paiement refusé' });
  await expect(refusal).toContainText(/Flooz a refusé le paiement de 5\s000\sCFA\. Votre compte n'a pas été crédité\./, { timeout: 20_000 });
  await screenshot(page, testInfo, 'recharge-refused');
  await expectAccessible(page, '/recharge, refused');
  await expectShellBalance(page, 0);
  expect(await serverBalances(request, player)).toEqual({ balance: 0, winnings: 0 });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Montant (CFA)' })).toBeVisible();
  await expectShellBalance(page, 0);
});

test('a declined recharge appears in the history as refused', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await signIn(page, player);
  await page.goto('/recharge');
  const phone = togoPhone({ declined: true });
  await fillMobileMoney(page, { provider: 'T-Money', phone: phone.typed, amountText: '2500' });
  await page.getByRole('button', { name: 'Recharger', exact: true }).click();
  // the sandbox declines numbers ending in 0000 when it answers (5 s)
  await expect(page.getByRole('alert').filter({ hasText: 'Paiement refusé' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/wallet');
  const lines = page.getByRole('listitem');
  await expect(lines).toHaveCount(1);
  const refused = lines.first();
  await expect(refused).toContainText('Recharge');
  await expect(refused).toContainText('Refusé');
  await expect(refused).toContainText('Refusé sur le téléphone');
  await expect(refused).toContainText('T-Money · +228 •• •• 00 00');
  await expect(refused).toContainText(/2\s500\sCFA/);
  await expect(refused).toContainText('Non crédité');
  await expect(refused).not.toContainText('Solde :');
  await expect(page.getByRole('region', { name: 'Solde de jeu' })).toContainText(amount(0));
  await expectShellBalance(page, 0);
  expect(await serverBalances(request, player)).toEqual({ balance: 0, winnings: 0 });
  await screenshot(page, testInfo, 'wallet-refused-recharge');
  await expectAccessible(page, '/wallet with a refused recharge');
});

test("the shell follows a recharge confirmed in another tab, without a reload", async ({ page, request, player }) => {
  await createAccount(request, player);
  await signIn(page, player);
  await expectShellBalance(page, 0);

  const other = await page.context().newPage();
  await other.goto('/recharge');
  const phone = togoPhone();
  await fillMobileMoney(other, { provider: 'T-Money', phone: phone.typed, quick: 2_000 });
  await other.getByRole('button', { name: 'Recharger', exact: true }).click();
  const push = await sandboxPhone.push(request, phone.e164, 'collection');
  await sandboxPhone.answer(request, push.id, 'approve');
  await expect(other.getByRole('status').filter({ hasText: 'Recharge réussie' })).toBeVisible();

  // the first tab never reloaded: realtime on the player's own profile
  await expectShellBalance(page, 2_000);
  await other.close();
});

test('a conversion and a withdrawal move the right balances; a failed withdrawal is given back; a reload at every step loses nothing', async ({ page, request, player }, testInfo) => {
  // a settled draw, two reloads, a 5 s refusal and four axe passes: longer than the default 90 s on 2 shared cores
  test.setTimeout(180_000);
  await createAccount(request, player);
  // recharged from this number: the only kind the database pays a withdrawal to
  const phone = togoPhone();
  await fundPlayer(request, player, 1_000, phone.e164);
  // a 100 CFA solo that wins 1 300 CFA; each project settles its own Bénin draw (the stack is shared)
  await winWithASolo(request, player, 'BJ', testInfo.project.name === 'mobile' ? '18h' : '21h');
  expect(await serverBalances(request, player)).toEqual({ balance: 900, winnings: 1_300 });
  await signIn(page, player);
  const available = page.getByLabel(/^Gains disponibles :/);

  await test.step("'Mes gains' shows the winnings and leads to 'Convertir'", async () => {
    await page.goto('/gains');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes gains' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(amount(1_300));
    await expectShellBalance(page, 900);
    await page.getByRole('main').getByRole('link', { name: 'Convertir', exact: true }).click();
    await expect(page).toHaveURL(/\/convert$/);
  });

  await test.step('300 CFA of winnings into the play balance, at once; kept by a reload', async () => {
    await expect(available).toHaveText(amount(1_300));
    await page.getByRole('textbox', { name: 'Montant à convertir (CFA)' }).fill('300');
    await page.getByRole('button', { name: 'Convertir', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'Conversion effectuée' });
    await expect(done).toContainText(/300\sCFA ont été ajoutés à votre solde\. Solde : 1\s200\sCFA · Gains : 1\s000\sCFA\./);
    await screenshot(page, testInfo, 'convert-done');
    await expectAccessible(page, '/convert, done');
    await expectShellBalance(page, 1_200);
    expect(await serverBalances(request, player)).toEqual({ balance: 1_200, winnings: 1_000 });

    await page.reload();
    await expect(available).toHaveText(amount(1_000));
    await expectShellBalance(page, 1_200);
  });

  const numbers = page.getByRole('radiogroup', { name: 'Numéro de téléphone' });
  await test.step('a 500 CFA withdrawal: held from the winnings while the provider pays, through a reload', async () => {
    await page.goto('/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Retrait' })).toBeVisible();
    // the number recharged from, offered and chosen, with the rule
    await expect(numbers.getByRole('radio')).toHaveCount(1);
    await expect(numbers.getByRole('radio', { name: phone.shown })).toBeChecked();
    await expect(page.getByText('Les retraits sont envoyés uniquement vers un numéro depuis lequel vous avez déjà rechargé.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'T-Money', exact: true })).toBeChecked();
    await page.getByRole('textbox', { name: 'Montant à retirer (CFA)' }).fill('500');
    await page.getByRole('button', { name: 'Retirer', exact: true }).click();
    const pending = page.getByRole('status').filter({ hasText: 'Retrait en cours' });
    await expect(pending).toBeVisible();
    const push = await sandboxPhone.push(request, phone.e164, 'payout');
    expect(push.amount).toBe(500);
    await sandboxPhone.answer(request, push.id, 'hold');
    await expect(pending).toContainText(new RegExp(`Votre retrait de ${amount(500).source} vers le \\${phone.shown} \\(T-Money\\) attend la confirmation`));
    await expect(available).toHaveText(amount(500));
    expect(await serverBalances(request, player)).toEqual({ balance: 1_200, winnings: 500 });
    await screenshot(page, testInfo, 'withdraw-pending');
    await expectAccessible(page, '/withdraw, pending');

    await page.reload();
    await expect(pending).toBeVisible();
    await expect(available).toHaveText(amount(500));
    await expectShellBalance(page, 1_200);

    await sandboxPhone.answer(request, push.id, 'approve');
    const paid = page.getByRole('status').filter({ hasText: 'Retrait effectué' });
    await expect(paid).toContainText(new RegExp(`${amount(500).source} ont été envoyés au \\${phone.shown} \\(T-Money\\)\\.`));
    await screenshot(page, testInfo, 'withdraw-paid');
    await expectAccessible(page, '/withdraw, paid');
    expect(await serverBalances(request, player)).toEqual({ balance: 1_200, winnings: 500 });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Retirer', exact: true })).toBeVisible();
    await expect(available).toHaveText(amount(500));
  });

  await test.step('a withdrawal the phone declines: reversed, and said so', async () => {
    await expect(numbers.getByRole('radio', { name: phone.shown })).toBeChecked();
    await page.getByRole('textbox', { name: 'Montant à retirer (CFA)' }).fill('500');
    await page.getByRole('button', { name: 'Retirer', exact: true }).click();
    const push = await sandboxPhone.push(request, phone.e164, 'payout');
    await sandboxPhone.answer(request, push.id, 'decline');
    const reversed = page.getByRole('alert').filter({ hasText: 'Retrait échoué' });
    await expect(reversed).toContainText(new RegExp(`T-Money n'a pas pu effectuer le retrait\\. Les ${amount(500).source} ont été remis sur vos gains\\.`), { timeout: 20_000 });
    await screenshot(page, testInfo, 'withdraw-reversed');
    await expectAccessible(page, '/withdraw, reversed');
    await expect(available).toHaveText(amount(500));
    expect(await serverBalances(request, player)).toEqual({ balance: 1_200, winnings: 500 });
  });

  await test.step("after a reload, 'Mon portefeuille': both balances and every movement, newest first", async () => {
    await page.goto('/wallet');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Solde de jeu' })).toContainText(amount(1_200));
    await expect(page.getByRole('region', { name: 'Gains' })).toContainText(amount(500));
    const lines = page.getByRole('listitem');
    await expect(lines.first()).toContainText('Retrait échoué, remboursé');
    await expect(lines.first()).toContainText(/\+500\sCFA de gains/);
    await expect(lines.first()).toContainText('Refusé sur le téléphone');
    const withdrawals = lines.filter({ hasText: /^Retrait(?! échoué)/ });
    await expect(withdrawals).toHaveCount(2);
    await expect(withdrawals.first()).toContainText('Refusé');
    await expect(withdrawals.first()).toContainText('Refusé sur le téléphone');
    await expect(withdrawals.last()).toContainText('Réussi');
    await expect(withdrawals.last()).toContainText(/\u2212500\sCFA de gains/);
    await expect(withdrawals.last()).toContainText(/Gains : 500\sCFA/);
    await expect(withdrawals.last()).toContainText(/Référence : \S+/);
    await expect(lines.filter({ hasText: /^Gain(?!s)/ })).toContainText('Tirage Bénin ·');
    await expect(lines.filter({ hasText: 'Achat de ticket' }).getByRole('link', { name: /^LA-/ })).toBeVisible();
    const conversion = lines.filter({ hasText: 'Conversion de gains' });
    await expect(conversion).toHaveCount(1);
    await expect(conversion).toContainText(/\+300\sCFA/);
    await expect(conversion).toContainText(/Solde : 1\s200\sCFA/);
    await expect(conversion).toContainText(/\u2212300\sCFA de gains/);
    await expect(conversion).toContainText(/Gains : 1\s000\sCFA/);
    await expect(page.getByText('En attente')).toHaveCount(0);
    await screenshot(page, testInfo, 'wallet-after-withdrawal');
    await expectAccessible(page, '/wallet after a conversion and withdrawals');
  });
});
