import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADULT_SIGN_UP, createAccount, signIn } from './support/accounts';
import { addButton, amount, ball } from './support/betting';
import { chooseTomorrowsDraw } from './support/draws';
import { accessToken, fundPlayer } from './support/money';
import { STACK_URL } from './support/ports';
import { ANON_KEY } from './support/stack-keys';
import { type Player, expect, expectAccessible, screenshot, test } from './support/test';

// A phone (issue 38, items 7–9): one pass, at 390 px, on a device set to Abidjan's time (UTC+0), whatever the project's own.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Africa/Abidjan' });

/** An adult of Bénin (Porto-Novo, UTC+1): what the register form asks besides the username. */
const BENIN_ADULT = { ...ADULT_SIGN_UP, country: 'BJ' } as const;

/** The balance in the phone's header: a link to the wallet, named 'Solde : 5 000 CFA'. */
function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Solde : / });
}

/** A 24-hour cool-off, started through the API as the page does (start_self_exclusion). */
async function coolOff(request: APIRequestContext, player: Player): Promise<void> {
  const token = await accessToken(request, player);
  const res = await request.post(`${STACK_URL}/rest/v1/rpc/start_self_exclusion`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { duration: '24h' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The end of the exclusion as a text says it: '25 nov. 2026 à 12:55 (heure de Porto-Novo)'. */
async function endIn(locator: Locator): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  const end = /jusqu'au (.+? \(heure [^)]+\))/.exec(text)?.[1];
  expect(end, `an end time in « ${text} »`).toBeTruthy();
  return end!;
}


test('the play balance is in the header of a 390 px phone, live, without moving, and leads to the wallet', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  await fundPlayer(request, player, 5_000);
  await signIn(page, player);

  await test.step('beside the burger and the brand, named for screen readers', async () => {
    await expect(headerBalance(page)).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName(new RegExp(`^Solde : ${amount(5_000).source}$`));
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    // the header fits the phone: nothing wider than the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, testInfo, 'header-balance-390');
    await expectAccessible(page, '/player at 390 px with the header balance');
  });

  await test.step("'…' until the profile is read, then the figure, in the same place", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const profileRead = (url: URL) => url.pathname.endsWith('/rest/v1/profiles');
    await page.route(profileRead, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/games');
    await expect(headerBalance(page)).toHaveAccessibleName('Solde : …');
    const before = await headerBalance(page).boundingBox();
    release();
    await expect(headerBalance(page)).toHaveAccessibleName(new RegExp(`^Solde : ${amount(5_000).source}$`));
    expect(await headerBalance(page).boundingBox()).toEqual(before);
    await page.unroute(profileRead);
  });

  await test.step('a tap opens the wallet', async () => {
    await headerBalance(page).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('region', { name: 'Solde de jeu' })).toContainText(amount(5_000));
  });
});

test('a self-excluded player of Bénin is told one end time, in Porto-Novo’s, before trying: catalogue, builder, recharge, and the responsible-gaming page agree', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player, BENIN_ADULT);
  await fundPlayer(request, player, 5_000);
  await coolOff(request, player);
  await signIn(page, player);

  await page.goto('/games');
  const catalogue = page.getByRole('status', { name: 'Exclusion en cours' });
  await expect(catalogue).toContainText(
    /Vous vous êtes exclu du jeu jusqu'au .+ \(heure de Porto-Novo\)\. D'ici là, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles\./,
  );
  const end = await endIn(catalogue);
  await screenshot(page, testInfo, 'catalogue-excluded');
  await expectAccessible(page, '/games for an excluded player');

  await test.step("the builder: the same end, and 'Ajouter au panier' disabled, saying why", async () => {
    await chooseTomorrowsDraw(page);
    const banner = page.getByRole('status', { name: 'Exclusion en cours' });
    await expect(banner).toContainText(`Vous vous êtes exclu du jeu jusqu'au ${end}. D'ici là, vous ne pouvez ni ajouter de pari au panier ni valider de ticket.`);
    await ball(page, 7).click();
    await expect(ball(page, 7)).toHaveAttribute('aria-pressed', 'true');
    await expect(addButton(page)).toBeDisabled();
    await expect(addButton(page)).toHaveAccessibleDescription(new RegExp(`^Vous vous êtes exclu du jeu jusqu'au ${escape(end)}\\.`));
    await screenshot(page, testInfo, 'builder-excluded');
    await expectAccessible(page, 'the builder for an excluded player');
  });

  await test.step('the recharge page: the same end, and no form', async () => {
    await page.goto('/recharge');
    const banner = page.getByRole('status', { name: 'Exclusion en cours' });
    await expect(banner).toContainText(`Vous vous êtes exclu du jeu jusqu'au ${end}. D'ici là, vous ne pouvez pas recharger votre compte ; vos retraits de gains restent possibles.`);
    await expect(banner.getByRole('link', { name: 'Retirer mes gains' })).toHaveAttribute('href', '/withdraw');
    await expect(page.getByRole('textbox', { name: 'Montant (CFA)' })).toHaveCount(0);
    await screenshot(page, testInfo, 'recharge-excluded');
    await expectAccessible(page, '/recharge for an excluded player');
  });

  await test.step('the responsible-gaming page: the same end', async () => {
    await page.goto('/responsible-gaming');
    await expect(page.getByText(/^Vous êtes exclu du jeu jusqu'au /)).toHaveText(`Vous êtes exclu du jeu jusqu'au ${end}. Vos retraits restent possibles.`);
  });
});

test("a player of Bénin on a phone set to Abidjan's time is offered Bénin's operators on /recharge, though they last paid from Togo", async ({ page, request, player }, testInfo) => {
  await createAccount(request, player, BENIN_ADULT);
  // the latest payment: a T-Money number of Togo
  await fundPlayer(request, player, 1_000);
  await signIn(page, player);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Africa/Abidjan');

  for (const how of ['from the home page', 'opened directly']) {
    await test.step(how, async () => {
      if (how === 'from the home page') await page.getByRole('main').getByRole('link', { name: /^Recharger/ }).click();
      else await page.goto('/recharge');
      await expect(page).toHaveURL(/\/recharge$/);
      await expect(page.getByRole('combobox', { name: 'Pays', exact: true })).toHaveValue('BJ');
      const providers = page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByRole('radio');
      await expect(providers).toHaveCount(3);
      expect(await providers.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).toEqual(['mtn_momo', 'moov_money', 'celtiis']);
      for (const radio of await providers.all()) await expect(radio).not.toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue('');
    });
  }
  await screenshot(page, testInfo, 'recharge-benin-default');
});

/** A text as a RegExp source. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
