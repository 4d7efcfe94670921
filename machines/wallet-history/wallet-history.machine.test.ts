import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { HistoryPayment } from '../../src/game/wallet-history';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { HISTORY_FALLBACK_ERROR, type WalletHistoryEntry, type WalletHistoryPage, walletHistoryMachine } from './wallet-history.machine';
import { selectFailure, selectLines, selectLoadedPageCount, selectLoading, selectPage, selectPageCount, walletHistoryProjection } from './wallet-history.selectors';

function payment(id: string, overrides: Partial<HistoryPayment> = {}): HistoryPayment {
  return { id, amount: 5000, status: 'succeeded', failureReason: null, provider: 'tmoney', phone: '+22890123456', providerReference: `sbx-col-${id}`, ...overrides };
}

/** A recharge credited, unless told otherwise. */
function entry(id: string, overrides: Partial<WalletHistoryEntry> = {}): WalletHistoryEntry {
  return {
    id,
    kind: 'recharge',
    createdAt: '2026-11-23T08:00:00.000Z',
    movement: { playAmount: 5000, winningsAmount: 0, balanceAfter: 5000, winningsAfter: 0 },
    payment: payment(`p-${id}`),
    ticketCode: null,
    draw: null,
    ...overrides,
  };
}

const page = (entries: WalletHistoryEntry[], total = entries.length): WalletHistoryPage => ({ entries, total });

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
    await promises.settle('loadHistory', { output: page([entry('t2'), entry('t1')], 5) });
    expect(selectLoading(snapshot())).toBe(false);
    expect(selectPageCount(snapshot())).toBe(3);
    expect(selectLines(snapshot()).map((line) => line.id)).toEqual(['t2', 't1']);
  });

  it('shows every line in the order read, each payment still waiting for its provider marked pending', async () => {
    const { promises, snapshot } = start();
    const waitingRecharge = entry('r1', { movement: null, payment: payment('r1', { status: 'pending', providerReference: null }) });
    const waitingWithdrawal = entry('w1', {
      kind: 'withdrawal',
      movement: { playAmount: 0, winningsAmount: -500, balanceAfter: 5000, winningsAfter: 0 },
      payment: payment('w1', { amount: 500, status: 'pending' }),
    });
    const refused = entry('r0', { movement: null, payment: payment('r0', { status: 'failed', failureReason: 'declined' }) });
    const stake = entry('s1', { kind: 'stake', movement: { playAmount: -500, winningsAmount: 0, balanceAfter: 4500, winningsAfter: 0 }, payment: null, ticketCode: 'LA-0000-0000-0001' });
    await promises.settle('loadHistory', { output: page([waitingRecharge, waitingWithdrawal, refused, stake, entry('t1')]) });
    expect(selectLines(snapshot())).toEqual([
      { ...waitingRecharge, pending: true },
      { ...waitingWithdrawal, pending: true },
      { ...refused, pending: false },
      { ...stake, pending: false },
      { ...entry('t1'), pending: false },
    ]);
    expect(walletHistoryProjection(snapshot())).toEqual({ loading: false, failure: null, page: 0, pageCount: 3, lines: selectLines(snapshot()) });
  });

  it('shows the page asked for, ignoring what is no page', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadHistory', { output: page([entry('t5'), entry('t4')], 5) });
    actor.send({ type: 'page.show', page: -1 });
    actor.send({ type: 'page.show', page: 1.5 });
    actor.send({ type: 'page.show', page: Number.NaN });
    actor.send({ type: 'page.show', page: 0 });
    expect(promises.calls).toHaveLength(1);
    actor.send({ type: 'page.show', page: 2 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 2, pageSize: 2 } });
    await promises.settle('loadHistory', { output: page([entry('t1')], 5) });
    expect(selectPage(snapshot())).toBe(2);
    expect(selectLines(snapshot()).map((line) => line.id)).toEqual(['t1']);
    actor.send({ type: 'page.show', page: 0 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 0, pageSize: 2 } });
  });

  it("starts on the input's page, and a page asked while one loads replaces it", async () => {
    const { actor, promises, snapshot } = start(2, 4);
    expect(promises.calls).toEqual([{ id: 'loadHistory', input: { page: 4, pageSize: 2 } }]);
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    actor.send({ type: 'page.show', page: 1 });
    expect(promises.calls.at(-1)).toEqual({ id: 'loadHistory', input: { page: 1, pageSize: 2 } });
    await promises.settle('loadHistory', { output: page([entry('t3'), entry('t2')], 5) });
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
    const waiting = entry('r1', { movement: null, payment: payment('r1', { status: 'pending', providerReference: null }) });
    await promises.settle('loadHistory', { output: page([waiting, entry('t1')]) });
    actor.send({ type: 'history.refresh' });
    expect(selectLoading(snapshot())).toBe(false);
    expect(selectLines(snapshot())).toHaveLength(2);
    // the provider confirmed: the recharge is now a movement
    await promises.settle('loadHistory', { output: page([entry('r1'), entry('t1')]) });
    expect(selectLines(snapshot()).map((line) => line.pending)).toEqual([false, false]);
    expect(selectLines(snapshot())[0]?.movement).toEqual({ playAmount: 5000, winningsAmount: 0, balanceAfter: 5000, winningsAfter: 0 });
    actor.send({ type: 'history.refresh' });
    await promises.settle('loadHistory', { error: new Error('') });
    expect(selectFailure(snapshot())).toBeNull();
    expect(selectLines(snapshot())).toHaveLength(2);
  });

  it('says when the history cannot be read, and tries again', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadHistory', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: HISTORY_FALLBACK_ERROR, retryable: true });
    expect(HISTORY_FALLBACK_ERROR).toBe('Impossible de charger vos transactions.');
    actor.send({ type: 'history.retry' });
    expect(selectLoading(snapshot())).toBe(true);
    await promises.settle('loadHistory', { output: page([]) });
    expect(selectFailure(snapshot())).toBeNull();
    expect(selectPageCount(snapshot())).toBe(1);
  });
});
