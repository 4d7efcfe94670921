/**
 * Dispatch reconciliation: payments left pending while nothing dispatched them (a stack without its
 * Database Webhook, a crash), or dispatched to a sandbox that a restart made forget them, are sent
 * to the provider when the stack starts again, and settled once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DISPATCH_SECRET_HEADER } from '../../supabase/functions/_shared/dispatch-protocol';
import { PAYMENTS_DISPATCH_SECRET } from '../../supabase/local/function-secrets';
import { GENEROUS_AUTH_RATE_LIMITS } from '../../supabase/local/rate-limit';
import type { PaymentsOptions } from '../../supabase/local/payment-services';
import { type Stack, startStack } from '../../supabase/local/stack';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, giveWinnings } from './support/money';
import { ledgerKindsOf, paymentState, pushesOf, waitForPayment } from './support/sandbox';
import { type TestStack, newPlayer } from './support/test-stack';

/** One database two stacks open in turn: a PGlite folder, or with `npm run test:pg` a PostgreSQL database. */
async function sharedDatabase(): Promise<{ target: string; drop(): Promise<void> }> {
  if (process.env.LOCAL_STACK_TEST_DB !== 'postgres') {
    const dir = await mkdtemp(path.join(tmpdir(), 'lotoafrik-restart-'));
    return { target: dir, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const base = process.env.DATABASE_URL || 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';
  const name = `lotoafrik_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    target: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const stacks: Stack[] = [];
let database: { target: string; drop(): Promise<void> } | undefined;

async function open(payments: PaymentsOptions): Promise<TestStack> {
  const stack = await startStack({ port: 0, database: database!.target, log: () => {}, rateLimits: GENEROUS_AUTH_RATE_LIMITS, payments });
  stacks.push(stack);
  return { url: stack.url, stack, close: () => stack.close() };
}

afterAll(async () => {
  for (const stack of stacks) await stack.close().catch(() => undefined);
  await database?.drop();
});

describe('dispatch reconciliation after a restart', () => {
  it('sends every pending payment to the provider again, and each is settled once', { timeout: 90_000 }, async () => {
    database = await sharedDatabase();
    // A stack whose Database Webhook is off: nothing dispatches what players ask for.
    const before = await open({ dispatch: false, sandbox: { approveAfterMs: 60_000 } });
    const player = await newPlayer(before.url, 'relance');
    await giveWinnings(before, player.id, 10_000);
    const ask = async (rpc: 'start_recharge' | 'request_withdrawal', amount: number, phone: string) => {
      const { data, error } = await player.client.rpc(rpc, { amount, provider: 'tmoney', phone, idempotency_key: randomUUID() });
      expect(error).toBeNull();
      return (rpc === 'start_recharge' ? data : (data as { payment: unknown }).payment) as { id: string; phone: string };
    };
    const undispatched = await ask('start_recharge', 3000, '+22890400001');
    const withdrawal = await ask('request_withdrawal', 4000, '+22890400002');
    // One payment did reach this stack's sandbox (payments-dispatch called by hand), which the restart will make forget it.
    const forgotten = await ask('start_recharge', 2000, '+22890400003');
    const [row] = await before.stack.db.transaction((q) => q.query<{ payment: unknown }>('select to_jsonb(p) as payment from public.payments p where id = $1', [forgotten.id]));
    const dispatch = await fetch(`${before.url}/functions/v1/payments-dispatch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DISPATCH_SECRET_HEADER]: PAYMENTS_DISPATCH_SECRET },
      body: JSON.stringify({ type: 'INSERT', table: 'payments', schema: 'public', record: row!.payment, old_record: null }),
    });
    expect(dispatch.status).toBe(200);
    const reference = (await paymentState(before, forgotten.id)).provider_reference;
    expect(reference).toBe(`sbx-col-${forgotten.id}`);
    expect(await paymentState(before, undispatched.id)).toEqual({ status: 'pending', provider_reference: null });
    expect(await paymentState(before, withdrawal.id)).toEqual({ status: 'pending', provider_reference: null });
    await before.close();

    const after = await open({ dispatch: true, sandbox: { approveAfterMs: 200 } });
    expect(await waitForPayment(after, undispatched.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-col-${undispatched.id}` });
    expect(await waitForPayment(after, withdrawal.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-pay-${withdrawal.id}` });
    expect(await waitForPayment(after, forgotten.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: reference });
    expect((await pushesOf(after, forgotten.phone)).map((push) => push.id)).toEqual([reference]);
    expect(await balancesOf(after, player.id)).toEqual({ balance: 5000, winnings: 6000 });
    for (const payment of [undispatched, forgotten]) expect(await ledgerKindsOf(after, payment.id)).toEqual(['recharge']);
    expect(await ledgerKindsOf(after, withdrawal.id)).toEqual(['withdrawal']);
    await expectLedgerBalanced(after);
  });
});
