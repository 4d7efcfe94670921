/**
 * The network dies between a money request and its answer (issue 14): a proxy between the app's
 * supabase-js and the stack forwards the RPC, then cuts the connection before the answer arrives.
 * The app sees a network error, retries with the same idempotency key, and the player is charged or
 * credited exactly once — for a recharge (then approved by the sandbox), a withdrawal and a conversion.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as ErrorsApi from '../../src/api/errors';
import type * as WalletApi from '../../src/api/wallet';
import { type CutProxy, startCutProxy } from './support/cut-proxy';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, giveWinnings } from './support/money';
import { ledgerKindsOf, waitForPayment } from './support/sandbox';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;
let proxy: CutProxy;
let auth: typeof AuthApi;
let wallet: typeof WalletApi;
let errors: typeof ErrorsApi;
let player: Player;

beforeAll(async () => {
  env = await startTestStack(() => {}, { payments: { dispatch: true, sandbox: { approveAfterMs: 300, webhookRetryDelaysMs: [50] } } });
  proxy = await startCutProxy(env.url);
  vi.stubEnv('VITE_SUPABASE_URL', proxy.url);
  vi.resetModules();
  auth = await import('../../src/api/auth');
  wallet = await import('../../src/api/wallet');
  errors = await import('../../src/api/errors');
  player = await newPlayer(env.url, 'coupure');
  await auth.login(player.email, player.password);
});
afterAll(async () => {
  await auth?.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await proxy?.close();
  await env?.close();
});

/** Runs `request` with its answer cut, and expects the app's French network error. */
async function lostAnswer(rpc: string, request: () => Promise<unknown>): Promise<void> {
  const cutsBefore = proxy.cuts;
  proxy.cutNextAnswer(new RegExp(`^POST /rest/v1/rpc/${rpc} `));
  await expect(request()).rejects.toThrow(errors.NETWORK_ERROR);
  expect(proxy.cuts).toBe(cutsBefore + 1);
}

async function rowsFor(sql: string, params: unknown[]): Promise<number> {
  const [row] = await env.stack.db.transaction((q) => q.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params));
  return row!.n;
}

/** The player's number: recharged from first, so withdrawals may go to it. */
const PHONE = '+22890300001';

describe('an answer lost on the way back, then a retry with the same key', () => {
  it('a recharge: one payment, credited once when the sandbox approves it', async () => {
    const request = { amount: 5000, provider: 'tmoney' as const, phone: PHONE, idempotencyKey: randomUUID() };
    await lostAnswer('start_recharge', () => wallet.startRecharge(request));
    await lostAnswer('start_recharge', () => wallet.startRecharge(request));
    expect(await rowsFor('public.payments where player_id = $1 and idempotency_key = $2', [player.id, request.idempotencyKey])).toBe(1);

    const payment = await wallet.startRecharge(request);
    expect(payment).toMatchObject({ direction: 'in', amount: 5000, phone: request.phone });
    await waitForPayment(env, payment.id, 'succeeded');
    expect((await wallet.startRecharge(request)).id).toBe(payment.id);
    expect(await rowsFor('public.payments where player_id = $1', [player.id])).toBe(1);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 0 });
    expect(await ledgerKindsOf(env, payment.id)).toEqual(['recharge']);
    await expectLedgerBalanced(env);
  });

  it('a withdrawal: debited once, then paid out', async () => {
    await giveWinnings(env, player.id, 20_000);
    // To the number the recharge above came from.
    const request = { amount: 6000, provider: 'flooz' as const, phone: PHONE, idempotencyKey: randomUUID() };
    await lostAnswer('request_withdrawal', () => wallet.requestWithdrawal(request));
    expect((await balancesOf(env, player.id)).winnings).toBe(14_000);

    const answer = await wallet.requestWithdrawal(request);
    expect(answer).toMatchObject({ balance: 5000, winnings: 14_000, payment: { direction: 'out', amount: 6000 } });
    await waitForPayment(env, answer.payment.id, 'succeeded');
    expect(await rowsFor(`public.payments where player_id = $1 and direction = 'out'`, [player.id])).toBe(1);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 14_000 });
    expect(await ledgerKindsOf(env, answer.payment.id)).toEqual(['withdrawal']);
    await expectLedgerBalanced(env);
  });

  it('a conversion: moved once', async () => {
    const key = randomUUID();
    await lostAnswer('convert_winnings', () => wallet.convertWinnings(4000, key));
    const answer = await wallet.convertWinnings(4000, key);
    expect(answer).toMatchObject({ balance: 9000, winnings: 10_000 });
    expect(await rowsFor(`public.ledger_transactions where player_id = $1 and kind = 'conversion'`, [player.id])).toBe(1);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 9000, winnings: 10_000 });
    await expectLedgerBalanced(env);
  });
});
