/**
 * Payments through the sandbox aggregator and the payments-webhook Edge Function, with the phone
 * answering each push itself (auto-approval is a minute away, never reached here): the signature,
 * approvals and refusals of recharges and withdrawals, a hold, and a recharge that expires while held.
 * Recharges have 1 s to be confirmed on this stack, and the payments job (reconciliation) runs only at
 * start and when a test runs it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, giveWinnings } from './support/money';
import { answerPush, completion, dispatchedPush, ledgerKindsOf, paymentState, postWebhook, pushOf, runPaymentsJob, waitForPayment } from './support/sandbox';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack(() => {}, {
    databaseLimits: { settings: { 'lotoafrik.recharge_window_seconds': '1' } },
    payments: { dispatch: true, reconcileEveryMs: 3_600_000, sandbox: { approveAfterMs: 60_000, webhookRetryDelaysMs: [50] } },
  });
});
afterAll(async () => {
  await env?.close();
});

interface Payment {
  id: string;
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
  status: string;
}

let phones = 0;
/** A Togolese number of its own for each payment, so each test reads only its pushes (…0000 is declined). */
const newPhone = (ending?: string) => `+228901${ending ?? String(10_001 + phones++).slice(-5)}`;

async function recharge(player: Player, amount: number, phone = newPhone()): Promise<Payment> {
  const { data, error } = await player.client.rpc('start_recharge', { amount, provider: 'tmoney', phone, idempotency_key: randomUUID() });
  if (error) throw new Error(`start_recharge: ${error.message}`);
  return data as unknown as Payment;
}

/** A number of its own the player recharged 1 000 CFA from, approved on its phone: withdrawals may go to it. */
async function rechargedPhone(player: Player): Promise<string> {
  const payment = await recharge(player, 1000);
  const push = await pushOf(env, payment.phone, payment.id);
  expect(await answerPush(env, push.id, 'approve')).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  await waitForPayment(env, payment.id, 'succeeded');
  return payment.phone;
}

async function withdraw(player: Player, amount: number, phone: string): Promise<Payment> {
  const { data, error } = await player.client.rpc('request_withdrawal', { amount, provider: 'flooz', phone, idempotency_key: randomUUID() });
  if (error) throw new Error(`request_withdrawal: ${error.message}`);
  return (data as unknown as { payment: Payment }).payment;
}

describe('payments-webhook: the provider’s signature', () => {
  it('settles a confirmation signed with the secret once; the same confirmation again is a 200 that moves nothing', async () => {
    const player = await newPlayer(env.url, 'signe');
    const payment = await recharge(player, 5000);
    const push = await dispatchedPush(env, payment);
    expect(await paymentState(env, payment.id)).toEqual({ status: 'pending', provider_reference: push.id });

    const body = JSON.stringify(completion(payment, 'succeeded'));
    expect(await postWebhook(env, body)).toEqual({ status: 200, body: { payment_id: payment.id, status: 'succeeded', replayed: false } });
    expect(await postWebhook(env, body)).toEqual({ status: 200, body: { payment_id: payment.id, status: 'succeeded', replayed: true } });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);

    // The phone, still asked, approves too: its own (identical) confirmation is delivered and moves nothing.
    await answerPush(env, push.id, 'approve');
    expect((await pushOf(env, payment.phone, payment.id, (p) => p.delivery !== 'waiting')).delivery).toBe('delivered');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    await expectLedgerBalanced(env);
  });

  it('refuses a missing or wrong signature with a 401, and a signed but malformed body with a 400; nothing moves', async () => {
    const player = await newPlayer(env.url, 'faussaire');
    const payment = await recharge(player, 7000);
    await pushOf(env, payment.phone, payment.id);
    const body = JSON.stringify(completion(payment, 'succeeded'));
    const { signBody } = await import('../../supabase/functions/_shared/signature');

    expect(await postWebhook(env, body, null)).toMatchObject({ status: 401, body: { code: 'missing_signature' } });
    expect(await postWebhook(env, body, '')).toMatchObject({ status: 401, body: { code: 'missing_signature' } });
    expect(await postWebhook(env, body, `sha256=${await signBody('another-secret', body)}`)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    const otherBody = JSON.stringify({ ...completion(payment, 'succeeded'), amount: 700 });
    const { SANDBOX_WEBHOOK_SECRET } = await import('../../supabase/local');
    const signatureOfOther = await signBody(SANDBOX_WEBHOOK_SECRET, otherBody);
    expect(await postWebhook(env, body, `sha256=${signatureOfOther}`)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await postWebhook(env, body, signatureOfOther)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await postWebhook(env, body, 'sha256=zz')).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });

    expect(await postWebhook(env, '{"event": "transaction.completed"')).toMatchObject({ status: 400, body: { code: 'malformed_confirmation' } });
    const { amount: _amount, ...withoutAmount } = completion(payment, 'succeeded');
    expect(await postWebhook(env, JSON.stringify(withoutAmount))).toMatchObject({ status: 400, body: { message: 'The confirmation is malformed: invalid amount' } });
    expect(await postWebhook(env, JSON.stringify({ ...completion(payment, 'succeeded'), status: 'maybe' }))).toMatchObject({ status: 400 });
    expect(await postWebhook(env, '[]')).toMatchObject({ status: 400 });

    expect(await paymentState(env, payment.id)).toMatchObject({ status: 'pending' });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('refuses a confirmation whose terms differ from the payment (422) or that names no payment (404)', async () => {
    const player = await newPlayer(env.url, 'termes');
    const payment = await recharge(player, 2000);
    await pushOf(env, payment.phone, payment.id);
    for (const change of [{ amount: 200_000 }, { kind: 'payout' }, { phone: newPhone() }, { provider: 'flooz' }]) {
      expect(await postWebhook(env, JSON.stringify({ ...completion(payment, 'succeeded'), ...change }))).toMatchObject({
        status: 422,
        body: { code: 'terms_mismatch' },
      });
    }
    expect(await postWebhook(env, JSON.stringify({ ...completion(payment, 'succeeded'), merchant_reference: randomUUID() }))).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await paymentState(env, payment.id)).toMatchObject({ status: 'pending' });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    await expectLedgerBalanced(env);
  });
});

describe('the phone answers the sandbox’s push', () => {
  it('a recharge the phone approves is credited once; a second answer is refused', async () => {
    const player = await newPlayer(env.url, 'approuve');
    const payment = await recharge(player, 25_000);
    const push = await pushOf(env, payment.phone, payment.id);
    expect(push).toMatchObject({ kind: 'collection', provider: 'tmoney', amount: 25_000, status: 'pending', held: false, delivery: 'waiting' });
    expect(Date.parse(push.auto_approve_at!) - Date.parse(push.created_at)).toBe(60_000);

    expect(await answerPush(env, push.id, 'approve')).toMatchObject({ status: 200, body: { status: 'succeeded', reason: null } });
    expect(await waitForPayment(env, payment.id, 'succeeded')).toEqual({ status: 'succeeded', provider_reference: push.id });
    expect(await answerPush(env, push.id, 'decline')).toMatchObject({ status: 409, body: { code: 'not_pending' } });
    expect((await pushOf(env, payment.phone, payment.id, (p) => p.delivery !== 'waiting')).delivery).toBe('delivered');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 25_000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    await expectLedgerBalanced(env);
  });

  it('a recharge the phone declines fails and credits nothing', async () => {
    const player = await newPlayer(env.url, 'refuse');
    const payment = await recharge(player, 3000);
    const push = await pushOf(env, payment.phone, payment.id);
    expect(await answerPush(env, push.id, 'decline')).toMatchObject({ status: 200, body: { status: 'failed', reason: 'declined_by_payer' } });
    await waitForPayment(env, payment.id, 'failed');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('a number ending in 0000 is declined even when its phone approves', async () => {
    const player = await newPlayer(env.url, 'zeros');
    const payment = await recharge(player, 3000, newPhone('10000'));
    const push = await pushOf(env, payment.phone, payment.id);
    expect(await answerPush(env, push.id, 'approve')).toMatchObject({ status: 200, body: { status: 'failed', reason: 'test_number_declined' } });
    await waitForPayment(env, payment.id, 'failed');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('a withdrawal is debited at once and paid when the phone accepts it', async () => {
    const player = await newPlayer(env.url, 'retrait');
    await giveWinnings(env, player.id, 20_000);
    const phone = await rechargedPhone(player);
    const payment = await withdraw(player, 5000, phone);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 1000, winnings: 15_000 });
    const push = await pushOf(env, payment.phone, payment.id);
    expect(push).toMatchObject({ kind: 'payout', provider: 'flooz', phone, amount: 5000, status: 'pending' });
    await answerPush(env, push.id, 'approve');
    await waitForPayment(env, payment.id, 'succeeded');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 1000, winnings: 15_000 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['withdrawal']);
    await expectLedgerBalanced(env);
  });

  it('a withdrawal the phone declines is reversed: the winnings come back', async () => {
    const player = await newPlayer(env.url, 'rembourse');
    await giveWinnings(env, player.id, 20_000);
    const payment = await withdraw(player, 8000, await rechargedPhone(player));
    expect(await balancesOf(env, player.id)).toEqual({ balance: 1000, winnings: 12_000 });
    const push = await pushOf(env, payment.phone, payment.id);
    await answerPush(env, push.id, 'decline');
    await waitForPayment(env, payment.id, 'failed');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 1000, winnings: 20_000 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['withdrawal', 'withdrawal_reversal']);
    await expectLedgerBalanced(env);
  });

  it('a held recharge that passes its window expires; approving it afterwards is refused by the webhook and credits nothing', async () => {
    const player = await newPlayer(env.url, 'attente');
    const payment = await recharge(player, 4000);
    const push = await dispatchedPush(env, payment);
    expect(await answerPush(env, push.id, 'hold')).toMatchObject({ status: 200, body: { status: 'pending', held: true, auto_approve_at: null } });
    // Past the window (1 s here, 2 minutes in production), the payments job asks the sandbox, which
    // still waits for the phone: the recharge expires, unconfirmed.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const job = await runPaymentsJob(env);
    expect(job).toMatchObject({ status: 200, body: { reconciled: { expired: expect.any(Number) } } });
    expect(await paymentState(env, payment.id)).toEqual({ status: 'expired', provider_reference: push.id });
    const [row] = await env.stack.db.transaction((q) => q.query<{ failure_reason: string }>('select failure_reason from public.payments where id = $1', [payment.id]));
    expect(row).toEqual({ failure_reason: 'not_confirmed' });

    await answerPush(env, push.id, 'approve');
    expect((await pushOf(env, payment.phone, payment.id, (p) => p.delivery !== 'waiting')).delivery).toBe('refused');
    expect(await paymentState(env, payment.id)).toMatchObject({ status: 'expired' });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    // The payer was charged after all: operators see it, to give the money back.
    const discrepancies = await env.stack.db.transaction((q) =>
      q.query<{ kind: string; provider_reference: string; details: unknown; occurrences: number }>(
        'select kind, provider_reference, details, occurrences from public.payment_discrepancies where payment_id = $1',
        [payment.id],
      ),
    );
    expect(discrepancies).toEqual([{ kind: 'paid_after_expiry', provider_reference: push.id, details: { ours: 'expired', provider: 'succeeded' }, occurrences: 1 }]);
    await expectLedgerBalanced(env);
  });
});
