import { randomUUID } from 'node:crypto';
import type { PostgrestError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { type Player, type TestStack, serviceClient } from './test-stack';

/** Example mobile numbers (libphonenumber-js's) of each country, valid for the providers there. */
export const PHONES = { TG: '+22890112345', BJ: '+2290195123456', CI: '+2250123456789', GH: '+233231234567' } as const;

/**
 * Credits a player's play balance the way production does: the player starts a recharge, the
 * provider's webhook (the service role) confirms it. Recharges are capped at 1 000 000 each.
 */
export async function fund(env: TestStack, player: Player, amount: number): Promise<void> {
  const service = serviceClient(env.url);
  for (let left = amount; left > 0; left -= 1_000_000) {
    const { data, error } = await player.client.rpc('start_recharge', {
      amount: Math.min(left, 1_000_000),
      provider: 'tmoney',
      phone: PHONES.TG,
      idempotency_key: randomUUID(),
    });
    if (error) throw new Error(`start_recharge: ${error.message} ${error.details}`);
    const payment = data as { id: string };
    const settled = await service.rpc('settle_payment', { payment_id: payment.id, provider_reference: `test-${randomUUID()}`, outcome: 'succeeded' });
    if (settled.error) throw new Error(`settle_payment: ${settled.error.message} ${settled.error.details}`);
  }
}

/**
 * A successful recharge of `amount` from `phone` (the provider's webhook confirming it, as in `fund`):
 * withdrawals go only to a number the player has recharged from (DESIGN §8). It credits the play balance.
 */
export async function rechargeFrom(env: TestStack, player: Player, phone: string, provider: string, amount = 100): Promise<string> {
  const { data, error } = await player.client.rpc('start_recharge', { amount, provider, phone, idempotency_key: randomUUID() });
  if (error) throw new Error(`start_recharge: ${error.message} ${error.details}`);
  const payment = data as { id: string };
  // The sandbox's own reference: where the stack also dispatches, whichever confirms first, the other is a replay.
  const settled = await serviceClient(env.url).rpc('settle_payment', { payment_id: payment.id, provider_reference: `sbx-col-${payment.id}`, outcome: 'succeeded' });
  if (settled.error) throw new Error(`settle_payment: ${settled.error.message} ${settled.error.details}`);
  return payment.id;
}

/**
 * Credits winnings as settlement will (issue 16): one 'payout' ledger transaction from the house,
 * written as the database owner through the ledger's only writer, under the player's row lock.
 */
export async function giveWinnings(env: TestStack, playerId: string, amount: number): Promise<void> {
  await env.stack.db.transaction(async (q) => {
    await q.query('select 1 from public.profiles where id = $1 for update', [playerId]);
    await q.query(
      `select public.post_ledger_transaction($1::uuid, 'payout', 'test:payout', null, jsonb_build_object('house', -$2::bigint, 'player_winnings', $2::bigint))`,
      [playerId, amount],
    );
  });
}

export async function balancesOf(env: TestStack, playerId: string): Promise<{ balance: number; winnings: number }> {
  const [row] = await env.stack.db.transaction((q) =>
    q.query<{ balance: string; winnings: string }>('select balance::text, winnings::text from public.profiles where id = $1', [playerId]),
  );
  return { balance: Number(row!.balance), winnings: Number(row!.winnings) };
}

/** Asserts a money refusal: SQLSTATE P0001, the stable code as message, the JSON detail. */
export function expectMoneyError(error: PostgrestError | null, code: string, detail?: Record<string, unknown>): Record<string, unknown> {
  expect(error, `expected ${code}`).not.toBeNull();
  expect({ code: error!.code, message: error!.message }).toEqual({ code: 'P0001', message: code });
  const parsed = JSON.parse(error!.details) as Record<string, unknown>;
  if (detail) expect(parsed).toMatchObject(detail);
  return parsed;
}
