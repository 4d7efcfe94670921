/**
 * Payments nobody answers on the phone: the sandbox approves by itself after its delay (shortened
 * here), declines numbers ending in 0000, and the player's app hears of it live through src/api's
 * realtime subscriptions: start_recharge → dispatch → sandbox → payments-webhook → settle_payment →
 * balance credited → realtime events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as WalletApi from '../../src/api/wallet';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, giveWinnings } from './support/money';
import { answerPush, completion, dispatchedPush, ledgerKindsOf, paymentState, postWebhook, pushOf, waitForPayment } from './support/sandbox';
import { type TestStack, newPlayer, startTestStack } from './support/test-stack';

const APPROVE_AFTER_MS = 400;
let env: TestStack;
let auth: typeof AuthApi;
let wallet: typeof WalletApi;

beforeAll(async () => {
  env = await startTestStack(() => {}, { payments: { dispatch: true, sandbox: { approveAfterMs: APPROVE_AFTER_MS, webhookRetryDelaysMs: [50] } } });
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  auth = await import('../../src/api/auth');
  wallet = await import('../../src/api/wallet');
});
afterAll(async () => {
  await auth?.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

describe('the sandbox approves by itself', () => {
  it('a recharge is credited once after the delay, and the app hears of the payment and the balance live', async () => {
    const player = await newPlayer(env.url, 'auto');
    await auth.login(player.email, player.password);
    const balances: WalletApi.Balances[] = [];
    const stopBalances = wallet.subscribeBalances(player.id, (next) => balances.push(next));
    await vi.waitFor(() => expect(balances).toEqual([{ balance: 0, winnings: 0 }]));

    const started = Date.now();
    const payment = await wallet.startRecharge({ amount: 5000, provider: 'tmoney', phone: '+22890200001', idempotencyKey: randomUUID() });
    const statuses: WalletApi.PaymentStatus[] = [];
    const stopPayment = wallet.subscribePayment(payment.id, (next) => statuses.push(next.status));
    const push = await pushOf(env, payment.phone, payment.id);
    expect(Date.parse(push.auto_approve_at!) - Date.parse(push.created_at)).toBe(APPROVE_AFTER_MS);

    await vi.waitFor(() => expect(balances.at(-1)).toEqual({ balance: 5000, winnings: 0 }), { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(APPROVE_AFTER_MS);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('succeeded'));
    expect(statuses.every((status, i) => status === (i === statuses.length - 1 ? 'succeeded' : 'pending'))).toBe(true);
    expect(await paymentState(env, payment.id)).toEqual({ status: 'succeeded', provider_reference: push.id });
    expect(await wallet.getBalances()).toEqual({ balance: 5000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    stopBalances();
    stopPayment();
    await expectLedgerBalanced(env);
  });

  it('a recharge from a number ending in 0000 fails and credits nothing', async () => {
    const player = await newPlayer(env.url, 'decline');
    const { data, error } = await player.client.rpc('start_recharge', { amount: 5000, provider: 'tmoney', phone: '+22890210000', idempotency_key: randomUUID() });
    expect(error).toBeNull();
    const payment = data as { id: string; phone: string };
    const push = await pushOf(env, payment.phone, payment.id, (p) => p.status !== 'pending');
    expect(push).toMatchObject({ status: 'failed', reason: 'test_number_declined' });
    await waitForPayment(env, payment.id, 'failed');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('a withdrawal is paid out after the delay; one to a number ending in 0000 is reversed', async () => {
    const player = await newPlayer(env.url, 'paye');
    await giveWinnings(env, player.id, 30_000);
    // Withdrawals go only to numbers the player has recharged from: 100 CFA from each.
    const recharge = async (phone: string) => {
      const { data, error } = await player.client.rpc('start_recharge', { amount: 100, provider: 'tmoney', phone, idempotency_key: randomUUID() });
      expect(error).toBeNull();
      return data as { id: string; direction: 'in'; provider: string; phone: string; amount: number };
    };
    const approved = await recharge('+22890220001');
    await waitForPayment(env, approved.id, 'succeeded');
    // The sandbox declines a number ending in 0000 whatever its phone says, recharges included: this
    // one is held on the phone and confirmed by the provider's signed webhook, as a real aggregator would.
    const confirmed = await recharge('+22890220000');
    const held = await dispatchedPush(env, confirmed);
    expect((await answerPush(env, held.id, 'hold')).status).toBe(200);
    expect(await postWebhook(env, JSON.stringify(completion(confirmed, 'succeeded')))).toEqual({
      status: 200,
      body: { payment_id: confirmed.id, status: 'succeeded', replayed: false },
    });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 200, winnings: 30_000 });

    const withdraw = async (phone: string) => {
      const { data, error } = await player.client.rpc('request_withdrawal', { amount: 10_000, provider: 'tmoney', phone, idempotency_key: randomUUID() });
      expect(error).toBeNull();
      return (data as { payment: { id: string } }).payment.id;
    };
    const paid = await withdraw('+22890220001');
    const refused = await withdraw('+22890220000');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 200, winnings: 10_000 });
    await waitForPayment(env, paid, 'succeeded');
    await waitForPayment(env, refused, 'failed');
    expect(await balancesOf(env, player.id)).toEqual({ balance: 200, winnings: 20_000 });
    expect(await ledgerKindsOf(env, paid)).toEqual(['withdrawal']);
    expect(await ledgerKindsOf(env, refused)).toEqual(['withdrawal', 'withdrawal_reversal']);
    await expectLedgerBalanced(env);
  });
});
