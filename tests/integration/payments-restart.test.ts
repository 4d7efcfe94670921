/**
 * Payments across a restart: payments left pending while nothing dispatched them (a stack without its
 * Database Webhook, a crash), or taken by a sandbox that the restart made forget them, are dispatched
 * again when the stack starts: it reopens in the outbox those the sandbox had taken, and its payments
 * job (payments-reconcile, run at start and then every `reconcileEveryMs`) sends the outbox's due
 * dispatches. Each is settled once; what was settled before the restart is neither sent nor credited again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { GENEROUS_AUTH_RATE_LIMITS, type PaymentsOptions, type Stack, startStack } from '../../supabase/local';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, giveWinnings, rechargeFrom } from './support/money';
import { answerPush, ledgerKindsOf, paymentState, postDispatch, pushOf, pushesOf, runPaymentsJob, waitForPayment } from './support/sandbox';
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

describe('dispatch after a restart', () => {
  it('dispatches the pending payments again to the fresh sandbox, settles each once, and credits nothing twice', { timeout: 90_000 }, async () => {
    database = await sharedDatabase();
    // A stack whose Database Webhook is off: nothing dispatches what players ask for, unless the test does.
    const before = await open({ dispatch: false, sandbox: { approveAfterMs: 60_000 } });
    const player = await newPlayer(before.url, 'relance');
    await giveWinnings(before, player.id, 10_000);
    // Withdrawals go to a number the player recharged from: 1 000 CFA, confirmed by the provider.
    const recharged = await rechargeFrom(before, player, '+22890400002', 'tmoney', 1000);
    const ask = async (rpc: 'start_recharge' | 'request_withdrawal', amount: number, phone: string) => {
      const { data, error } = await player.client.rpc(rpc, { amount, provider: 'tmoney', phone, idempotency_key: randomUUID() });
      expect(error).toBeNull();
      return (rpc === 'start_recharge' ? data : (data as { payment: unknown }).payment) as { id: string; phone: string };
    };
    const undispatched = await ask('start_recharge', 3000, '+22890400001');
    const withdrawal = await ask('request_withdrawal', 4000, '+22890400002');
    // One payment reached this stack's sandbox, which the restart will make forget it.
    const forgotten = await ask('start_recharge', 2000, '+22890400003');
    expect(await postDispatch(before, { payment_id: forgotten.id })).toEqual({
      status: 200,
      body: { payment_id: forgotten.id, dispatched: true, provider_reference: `sbx-col-${forgotten.id}` },
    });
    // Another reached it and was approved on the phone before the restart: settled, it stays as it is.
    const approved = await ask('start_recharge', 1500, '+22890400004');
    expect(await postDispatch(before, { payment_id: approved.id })).toMatchObject({ status: 200, body: { dispatched: true } });
    expect(await answerPush(before, (await pushOf(before, approved.phone, approved.id)).id, 'approve')).toMatchObject({ status: 200 });
    expect(await waitForPayment(before, approved.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-col-${approved.id}` });

    expect(await paymentState(before, undispatched.id)).toEqual({ status: 'pending', provider_reference: null });
    expect(await paymentState(before, withdrawal.id)).toEqual({ status: 'pending', provider_reference: null });
    expect(await paymentState(before, forgotten.id)).toEqual({ status: 'pending', provider_reference: `sbx-col-${forgotten.id}` });
    expect(await balancesOf(before, player.id)).toEqual({ balance: 2500, winnings: 6000 });
    await before.close();

    // The restarted stack dispatches; its payments job runs at start, then not again within this test.
    const after = await open({ dispatch: true, reconcileEveryMs: 3_600_000, sandbox: { approveAfterMs: 200 } });
    expect(await waitForPayment(after, undispatched.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-col-${undispatched.id}` });
    expect(await waitForPayment(after, withdrawal.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-pay-${withdrawal.id}` });
    expect(await waitForPayment(after, forgotten.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: `sbx-col-${forgotten.id}` });
    // The fresh sandbox got each pending payment once, and nothing settled before.
    for (const payment of [undispatched, withdrawal, forgotten]) {
      expect((await pushesOf(after, payment.phone)).map((push) => push.id)).toEqual([
        payment === withdrawal ? `sbx-pay-${payment.id}` : `sbx-col-${payment.id}`,
      ]);
    }
    expect(await pushesOf(after, approved.phone)).toEqual([]);
    const attempts = await after.stack.db.transaction((q) =>
      q.query<{ payment_id: string; attempts: number }>('select payment_id, attempts from public.payment_dispatches where payment_id = any($1::uuid[])', [
        [undispatched.id, withdrawal.id, forgotten.id, approved.id, recharged],
      ]),
    );
    expect(Object.fromEntries(attempts.map((row) => [row.payment_id, row.attempts]))).toEqual({
      [undispatched.id]: 1,
      [withdrawal.id]: 1,
      [forgotten.id]: 2,
      [approved.id]: 1,
      [recharged]: 0,
    });

    // Another run of the job finds nothing left to send nor to ask about.
    expect(await runPaymentsJob(after)).toEqual({ status: 200, body: { dispatches: {}, reconciled: {} } });
    expect(await balancesOf(after, player.id)).toEqual({ balance: 7500, winnings: 6000 });
    for (const payment of [recharged, undispatched.id, forgotten.id, approved.id]) expect(await ledgerKindsOf(after, payment)).toEqual(['recharge']);
    expect(await ledgerKindsOf(after, withdrawal.id)).toEqual(['withdrawal']);
    await expectLedgerBalanced(after);
  });
});
