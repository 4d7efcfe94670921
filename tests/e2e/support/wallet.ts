import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { LOCAL_SANDBOX_PHONE_KEY } from '../../../src/game/sandbox-phone';
import { accessToken } from './money';
import { STACK_URL } from './ports';
import { ANON_KEY } from './stack-keys';
import type { Player } from './test';
import { amount, chooseRadio } from './betting';

/**
 * A Togo mobile number for one test (the sandbox's phone lists pushes by number, and tests run in
 * parallel): '90 xx xx xx', never ending in 0000 unless `declined`, which the sandbox always refuses.
 */
export function togoPhone({ declined = false } = {}): { typed: string; shown: string; e164: string } {
  const middle = String(randomInt(10, 100));
  const last = declined ? '0000' : String(randomInt(1001, 10_000)).padStart(4, '0');
  const digits = `90${middle}${last}`;
  const pairs = digits.match(/\d\d/g)!.join(' ');
  return { typed: pairs, shown: `+228 ${pairs}`, e164: `+228${digits}` };
}

/** The play balance in the shell: the header's, or on a phone the menu's (the header hides it there). */
export async function expectShellBalance(page: Page, value: number): Promise<void> {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  const header = page.getByRole('banner').getByLabel('Solde', { exact: true });
  // the shell may still be loading the profile: wait for one of the two before choosing
  await expect(header.or(burger)).toBeVisible();
  if (await header.isVisible()) {
    await expect(header).toHaveText(amount(value));
    return;
  }
  await burger.click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByLabel('Solde', { exact: true })).toHaveText(amount(value));
  await menu.getByRole('button', { name: 'Fermer le menu' }).first().click();
  await expect(menu).toBeHidden();
}

/** The recharge or withdrawal form: Togo, the provider, the number, then the amount (typed, or a quick amount). */
export async function fillMobileMoney(page: Page, { provider, phone, amountText, quick }: { provider: string; phone: string; amountText?: string; quick?: number }) {
  await page.getByRole('combobox', { name: 'Pays' }).selectOption('TG');
  await chooseRadio(page.getByRole('radio', { name: provider, exact: true }));
  await page.getByRole('textbox', { name: /Numéro de téléphone/ }).fill(phone);
  if (quick !== undefined) await page.getByRole('group', { name: 'Montants rapides' }).getByRole('button', { name: amount(quick) }).click();
  if (amountText !== undefined) await page.getByRole('textbox', { name: /^Montant/ }).fill(amountText);
}

export function waitingHeading(page: Page): Locator {
  return page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' });
}

interface Push {
  id: string;
  kind: 'collection' | 'payout';
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  held: boolean;
}

/** The phone API asks for the sandbox phone's key, as the page /sandbox/momo sends it. */
const PHONE_HEADERS = { authorization: `Bearer ${LOCAL_SANDBOX_PHONE_KEY}` };

/**
 * The sandbox aggregator's phone, as the page /sandbox/momo uses it (its API at /sandbox/v1): the
 * pushes a number received, and its answers. Production builds carry no phone page; its API is the
 * stack's.
 */
export const sandboxPhone = {
  async pushes(request: APIRequestContext, e164: string): Promise<Push[]> {
    const res = await request.get(`${STACK_URL}/sandbox/v1/pushes?phone=${encodeURIComponent(e164)}`, { headers: PHONE_HEADERS });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { pushes: Push[] }).pushes;
  },
  /** the one push the number has received, once it has */
  async push(request: APIRequestContext, e164: string, kind: Push['kind']): Promise<Push> {
    let found: Push | undefined;
    await expect
      .poll(async () => {
        found = (await sandboxPhone.pushes(request, e164)).find((push) => push.kind === kind && push.status === 'pending');
        return found !== undefined;
      }, { message: `a ${kind} push to ${e164}` })
      .toBe(true);
    return found!;
  },
  async answer(request: APIRequestContext, id: string, answer: 'approve' | 'decline' | 'hold'): Promise<Push> {
    const res = await request.post(`${STACK_URL}/sandbox/v1/pushes/${id}/${answer}`, { headers: PHONE_HEADERS });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Push;
  },
};

/** Both balances the server holds for the player (what the screens must agree with). */
export async function serverBalances(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>): Promise<{ balance: number; winnings: number }> {
  const token = await accessToken(request, player);
  const res = await request.get(`${STACK_URL}/rest/v1/profiles?select=balance,winnings`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const [row] = (await res.json()) as { balance: number; winnings: number }[];
  return { balance: Number(row!.balance), winnings: Number(row!.winnings) };
}
