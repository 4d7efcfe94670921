/**
 * Issue 37 with the sandbox aggregator: payments-dispatch orders only what the database stores
 * (forged, replayed, concurrent and out-of-order dispatches order nothing), the payments job
 * reconciles what no confirmation settled, a late approval is recorded for operators, withdrawals go
 * only to a number the player recharged from, and the sandbox's phone API answers only its phone.
 * The Database Webhook is off here: each test sends the dispatches itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, giveWinnings, rechargeFrom } from './support/money';
import { PHONE, answerPush, discrepanciesOf, ledgerKindsOf, paymentState, postDispatch, pushesOf, runPaymentsJob, waitForPayment } from './support/sandbox';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack(() => {}, {
    payments: { sandbox: { approveAfterMs: 60_000, webhookRetryDelaysMs: [50] } },
    databaseLimits: { settings: { 'lotoafrik.recharge_window_seconds': '1', 'lotoafrik.payout_window_seconds': '1' } },
  });
});
afterAll(async () => {
  await env?.close();
});

let phones = 0;
const newPhone = () => `+228902${String(10_001 + phones++).slice(-5)}`;

interface Payment {
  id: string;
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
}

async function recharge(player: Player, amount: number, phone = newPhone()): Promise<Payment> {
  const { data, error } = await player.client.rpc('start_recharge', { amount, provider: 'tmoney', phone, idempotency_key: randomUUID() });
  if (error) throw new Error(`start_recharge: ${error.message}`);
  return data as unknown as Payment;
}

const webhookPayload = (record: object) => ({ type: 'INSERT', table: 'payments', schema: 'public', record, old_record: null });

async function outbox(paymentId: string): Promise<{ attempts: number; dispatched: boolean; last_error: string | null }> {
  const [row] = await env.stack.db.transaction((q) =>
    q.query<{ attempts: number; dispatched: boolean; last_error: string | null }>(
      'select attempts, dispatched_at is not null as dispatched, last_error from public.payment_dispatches where payment_id = $1',
      [paymentId],
    ),
  );
  return row!;
}


async function waitUntilOverdue(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

describe('payments-dispatch orders what the database stores, once', () => {
  it('a payload naming a payment that does not exist orders nothing', async () => {
    const forged = { id: randomUUID(), direction: 'out', provider: 'tmoney', phone: '+22890999999', amount: 1_000_000, status: 'pending' };
    expect(await postDispatch(env, webhookPayload(forged))).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await postDispatch(env, { payment_id: forged.id })).toMatchObject({ status: 404 });
    expect(await pushesOf(env, forged.phone)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('a recharge flipped to a payout of another amount to another phone is collected as stored', async () => {
    const player = await newPlayer(env.url, 'retourne');
    const payment = await recharge(player, 5000);
    const thief = newPhone();
    const forged = { ...payment, direction: 'out', amount: 1_000_000, phone: thief, status: 'pending' };
    expect(await postDispatch(env, webhookPayload(forged))).toEqual({
      status: 200,
      body: { payment_id: payment.id, dispatched: true, provider_reference: `sbx-col-${payment.id}` },
    });
    expect(await pushesOf(env, thief)).toEqual([]);
    const pushes = await pushesOf(env, payment.phone);
    expect(pushes.map(({ kind, amount, provider }) => ({ kind, amount, provider }))).toEqual([{ kind: 'collection', amount: 5000, provider: 'tmoney' }]);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('a replayed dispatch, or ten at once, orders one collection', async () => {
    const player = await newPlayer(env.url, 'rejoue');
    const payment = await recharge(player, 3000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postDispatch(env, { payment_id: payment.id })));
    expect(answers.filter((answer) => answer.body.dispatched === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.dispatched === false).map((answer) => answer.body.reason).sort()).toEqual(
      expect.arrayContaining(['not_due']),
    );
    expect(await postDispatch(env, { payment_id: payment.id })).toEqual({ status: 200, body: { payment_id: payment.id, dispatched: false, reason: 'dispatched' } });
    expect(await pushesOf(env, payment.phone)).toHaveLength(1);
    expect(await outbox(payment.id)).toEqual({ attempts: 1, dispatched: true, last_error: null });
    await expectLedgerBalanced(env);
  });

  it('a dispatch arriving after the payment was settled orders nothing', async () => {
    const player = await newPlayer(env.url, 'tardif');
    const payment = await recharge(player, 2000);
    await postDispatch(env, { payment_id: payment.id });
    const [push] = await pushesOf(env, payment.phone);
    await answerPush(env, push!.id, 'approve');
    await waitForPayment(env, payment.id, 'succeeded');
    expect(await postDispatch(env, { payment_id: payment.id })).toEqual({ status: 200, body: { payment_id: payment.id, dispatched: false, reason: 'not_pending' } });
    expect(await pushesOf(env, payment.phone)).toHaveLength(1);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 2000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    await expectLedgerBalanced(env);
  });
});

describe('the payments job', () => {
  it('sends a payment the webhook never dispatched, then settles it once approved', async () => {
    const player = await newPlayer(env.url, 'oublie');
    const payment = await recharge(player, 4000);
    expect(await pushesOf(env, payment.phone)).toEqual([]);
    expect((await runPaymentsJob(env)).body).toMatchObject({ dispatches: { dispatched: 1 } });
    const [push] = await pushesOf(env, payment.phone);
    expect(push).toMatchObject({ kind: 'collection', amount: 4000 });
    await answerPush(env, push!.id, 'approve');
    await waitForPayment(env, payment.id, 'succeeded');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 4000, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('expires a recharge the phone still holds past its window; its late approval credits nothing and is recorded for operators', async () => {
    const player = await newPlayer(env.url, 'lent');
    const payment = await recharge(player, 6000);
    await postDispatch(env, { payment_id: payment.id });
    const [push] = await pushesOf(env, payment.phone);
    await answerPush(env, push!.id, 'hold');
    await waitUntilOverdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await paymentState(env, payment.id)).toEqual({ status: 'expired', provider_reference: push!.id });

    expect(await answerPush(env, push!.id, 'approve')).toMatchObject({ status: 200 });
    await expect.poll(() => discrepanciesOf(env, payment.id), { timeout: 10_000 }).toEqual([{ kind: 'paid_after_expiry', occurrences: 1 }]);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('gives a withdrawal the provider never received to it again, and pays it once', async () => {
    const player = await newPlayer(env.url, 'reprise');
    const phone = newPhone();
    await rechargeFrom(env, player, phone, 'tmoney', 100);
    await giveWinnings(env, player.id, 3000);
    const { data, error } = await player.client.rpc('request_withdrawal', { amount: 1500, provider: 'tmoney', phone, idempotency_key: randomUUID() });
    expect(error).toBeNull();
    const payment = (data as unknown as { payment: Payment }).payment;
    // Recorded as taken under the sandbox's reference, but the sandbox never had it (as after its restart).
    await env.stack.db.transaction(async (q) => {
      await q.query('update public.payments set provider_reference = $2 where id = $1', [payment.id, `sbx-pay-${payment.id}`]);
      await q.query('update public.payment_dispatches set dispatched_at = now(), attempts = 1 where payment_id = $1', [payment.id]);
    });
    await waitUntilOverdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await discrepanciesOf(env, payment.id)).toEqual([{ kind: 'unknown_to_provider', occurrences: 1 }]);
    expect(await outbox(payment.id)).toEqual({ attempts: 1, dispatched: false, last_error: null });
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await outbox(payment.id)).toEqual({ attempts: 2, dispatched: true, last_error: null });
    const [push] = await pushesOf(env, phone).then((pushes) => pushes.filter((p) => p.kind === 'payout'));
    expect(push).toMatchObject({ id: `sbx-pay-${payment.id}`, amount: 1500 });
    await answerPush(env, push!.id, 'approve');
    await waitForPayment(env, payment.id, 'succeeded');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 100, winnings: 1500 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['withdrawal']);
    await expectLedgerBalanced(env);
  });
});

describe('withdrawals go to the player’s own number', () => {
  it('refuses a number the player never recharged from, or only tried to; allows the one that succeeded', async () => {
    const player = await newPlayer(env.url, 'proprio');
    const mine = newPhone();
    await rechargeFrom(env, player, mine, 'tmoney', 500);
    await giveWinnings(env, player.id, 10_000);
    const declined = await recharge(player, 1000);
    const withdraw = (phone: string) =>
      player.client.rpc('request_withdrawal', { amount: 1_000, provider: 'tmoney', phone, idempotency_key: randomUUID() });

    expectMoneyError((await withdraw(newPhone())).error, 'unknown_withdrawal_phone');
    expectMoneyError((await withdraw(declined.phone)).error, 'unknown_withdrawal_phone', { phone: declined.phone });
    expect((await withdraw(mine)).error).toBeNull();
    expect(await balancesOf(env, player.id)).toEqual({ balance: 500, winnings: 9_000 });
    await expectLedgerBalanced(env);
  });

  it('another player’s number is not the player’s own', async () => {
    const owner = await newPlayer(env.url, 'titulaire');
    const other = await newPlayer(env.url, 'voisin');
    const phone = newPhone();
    await rechargeFrom(env, owner, phone, 'tmoney');
    await giveWinnings(env, other.id, 5_000);
    const { error } = await other.client.rpc('request_withdrawal', { amount: 1_000, provider: 'tmoney', phone, idempotency_key: randomUUID() });
    expectMoneyError(error, 'unknown_withdrawal_phone');
    expect(await balancesOf(env, other.id)).toEqual({ balance: 0, winnings: 5_000 });
    await expectLedgerBalanced(env);
  });
});

describe('the sandbox’s phone API answers only its phone', () => {
  it('refuses callers without the phone key, and tells them no number', async () => {
    const player = await newPlayer(env.url, 'discret');
    const payment = await recharge(player, 2500);
    await postDispatch(env, { payment_id: payment.id });
    const [push] = await pushesOf(env, payment.phone);
    const digits = payment.phone.slice(1);
    for (const headers of [{}, { authorization: 'Bearer wrong' } as Record<string, string>, { authorization: PHONE.authorization.toUpperCase().replace('BEARER', 'Bearer') }]) {
      for (const [method, path] of [
        ['GET', '/phones'],
        ['GET', `/pushes?phone=${encodeURIComponent(payment.phone)}`],
        ['POST', `/pushes/${push!.id}/approve`],
        ['POST', `/pushes/${push!.id}/decline`],
        ['POST', `/pushes/${push!.id}/hold`],
      ] as const) {
        const response = await fetch(`${env.url}/sandbox/v1${path}`, { method, headers });
        const text = await response.text();
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expect(text).not.toContain(digits);
      }
    }
    expect(await paymentState(env, payment.id)).toMatchObject({ status: 'pending' });
    const listed = await fetch(`${env.url}/sandbox/v1/phones`, { headers: PHONE });
    expect(((await listed.json()) as { phones: { phone: string }[] }).phones.map((entry) => entry.phone)).toContain(payment.phone);
    await expectLedgerBalanced(env);
  });
});
