import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentOf } from '../mobile-money/payment-fakes';
import { controllablePromises } from '../session/controllable-promise';
import { HISTORY_FALLBACK_ERROR, type WalletHistoryPage, type WalletTransaction, walletHistoryMachine } from './wallet-history.machine';
import { selectFailure, selectLines, selectLoadedPageCount, selectLoading, selectPage, selectPageCount } from './wallet-history.selectors';

function transaction(id: string, overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id,
    kind: 'recharge',
    reference: `payment:${id}`,
    createdAt: '2026-11-23T08:00:00.000Z',
    playAmount: 5000,
    winningsAmount: 0,
    balanceAfter: 5000,
    winningsAfter: 0,
    ...overrides,
  };
}

function start(pageSize = 2, page?: number) {
  const promises = controllablePromises();
  const actor = createActor(walletHistoryMachine.provide({ actors: { loadHistory: promises.logic<WalletHistoryPage, { page: number; pageSize: number }>() } }), {
    input: { pageSize, page },
  }).start();
  return { actor, promises, snapshot: () => actor.getSnapshot() };
}

describe('wallet history machine', () => {
  it('loads the first page, then shows its lines', async () => {
    const { promises, snapshot } = start();
    expect(selectLoading(snapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'loadHistory', input: { page: 0, pageSize: 2 } }]);
    await promises.settle('loadHistory', { output: { transactions: [transaction('t2'), transaction('t1')], total: 5, pending: [] } });
    expect(selectLoading(snapshot())).toBe(false);
    expect(selectPageCount(snapshot())).toBe(3);
    expect(selectLines(snapshot()).map((line) => (line.type === 'transaction' ? line.transaction.id : line.payment.id))).toEqual(['t2', 't1']);
  });

  it('shows a recharge awaiting its provider first, and a withdrawal awaiting it as pending', async () => {
    const { promises, snapshot } = start();
    const waitingRecharge = paymentOf({ id: 'r1' });
    const waitingWithdrawal = paymentOf({ id: 'w1', direction: 'out' });
    await promises.settle('loadHistory', {
      output: {
        transactions: [transaction('w1', { kind: 'withdrawal', playAmount: 0, winningsAmount: -500 }), transaction('t1')],
        total: 2,
        pending: [waitingRecharge, waitingWithdrawal],
      },
    });
    expect(selectLines(snapshot())).toEqual([
      { type: 'pendingRecharge', payment: waitingRecharge },
      { type: 'transaction', transaction: expect.objectContaining({ id: 'w1' }), pending: true },
      { type: 'transaction', transaction: expect.objectContaining({ id: 't1' }), pending: false },
    ]);
  });

  it('shows the page asked for, ignoring what is no page', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadHistory', { output: { transactions: [transaction('t5'), transaction('t4')], total: 5, pending: [paymentOf({ id: 'r1' })] } });
    actor.send({ type: 'page.show', page: -1 });
    actor.send({ type: 'page.show', page: 1.5 });
    actor.send({ type: 'page.show', page: Number.NaN });
    actor.send({ type: 'page.show', page: 0 });
    expect(promises.calls).toHaveLength(1);
    actor.send({ type: 'page.show', page: 2 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 2, pageSize: 2 } });
    await promises.settle('loadHistory', { output: { transactions: [transaction('t1')], total: 5, pending: [paymentOf({ id: 'r1' })] } });
    expect(selectPage(snapshot())).toBe(2);
    // pending recharges belong to the newest page only
    expect(selectLines(snapshot()).map((line) => line.type)).toEqual(['transaction']);
    actor.send({ type: 'page.show', page: 0 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 0, pageSize: 2 } });
  });

  it("starts on the input's page, and a page asked while one loads replaces it", async () => {
    const { actor, promises, snapshot } = start(2, 4);
    expect(promises.calls).toEqual([{ id: 'loadHistory', input: { page: 4, pageSize: 2 } }]);
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    actor.send({ type: 'page.show', page: 1 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 1, pageSize: 2 } });
    await promises.settle('loadHistory', { output: { transactions: [transaction('t3'), transaction('t2')], total: 5, pending: [] } });
    expect(selectPage(snapshot())).toBe(1);
    expect(selectLoadedPageCount(snapshot())).toBe(3);
    actor.send({ type: 'history.refresh' });
    expect(selectLoadedPageCount(snapshot())).toBeNull();
  });

  it('starts on the first page when the input names no page', () => {
    expect(start(2, -3).promises.calls).toEqual([{ id: 'loadHistory', input: { page: 0, pageSize: 2 } }]);
    expect(start(2, 0.5).promises.calls).toEqual([{ id: 'loadHistory', input: { page: 0, pageSize: 2 } }]);
  });

  it('refreshes the page shown when the balances change, keeping it on screen', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadHistory', { output: { transactions: [transaction('t1')], total: 1, pending: [paymentOf({ id: 't1' })] } });
    actor.send({ type: 'history.refresh' });
    expect(selectLoading(snapshot())).toBe(false);
    expect(selectLines(snapshot())).toHaveLength(2);
    await promises.settle('loadHistory', { output: { transactions: [transaction('t1')], total: 1, pending: [] } });
    expect(selectLines(snapshot())).toEqual([{ type: 'transaction', transaction: transaction('t1'), pending: false }]);
    actor.send({ type: 'history.refresh' });
    await promises.settle('loadHistory', { error: new Error('') });
    expect(selectFailure(snapshot())).toBeNull();
    expect(selectLines(snapshot())).toHaveLength(1);
  });

  it('says when the history cannot be read, and tries again', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadHistory', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: HISTORY_FALLBACK_ERROR, retryable: true });
    expect(HISTORY_FALLBACK_ERROR).toBe('Impossible de charger vos transactions.');
    actor.send({ type: 'history.retry' });
    expect(selectLoading(snapshot())).toBe(true);
    await promises.settle('loadHistory', { output: { transactions: [], total: 0, pending: [] } });
    expect(selectFailure(snapshot())).toBeNull();
    expect(selectPageCount(snapshot())).toBe(1);
  });
});
