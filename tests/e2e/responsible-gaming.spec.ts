import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, fillRegister, signIn } from './support/accounts';
import { addToBasket, amount, basketButton, basketItems, chooseBetType, chooseRadio, pickNumbers, quickStake, storedBasketCount, validateButton } from './support/betting';
import { pinnedNow } from './support/clock';
import { chooseTomorrowsDraw } from './support/draws';
import { accessToken, fundPlayer, playBalance, ticketCodes } from './support/money';
import { STACK_URL } from './support/ports';
import { navigate } from './support/shell';
import { ANON_KEY } from './support/stack-keys';
import { type Player, expect, expectAccessible, screenshot, test } from './support/test';
import { winWithASolo } from './support/winnings';

/** 'yyyy-mm-dd' and 'dd/mm/yyyy' of the day someone born `years` ago today (UTC, the zone of Lomé) turns that age. */
function bornYearsAgo(years: number, today: Date) {
  const y = today.getUTCFullYear() - years;
  const m = String(today.getUTCMonth() + 1).padStart(2, '0');
  const d = String(today.getUTCDate()).padStart(2, '0');
  return { iso: `${y}-${m}-${d}`, typed: `${d}/${m}/${y}` };
}

async function winningsOf(request: APIRequestContext, player: Player): Promise<number> {
  const token = await accessToken(request, player);
  const res = await request.get(`${STACK_URL}/rest/v1/profiles?select=winnings`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
  return Number(((await res.json()) as { winnings: number }[])[0]!.winnings);
}

/** A perm of 5 numbers at 200 CFA (10 couples: a 2 000 CFA ticket) in the basket, then /basket. */
async function basketOf2000(page: Page): Promise<void> {
  await chooseTomorrowsDraw(page);
  await chooseBetType(page, 'Perm');
  await pickNumbers(page, [5, 12, 33, 47, 90]);
  await quickStake(page, 200).click();
  await addToBasket(page);
  await basketButton(page, 1).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(basketItems(page)).toHaveCount(1);
}

/** From the shell: the menu's entry on a phone (≤ 991 px), the footer's link on a wide screen. */
async function openResponsibleGaming(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(page.getByRole('banner').first()).toBeVisible();
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Jeu responsable' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jeu responsable' }).click();
  }
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'Limites de mise' })).toBeVisible();
}

function dailyStake(page: Page) {
  return page.getByRole('region', { name: 'Limite de mise journalière' });
}

test('a 17-year-old cannot register: the form says why, and the database refuses a tampered sign-up', async ({ page, request, player }, testInfo) => {
  const seventeen = bornYearsAgo(17, pinnedNow());
  await page.goto('/register');
  await fillRegister(page, player, seventeen.typed);
  await expect(page.getByRole('alert')).toHaveText('Vous devez avoir 18 ans ou plus pour jouer.');
  await expect(page).toHaveURL(/\/register$/);
  await screenshot(page, testInfo, 'register-underage');
  await expectAccessible(page, '/register refusing a minor');

  // A client that skips the check: the database refuses the account all the same (the real date, not the pinned one).
  const tampered = await request.post(`${STACK_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: player.email, password: player.password, data: { username: player.username, birth_date: bornYearsAgo(17, new Date()).iso, country: 'TG' } },
  });
  expect(tampered.status()).toBe(422);
  expect(((await tampered.json()) as { error_code: string }).error_code).toBe('underage');
  const signIn = await request.post(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: player.email, password: player.password },
  });
  expect(signIn.status(), 'no account was opened').toBe(400);
});

test('a 1 000 CFA daily stake limit refuses a 2 000 CFA ticket and says why; raising it shows the 24 h wait', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  await test.step("'Jeu responsable' from the shell: a daily stake limit of 1 000 CFA, at once", async () => {
    await openResponsibleGaming(page);
    await dailyStake(page).getByRole('button', { name: 'Définir la limite de mise journalière' }).click();
    await page.getByRole('textbox', { name: 'Limite de mise journalière (CFA)' }).fill('1000');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Limite enregistrée' })).toHaveText(
      new RegExp(`Limite enregistrée : ${amount(1_000).source}, en vigueur dès maintenant\\.`),
    );
    await expect(dailyStake(page)).toContainText(amount(1_000));
    await screenshot(page, testInfo, 'responsible-gaming-limit-set');
    await expectAccessible(page, '/responsible-gaming with a limit');
  });

  await test.step('a 2 000 CFA ticket is refused, with what is left, and the basket is kept', async () => {
    await basketOf2000(page);
    await validateButton(page).click();
    await expect(page.getByRole('alert')).toContainText(new RegExp(`Limite de mise journalière atteinte : il vous reste ${amount(1_000).source}\\.`));
    await expect(basketItems(page)).toHaveCount(1);
    expect(await storedBasketCount(page)).toBe(1);
    await screenshot(page, testInfo, 'basket-limit-reached');
    expect(await playBalance(request, player)).toBe(5_000);
    expect(await ticketCodes(request, player)).toEqual([]);
  });

  await test.step("raising it to 5 000 CFA says it waits 24 h, and the 1 000 CFA limit still holds", async () => {
    await openResponsibleGaming(page);
    await dailyStake(page).getByRole('button', { name: 'Modifier la limite de mise journalière' }).click();
    await page.getByRole('textbox', { name: 'Limite de mise journalière (CFA)' }).fill('5000');
    await expect(page.getByText(/Une hausse ne s'applique que 24 h après son enregistrement/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hausse enregistrée' })).toContainText('(dans 24 h)');
    await expect(dailyStake(page)).toContainText(new RegExp(`Passera à ${amount(5_000).source} le .* \\(dans 24 h\\)\\.`));
    await expect(dailyStake(page)).toContainText(amount(1_000));
    await screenshot(page, testInfo, 'responsible-gaming-raise-24h');

    await navigate(page, 'Panier');
    await validateButton(page).click();
    await expect(page.getByRole('alert')).toContainText(new RegExp(`Limite de mise journalière atteinte : il vous reste ${amount(1_000).source}\\.`));
    expect(await ticketCodes(request, player)).toEqual([]);
  });
});

test('a self-excluded player cannot recharge nor validate a ticket, but can withdraw winnings', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  // Each project takes its own Bénin draw to settle (the stack is shared by both projects).
  const won = await winWithASolo(request, player, 'BJ', testInfo.project.name === 'mobile' ? '11h' : '14h');
  expect(await winningsOf(request, player)).toBe(won);
  await signIn(page, player);
  await basketOf2000(page);

  await test.step('a 24-hour cool-off, after a confirmation that states its end and consequences', async () => {
    await openResponsibleGaming(page);
    await chooseRadio(page.getByRole('radio', { name: '24 heures' }));
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer votre exclusion' });
    await expect(dialog).toContainText(/Pendant 24 heures, jusqu'au .* :/);
    await expect(dialog).toContainText('vous ne pourrez plus valider de ticket ni recharger votre compte ;');
    await expect(dialog).toContainText('vos retraits de gains resteront possibles ;');
    await expect(dialog).toContainText('elle ne pourra pas être levée avant son terme, même à votre demande.');
    await screenshot(page, testInfo, 'responsible-gaming-confirm-exclusion');
    await expectAccessible(page, 'the exclusion confirmation');
    await dialog.getByRole('button', { name: "Confirmer l'exclusion" }).click();
    await expect(page.getByText(/Vous êtes exclu du jeu jusqu'au .*\. Vos retraits restent possibles\./)).toBeVisible();
    await screenshot(page, testInfo, 'responsible-gaming-excluded');
  });

  await test.step('no ticket: the basket says until when before Valider (issue 38), and keeps the bets', async () => {
    await navigate(page, 'Panier');
    await expect(page.getByRole('status', { name: 'Exclusion en cours' })).toContainText(
      /Vous vous êtes exclu du jeu jusqu'au .*\. D'ici là, vous ne pouvez pas valider de ticket ; vos paris restent dans votre panier\./,
    );
    await expect(validateButton(page)).toBeDisabled();
    await expect(basketItems(page)).toHaveCount(1);
    expect(await ticketCodes(request, player)).toHaveLength(1); // the solo bought before
  });

  await test.step('no recharge: the page says until when instead of a form (issue 38)', async () => {
    await page.goto('/recharge');
    const banner = page.getByRole('status', { name: 'Exclusion en cours' });
    await expect(banner).toContainText(/Vous vous êtes exclu du jeu jusqu'au .*\. D'ici là, vous ne pouvez pas recharger votre compte/);
    await expect(page.getByRole('textbox', { name: 'Montant (CFA)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recharger', exact: true })).toHaveCount(0);
    await screenshot(page, testInfo, 'recharge-self-excluded');
  });

  await test.step('a withdrawal goes through', async () => {
    await page.goto('/withdraw');
    // the number fundPlayer recharged from (withdrawals go only to such a number), offered and chosen
    await expect(page.getByRole('radio', { name: '+228 90 11 23 45' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'T-Money' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Montant à retirer (CFA)' }).fill('500');
    await page.getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(page.getByText(/Retrait en cours|Retrait effectué/)).toBeVisible();
    expect(await winningsOf(request, player)).toBe(won - 500);
    expect(await playBalance(request, player)).toBe(4_900);
  });
});
