import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../../supabase/local';
import { STACK_URL } from './ports';
import { ANON_KEY } from './stack-keys';
import type { Player } from './test';

/** libphonenumber-js's example mobile number of Togo, valid for T-Money. */
const TOGO_PHONE = '+22890112345';

/** The player's access token, from the stack's GoTrue (password grant). */
export async function accessToken(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>): Promise<string> {
  const res = await request.post(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: player.email, password: player.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(request: APIRequestContext, name: string, token: string, apikey: string, data: Record<string, unknown>) {
  return request.post(`${STACK_URL}/rest/v1/rpc/${name}`, {
    headers: { apikey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data,
  });
}

async function rpc(request: APIRequestContext, name: string, token: string, apikey: string, data: Record<string, unknown>): Promise<unknown> {
  const res = await call(request, name, token, apikey, data);
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return res.json();
}

/**
 * Credits the play balance the way production does (tests/integration/support/money.ts): the player
 * starts a mobile-money recharge, then the provider's confirmation settles it through the ledger
 * (settle_payment, with the service role, as the payments webhook calls it). Never a balance written by hand.
 * The number recharged from (a T-Money one of Togo, E.164; one shared by every test unless given) is
 * then one the player may withdraw to.
 */
export async function fundPlayer(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>, amount: number, phone = TOGO_PHONE): Promise<void> {
  const token = await accessToken(request, player);
  const payment = (await rpc(request, 'start_recharge', token, ANON_KEY, {
    amount,
    provider: 'tmoney',
    phone,
    idempotency_key: randomUUID(),
  })) as { id: string };
  const settle = (reference: string) =>
    call(request, 'settle_payment', SERVICE_ROLE_KEY, SERVICE_ROLE_KEY, { payment_id: payment.id, provider_reference: reference, outcome: 'succeeded' });
  let settled = await settle(`e2e-${randomUUID()}`);
  if (settled.status() === 400) {
    // The stack's sandbox aggregator already took the payment under its own reference (its Database
    // Webhook is on): confirm it as the provider would, the sandbox's own confirmation then being a replay.
    const { details } = (await settled.json()) as { details: string };
    const reference = (JSON.parse(details) as { provider_reference?: string }).provider_reference;
    expect(reference, `settle_payment refused: ${details}`).toBeTruthy();
    settled = await settle(reference!);
  }
  expect(settled.status(), await settled.text()).toBe(200);
  expect(await playBalance(request, player)).toBe(amount);
}

async function readAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${STACK_URL}/rest/v1/${path}`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The play balance the server holds for the player. */
export async function playBalance(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>): Promise<number> {
  const token = await accessToken(request, player);
  const [profile] = await readAs<{ balance: number }[]>(request, token, 'profiles?select=balance');
  return Number(profile!.balance);
}

/** The codes of the player's tickets, as the server holds them, newest first. */
export async function ticketCodes(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>): Promise<string[]> {
  const token = await accessToken(request, player);
  const rows = await readAs<{ code: string }[]>(request, token, 'ticket_summaries?select=code&order=placed_at.desc');
  return rows.map((row) => row.code);
}
