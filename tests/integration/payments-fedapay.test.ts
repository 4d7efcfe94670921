/**
 * Issue 37 with PAYMENTS_PROVIDER=fedapay: the local stack's functions talk to a fake of FedaPay's
 * documented HTTP API (tests/kit/fedapay.ts), which signs its webhooks as FedaPay does. Signatures
 * valid, invalid, stale and replayed; amounts and currencies that differ; a confirmation that never
 * comes; a payout FedaPay refuses; FedaPay unreachable; Ghana refused. Each ends with the ledger invariant.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFedaPay, startFakeFedaPay } from '../kit/fedapay';
import { expectLedgerBalanced } from './support/ledger';
import { PHONES, balancesOf, giveWinnings, rechargeFrom } from './support/money';
import { discrepanciesOf, ledgerKindsOf, postDispatch, runPaymentsJob } from './support/sandbox';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

const WEBHOOK_SECRET = 'wh_sandbox_test_secret';
let fedapay: FakeFedaPay;
let env: TestStack;

beforeAll(async () => {
  fedapay = await startFakeFedaPay({ secretKey: 'sk_sandbox_test_key' });
  env = await startTestStack(() => {}, {
    payments: {
      functionEnv: {
        PAYMENTS_PROVIDER: 'fedapay',
        FEDAPAY_SECRET_KEY: 'sk_sandbox_test_key',
        FEDAPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        FEDAPAY_ENVIRONMENT: 'sandbox',
        FEDAPAY_API_URL: fedapay.url,
      },
    },
    databaseLimits: { settings: { 'lotoafrik.recharge_window_seconds': '1', 'lotoafrik.payout_window_seconds': '1' } },
  });
});
afterAll(async () => {
  await env?.close();
  await fedapay?.close();
});

const webhookUrl = () => `${env.url}/functions/v1/payments-webhook`;

interface Payment {
  id: string;
  amount: number;
  phone: string;
}

interface PaymentRow {
  status: string;
  failure_reason: string | null;
  provider_reference: string | null;
}

async function stateOf(id: string): Promise<PaymentRow> {
  const [row] = await env.stack.db.transaction((q) =>
    q.query<PaymentRow>('select status, failure_reason, provider_reference from public.payments where id = $1', [id]),
  );
  return row!;
}


async function recharge(player: Player, amount: number, provider = 'mtn_momo', phone: string = PHONES.BJ): Promise<Payment> {
  const { data, error } = await player.client.rpc('start_recharge', { amount, provider, phone, idempotency_key: randomUUID() });
  if (error) throw new Error(`start_recharge: ${error.message}`);
  return data as unknown as Payment;
}

/** A recharge FedaPay has taken: its transaction id. */
async function dispatched(payment: Payment): Promise<string> {
  const answer = await postDispatch(env, { payment_id: payment.id });
  expect(answer).toMatchObject({ status: 200, body: { dispatched: true } });
  return String(answer.body.provider_reference);
}

const overdue = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('collections through FedaPay', () => {
  it('one XOF transaction keyed on our payment id, pushed to the operator; the signed approval credits once, its replay moves nothing', async () => {
    const player = await newPlayer(env.url, 'fedapay');
    const payment = await recharge(player, 5000);
    fedapay.takeRequests();
    const reference = await dispatched(payment);
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({ status: 200, body: { dispatched: false, reason: 'dispatched' } });
    const mine = fedapay.transactions().filter((transaction) => transaction.merchant_reference === payment.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: Number(reference), amount: 5000, mode: 'mtn_open', status: 'pending', currency: { iso: 'XOF' } });
    expect(new Set(fedapay.takeRequests().map((request) => request.authorization))).toEqual(new Set(['Bearer sk_sandbox_test_key']));

    fedapay.approve(reference);
    expect(await fedapay.deliver(reference, { webhookUrl: webhookUrl(), secret: WEBHOOK_SECRET })).toEqual({
      status: 200,
      body: { payment_id: payment.id, status: 'succeeded', replayed: false },
    });
    expect(await fedapay.resend()).toEqual({ status: 200, body: { payment_id: payment.id, status: 'succeeded', replayed: true } });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    await expectLedgerBalanced(env);
  });

  it('refuses a wrong signature, a stale or future timestamp and a tampered body; nothing moves until the genuine one', async () => {
    const player = await newPlayer(env.url, 'signatures');
    const payment = await recharge(player, 3000);
    const reference = await dispatched(payment);
    fedapay.approve(reference);
    const now = Math.floor(Date.now() / 1000);
    const deliver = (options: Partial<Parameters<FakeFedaPay['deliver']>[1]>) => fedapay.deliver(reference, { webhookUrl: webhookUrl(), secret: WEBHOOK_SECRET, ...options });

    expect(await deliver({ signWith: 'wh_sandbox_another_secret' })).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await deliver({ timestampSeconds: now - 301 })).toMatchObject({ status: 401, body: { code: 'stale_signature' } });
    expect(await deliver({ timestampSeconds: now + 301 })).toMatchObject({ status: 401, body: { code: 'stale_signature' } });
    expect(await deliver({ tamper: { amount: 300_000 } })).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await stateOf(payment.id)).toEqual({ status: 'pending', failure_reason: null, provider_reference: reference });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });

    expect(await deliver({ timestampSeconds: now - 250 })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 3000, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('a genuine confirmation of another amount or currency credits nothing and is recorded for operators', async () => {
    const player = await newPlayer(env.url, 'montants');
    const payment = await recharge(player, 4000);
    const reference = await dispatched(payment);
    fedapay.approve(reference);
    const deliver = (override: Record<string, unknown>) => fedapay.deliver(reference, { webhookUrl: webhookUrl(), secret: WEBHOOK_SECRET, override });

    expect(await deliver({ amount: 400 })).toMatchObject({ status: 422, body: { mismatch: 'amount_mismatch' } });
    expect(await deliver({ currency: { klass: 'v1/currency', id: 2, iso: 'EUR', name: 'Euro', code: 978 }, currency_id: 2 })).toMatchObject({
      status: 422,
      body: { mismatch: 'currency_mismatch' },
    });
    expect(await fedapay.resend()).toMatchObject({ status: 422 });
    expect(await discrepanciesOf(env, payment.id)).toEqual([
      { kind: 'amount_mismatch', occurrences: 1 },
      { kind: 'currency_mismatch', occurrences: 2 },
    ]);
    expect(await stateOf(payment.id)).toMatchObject({ status: 'pending' });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('a confirmation that never comes: the payments job settles the payment by FedaPay’s status, once', async () => {
    const player = await newPlayer(env.url, 'silence');
    const approved = await recharge(player, 2500);
    const declined = await recharge(player, 1500);
    fedapay.approve(await dispatched(approved));
    fedapay.decline(await dispatched(declined));
    await overdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await stateOf(approved.id)).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(await stateOf(declined.id)).toMatchObject({ status: 'failed', failure_reason: 'declined' });
    await overdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 2500, winnings: 0 });
    expect(await ledgerKindsOf(env, approved.id)).toEqual(['recharge']);
    expect(await ledgerKindsOf(env, declined.id)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('FedaPay unreachable: the error waits in the outbox, a replay orders nothing, the job sends it once due', async () => {
    const player = await newPlayer(env.url, 'panne');
    const payment = await recharge(player, 2000);
    fedapay.failNext('create_transaction', { status: 500, body: { message: 'Internal error' } });
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({ status: 502, body: { code: 'provider_unavailable' } });
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({ status: 200, body: { dispatched: false, reason: 'not_due' } });
    const [outbox] = await env.stack.db.transaction((q) =>
      q.query<{ attempts: number; last_error: string }>('select attempts, last_error from public.payment_dispatches where payment_id = $1', [payment.id]),
    );
    expect(outbox).toMatchObject({ attempts: 1, last_error: expect.stringContaining('500') });
    expect(fedapay.transactions().filter((transaction) => transaction.merchant_reference === payment.id)).toHaveLength(0);

    // The backoff elapses.
    await env.stack.db.transaction((q) => q.query('update public.payment_dispatches set next_attempt_at = now() where payment_id = $1', [payment.id]));
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(fedapay.transactions().filter((transaction) => transaction.merchant_reference === payment.id)).toHaveLength(1);
    expect(await stateOf(payment.id)).toMatchObject({ status: 'pending', provider_reference: expect.any(String) });
    await expectLedgerBalanced(env);
  });

  it('refuses a Ghanaian operator: its players pay in cedis (the payment fails, nothing is sent)', async () => {
    const player = await newPlayer(env.url, 'accra');
    const payment = await recharge(player, 1000, 'mtn_momo', PHONES.GH);
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({
      status: 200,
      body: { dispatched: false, reason: 'refused', failure_reason: 'operator_unavailable' },
    });
    expect(await stateOf(payment.id)).toEqual({ status: 'failed', failure_reason: 'operator_unavailable', provider_reference: null });
    expect(fedapay.transactions().filter((transaction) => transaction.merchant_reference === payment.id)).toHaveLength(0);
    await expectLedgerBalanced(env);
  });
});

describe('payouts through FedaPay', () => {
  async function withdrawal(player: Player, amount: number): Promise<Payment> {
    await rechargeFrom(env, player, PHONES.BJ, 'mtn_momo', 100);
    await giveWinnings(env, player.id, 10_000);
    const { data, error } = await player.client.rpc('request_withdrawal', { amount, provider: 'mtn_momo', phone: PHONES.BJ, idempotency_key: randomUUID() });
    if (error) throw new Error(`request_withdrawal: ${error.message}`);
    return (data as unknown as { payment: Payment }).payment;
  }

  it('a payout FedaPay refuses outright gives the winnings back once, whatever is sent again', async () => {
    const player = await newPlayer(env.url, 'refuse');
    const payment = await withdrawal(player, 4000);
    fedapay.failNext('create_payout', { status: 400, body: { message: 'Solde insuffisant pour effectuer ce transfert', errors: {} } });
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({ status: 200, body: { dispatched: false, reason: 'refused', failure_reason: 'payout_refused' } });
    expect(await postDispatch(env, { payment_id: payment.id })).toMatchObject({ status: 200, body: { reason: 'not_pending' } });
    await overdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await stateOf(payment.id)).toEqual({ status: 'failed', failure_reason: 'payout_refused', provider_reference: null });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['withdrawal', 'withdrawal_reversal']);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 100, winnings: 10_000 });
    await expectLedgerBalanced(env);
  });

  it('a payout FedaPay fails later gives the winnings back once; a sent one stays paid', async () => {
    const player = await newPlayer(env.url, 'virement');
    const failed = await withdrawal(player, 3000);
    const failedReference = String((await postDispatch(env, { payment_id: failed.id })).body.provider_reference);
    expect(fedapay.payouts().find((payout) => payout.merchant_reference === failed.id)).toMatchObject({ amount: 3000, mode: 'mtn_open', status: 'started' });
    fedapay.failPayout(failedReference);
    expect(await fedapay.deliver(failedReference, { webhookUrl: webhookUrl(), secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'failed' } });
    expect(await fedapay.resend()).toMatchObject({ status: 200, body: { replayed: true } });
    await overdue();
    expect(await runPaymentsJob(env)).toMatchObject({ status: 200 });
    expect(await ledgerKindsOf(env, failed.id)).toEqual(['withdrawal', 'withdrawal_reversal']);

    const sent = await withdrawal(player, 2000);
    const sentReference = String((await postDispatch(env, { payment_id: sent.id })).body.provider_reference);
    fedapay.sendPayout(sentReference);
    expect(await fedapay.deliver(sentReference, { webhookUrl: webhookUrl(), secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await ledgerKindsOf(env, sent.id)).toEqual(['withdrawal']);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 200, winnings: 18_000 });
    await expectLedgerBalanced(env);
  });
});
