import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  CLOSED_NOTICE,
  type DrawOutcome,
  NUMBER_MISSING,
  NUMBER_REPEATED,
  type OnSaleDraw,
  type OperatorDraft,
  type OperatorDraw,
  type OperatorSettlement,
  RECORDED_NOTICE,
  REFUNDING_NOTICE,
  SETTLING_NOTICE,
} from '../../src/game/operator';
import { seriesError } from '../../src/game/result-series';
import type { PaymentDiscrepancy } from '../../src/game/operator-payments';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { type ActionRequest, OPERATOR_ACTION_FALLBACK, OPERATOR_LOAD_FALLBACK, type OperatorQueue, SETTLEMENT_POLL_MS, operatorMachine } from './operator.machine';
import {
  operatorProjection,
  selectAwaiting,
  selectDiscrepancies,
  selectDrafts,
  selectForm,
  selectIsChecking,
  selectIsDenied,
  selectIsLoading,
  selectLoadError,
  selectNotice,
  selectPending,
  selectRunningSettlements,
  selectSalesDates,
  selectSalesShown,
} from './operator.selectors';
import { cfa } from '../../tests/kit/amounts';

const AWAITING: OperatorDraw = { id: 'ci-18', country: 'CI', day: 'lundi', time: '18h', drawAt: '2026-11-23T18:00:00.000Z', status: 'closed', betCount: 1, totalStake: 2_000 };
const draft = (id: string, mine: boolean): OperatorDraft => ({
  ...AWAITING,
  id,
  winningNumbers: [12, 45, 7, 88, 30],
  machineNumbers: [5, 12, 61, 40, 77],
  recordedBy: mine ? 'me' : 'other',
  recordedByEmail: mine ? 'operateur1@lotoafrik.test' : 'operateur2@lotoafrik.test',
  recordedAt: new Date('2026-11-23T18:10:00Z'),
  mine,
});
const MINE = draft('tg-9', true);
const OTHERS = draft('bj-14', false);
const onSale = (id: string, drawAt: string, country: OnSaleDraw['country'] = 'CI'): OnSaleDraw => ({ id, country, day: 'mardi', time: '18h', drawAt, status: 'open' });
const TUESDAY = onSale('ci-tue', '2026-11-24T18:00:00.000Z');
const WEDNESDAY = onSale('ci-wed', '2026-11-25T18:00:00.000Z');
const QUEUE: OperatorQueue = { awaiting: [AWAITING], drafts: [MINE, OTHERS], onSale: [TUESDAY, WEDNESDAY], settlements: [], discrepancies: [] };
const discrepancy = (changes: Partial<PaymentDiscrepancy>): PaymentDiscrepancy => ({
  id: 'x-1',
  kind: 'paid_after_expiry',
  occurrences: 1,
  firstSeenAt: '2026-11-23T08:00:00.000Z',
  lastSeenAt: '2026-11-23T08:00:00.000Z',
  providerReference: 'SBX-1',
  payment: { id: 'p-1', direction: 'in', provider: 'tmoney', phone: '+22890123456', amount: 5_000, status: 'expired', createdAt: '2026-11-23T07:50:00.000Z' },
  providerAmount: null,
  ...changes,
});
const settlement = (changes: Partial<OperatorSettlement>): OperatorSettlement => ({
  drawId: 'gh-19',
  country: 'GH',
  day: 'lundi',
  time: '19h',
  drawAt: '2026-11-23T19:00:00.000Z',
  kind: 'settle',
  totalBets: 100_000,
  doneBets: 12_345,
  paid: 0,
  refunded: 0,
  startedAt: new Date('2026-11-23T19:20:00Z'),
  finishedAt: null,
  ...changes,
});
const outcome = (changes: Partial<DrawOutcome>): DrawOutcome => ({
  drawId: 'x',
  status: 'settled',
  winningNumbers: null,
  machineNumbers: null,
  bets: 0,
  won: 0,
  lost: 0,
  cancelled: 0,
  totalPayout: 0,
  totalRefund: 0,
  ...changes,
});

function start(clock = new SimulatedClock()) {
  const server = controllablePromises();
  const actor = createActor(
    operatorMachine.provide({
      actors: {
        checkOperator: server.logic<boolean>(),
        loadQueue: server.logic<OperatorQueue>(),
        loadSettlements: server.logic<OperatorSettlement[]>(),
        recordResult: server.logic<void, { drawId: string; winning: number[]; machine: number[] }>(),
        act: server.logic<DrawOutcome, ActionRequest>(),
      },
    }),
    { clock },
  ).start();
  const asked = (id: string) => server.calls.filter((call) => call.id === id).map((call) => call.input);
  return { actor, server, clock, snapshot: () => actor.getSnapshot(), asked };
}

async function ready(queue: OperatorQueue = QUEUE) {
  const started = start();
  await started.server.settle('checkOperator', { output: true });
  await started.server.settle('loadQueue', { output: queue });
  return started;
}

function type(actor: ReturnType<typeof start>['actor'], series: 'winning' | 'machine', values: string[]) {
  values.forEach((value, index) => actor.send({ type: 'result.change', series, index, value }));
}

describe('operator machine (/operateur)', () => {
  it('a player is denied before anything is read: the screen leaves for /player', async () => {
    const { server, snapshot, asked } = start();
    expect(selectIsChecking(snapshot())).toBe(true);
    await server.settle('checkOperator', { output: false });
    expect(selectIsDenied(snapshot())).toBe(true);
    expect(snapshot().status).toBe('done');
    expect(asked('loadQueue')).toEqual([]);
  });

  it('a failed check denies too (the database refuses a non-operator anyway)', async () => {
    const { server, snapshot } = start();
    await server.settle('checkOperator', { error: new Error('boom') });
    expect(selectIsDenied(snapshot())).toBe(true);
  });

  it('an operator sees the three lists: awaiting a result, drafts, and one date of the draws on sale', async () => {
    const { snapshot, asked } = await ready();
    expect(asked('loadQueue')).toHaveLength(1);
    expect(selectAwaiting(snapshot())).toEqual([AWAITING]);
    expect(selectDrafts(snapshot()).map((d) => [d.id, d.mine])).toEqual([
      ['tg-9', true],
      ['bj-14', false],
    ]);
    expect(selectSalesDates(snapshot())).toEqual(['2026-11-24', '2026-11-25']);
    expect(selectSalesShown(snapshot())).toEqual({ date: '2026-11-24', draws: [TUESDAY] });
  });

  it('the sales filter chooses a country and a date', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'sales.filter', filter: { country: 'CI', date: '2026-11-25' } });
    expect(selectSalesShown(snapshot())).toEqual({ date: '2026-11-25', draws: [WEDNESDAY] });
    actor.send({ type: 'sales.filter', filter: { country: 'GH', date: null } });
    expect(selectSalesShown(snapshot())).toEqual({ date: null, draws: [] });
  });

  it('a result is checked before it is sent: errors per field and per series, then following each change', async () => {
    const { actor, snapshot, asked } = await ready();
    actor.send({ type: 'record.open', drawId: AWAITING.id });
    expect(selectForm(snapshot())).toMatchObject({ draw: AWAITING, texts: { winning: ['', '', '', '', ''] }, fieldErrors: null, seriesErrors: null });
    type(actor, 'winning', ['12', '45', '7', '88', '12']);
    type(actor, 'machine', ['5', '12', '61', '40']);
    // nothing is said before the first submission
    expect(selectForm(snapshot())!.fieldErrors).toBeNull();
    actor.send({ type: 'record.submit' });
    expect(asked('recordResult')).toEqual([]);
    expect(selectForm(snapshot())).toMatchObject({
      fieldErrors: { winning: [null, null, null, null, NUMBER_REPEATED], machine: [null, null, null, null, NUMBER_MISSING] },
      seriesErrors: { winning: seriesError('winning'), machine: seriesError('machine') },
    });
    actor.send({ type: 'result.change', series: 'winning', index: 4, value: '30' });
    expect(selectForm(snapshot())!.seriesErrors).toEqual({ winning: null, machine: seriesError('machine') });
    actor.send({ type: 'result.change', series: 'machine', index: 4, value: '77' });
    expect(selectForm(snapshot())!.seriesErrors).toEqual({ winning: null, machine: null });
  });

  it('a valid result is recorded as a draft: a notice says another operator must confirm it, and the lists are read again', async () => {
    const { actor, server, snapshot, asked } = await ready();
    actor.send({ type: 'record.open', drawId: AWAITING.id });
    type(actor, 'winning', ['12', '45', '07', '88', '30']);
    type(actor, 'machine', ['5', '12', '61', '40', '77']);
    actor.send({ type: 'record.submit' });
    expect(selectForm(snapshot())!.submitting).toBe(true);
    expect(asked('recordResult')).toEqual([{ drawId: AWAITING.id, winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] }]);
    await server.settle('recordResult', { output: undefined });
    expect(selectForm(snapshot())).toBeNull();
    expect(selectNotice(snapshot())).toBe(RECORDED_NOTICE);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked('loadQueue')).toHaveLength(2);
    // the lists stay shown while they are read again
    expect(selectAwaiting(snapshot())).toEqual([AWAITING]);
  });

  it("a refusal keeps the form and what was typed, with the server's French message", async () => {
    const { actor, server, snapshot } = await ready();
    actor.send({ type: 'record.open', drawId: AWAITING.id });
    type(actor, 'winning', ['1', '2', '3', '4', '5']);
    type(actor, 'machine', ['6', '7', '8', '9', '10']);
    actor.send({ type: 'record.submit' });
    await server.settle('recordResult', { error: new Error('Ce tirage a déjà un résultat.') });
    expect(selectForm(snapshot())).toMatchObject({ error: 'Ce tirage a déjà un résultat.', submitting: false, texts: { winning: ['1', '2', '3', '4', '5'] } });
    actor.send({ type: 'result.change', series: 'winning', index: 0, value: '11' });
    expect(selectForm(snapshot())!.error).toBeNull();
    actor.send({ type: 'record.submit' });
    await server.settle('recordResult', { error: new Error('') });
    expect(selectForm(snapshot())!.error).toBe(OPERATOR_ACTION_FALLBACK);
    actor.send({ type: 'record.cancel' });
    expect(selectForm(snapshot())).toBeNull();
  });

  it('correcting a draft starts from its numbers; a draw on sale cannot get a result', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'record.open', drawId: TUESDAY.id });
    expect(selectForm(snapshot())).toBeNull();
    actor.send({ type: 'record.open', drawId: MINE.id });
    expect(selectForm(snapshot())!.texts).toEqual({ winning: ['12', '45', '7', '88', '30'], machine: ['5', '12', '61', '40', '77'] });
  });

  it('four eyes: the recorder cannot confirm their own draft; another operator confirms after a confirmation step', async () => {
    const { actor, server, snapshot, asked } = await ready();
    actor.send({ type: 'confirm.ask', drawId: MINE.id });
    expect(selectPending(snapshot())).toBeNull();
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    expect(selectPending(snapshot())).toMatchObject({ kind: 'confirm', draft: OTHERS, error: null, acting: false });
    actor.send({ type: 'action.back' });
    expect(selectPending(snapshot())).toBeNull();
    expect(asked('act')).toEqual([]);
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    actor.send({ type: 'action.confirm' });
    expect(selectPending(snapshot())!.acting).toBe(true);
    expect(asked('act')).toEqual([{ kind: 'confirm', drawId: OTHERS.id, winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] }]);
    await server.settle('act', { output: outcome({ bets: 1, won: 1, totalPayout: 180_000 }) });
    expect(selectPending(snapshot())).toBeNull();
    expect(selectNotice(snapshot())).toBe(cfa('Tirage réglé : 1 pari gagnant sur 1, 180 000 CFA versés.'));
    expect(asked('loadQueue')).toHaveLength(2);
  });

  it('a refused confirmation stays open with the French message; going back sends nothing more', async () => {
    const { actor, server, snapshot, asked } = await ready();
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    actor.send({ type: 'action.confirm' });
    await server.settle('act', { error: new Error('Le résultat a été modifié entre-temps. Vérifiez les numéros avant de confirmer.') });
    expect(selectPending(snapshot())).toMatchObject({ kind: 'confirm', error: 'Le résultat a été modifié entre-temps. Vérifiez les numéros avant de confirmer.', acting: false });
    actor.send({ type: 'action.back' });
    expect(asked('act')).toHaveLength(1);
    expect(asked('loadQueue')).toHaveLength(1);
  });

  it('closing sales early: only a draw on sale, after the confirmation step', async () => {
    const { actor, server, snapshot, asked } = await ready();
    actor.send({ type: 'close.ask', drawId: AWAITING.id });
    expect(selectPending(snapshot())).toBeNull();
    actor.send({ type: 'close.ask', drawId: TUESDAY.id });
    expect(selectPending(snapshot())).toMatchObject({ kind: 'close', draw: TUESDAY });
    actor.send({ type: 'action.confirm' });
    expect(asked('act')).toEqual([{ kind: 'close', drawId: TUESDAY.id }]);
    await server.settle('act', { output: outcome({ status: 'closed' }) });
    expect(selectNotice(snapshot())).toBe(CLOSED_NOTICE);
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(snapshot())).toBeNull();
  });

  it('cancelling any draw without a result, with an optional reason: the notice says what was refunded', async () => {
    const { actor, server, snapshot, asked } = await ready();
    actor.send({ type: 'cancel.ask', drawId: 'unknown' });
    expect(selectPending(snapshot())).toBeNull();
    actor.send({ type: 'cancel.ask', drawId: AWAITING.id });
    actor.send({ type: 'reason.change', value: 'Panne de la machine' });
    expect(selectPending(snapshot())).toMatchObject({ kind: 'cancel', draw: AWAITING, reason: 'Panne de la machine' });
    actor.send({ type: 'action.confirm' });
    expect(asked('act')).toEqual([{ kind: 'cancel', drawId: AWAITING.id, reason: 'Panne de la machine' }]);
    await server.settle('act', { output: outcome({ status: 'cancelled', bets: 1, cancelled: 1, totalRefund: 2_000 }) });
    expect(selectNotice(snapshot())).toBe(cfa('Tirage annulé : 1 pari remboursé (2 000 CFA).'));
  });

  it('one thing at a time: while a form is open, no dialog opens', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'record.open', drawId: AWAITING.id });
    actor.send({ type: 'cancel.ask', drawId: AWAITING.id });
    expect(selectPending(snapshot())).toBeNull();
    expect(selectForm(snapshot())).not.toBeNull();
  });

  it('a failed read says so (or a fallback); retry and refresh read again', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('checkOperator', { output: true });
    await server.settle('loadQueue', { error: new Error('') });
    expect(selectLoadError(snapshot())).toBe(OPERATOR_LOAD_FALLBACK);
    actor.send({ type: 'retry' });
    await server.settle('loadQueue', { output: QUEUE });
    expect(selectLoadError(snapshot())).toBeNull();
    actor.send({ type: 'refresh' });
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.settle('loadQueue', { output: { awaiting: [], drafts: [], onSale: [], settlements: [], discrepancies: [] } });
    expect(operatorProjection(snapshot())).toEqual({
      checking: false,
      denied: false,
      loading: false,
      loadError: null,
      awaiting: [],
      drafts: [],
      sales: { date: null, draws: [] },
      form: null,
      pending: null,
      notice: null,
      settlements: [],
      discrepancies: [],
    });
    expect(asked('loadQueue')).toHaveLength(3);
  });
});

describe('operator machine: settlement in chunks (issue 36)', () => {
  const RUNNING = settlement({});
  const FINISHED = settlement({ drawId: 'tg-9', doneBets: 40, totalBets: 40, finishedAt: new Date('2026-11-23T10:00:00Z') });

  it('a confirmation answered before its bets are settled says the settlement goes on, not what was paid', async () => {
    const { actor, server, snapshot } = await ready();
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    actor.send({ type: 'action.confirm' });
    await server.settle('act', { output: outcome({ status: 'drawn', bets: 100_000, won: 3, lost: 10, totalPayout: 540_000 }) });
    expect(selectNotice(snapshot())).toBe(SETTLING_NOTICE);
  });

  it('a cancellation whose bets are still being refunded says the refund goes on', async () => {
    const { actor, server, snapshot } = await ready();
    actor.send({ type: 'cancel.ask', drawId: AWAITING.id });
    actor.send({ type: 'action.confirm' });
    await server.settle('act', { output: outcome({ status: 'cancelled', bets: 12, cancelled: 0, totalRefund: 0 }) });
    expect(selectNotice(snapshot())).toBe(REFUNDING_NOTICE);
  });

  it('the running settlements are read with the lists; finished ones are not shown, and nothing is read again while none runs', async () => {
    const { clock, snapshot, asked } = await ready({ ...QUEUE, settlements: [FINISHED] });
    expect(selectRunningSettlements(snapshot())).toEqual([]);
    clock.increment(10 * SETTLEMENT_POLL_MS);
    expect(asked('loadSettlements')).toEqual([]);
  });

  it('while one runs, its progress is read again every 2 s, the lists staying on screen; once it finishes, no more', async () => {
    const { clock, server, snapshot, asked } = await ready({ ...QUEUE, settlements: [RUNNING, FINISHED] });
    expect(selectRunningSettlements(snapshot())).toEqual([RUNNING]);
    expect(operatorProjection(snapshot()).settlements).toEqual([{ drawId: 'gh-19', kind: 'settle', done: 12_345, total: 100_000 }]);
    clock.increment(SETTLEMENT_POLL_MS - 1);
    expect(asked('loadSettlements')).toHaveLength(0);
    clock.increment(1);
    expect(asked('loadSettlements')).toHaveLength(1);
    // not the loading state of the lists: no spinner, 'Actualiser' stays usable
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectAwaiting(snapshot())).toEqual([AWAITING]);
    await server.settle('loadSettlements', { output: [settlement({ doneBets: 60_000 }), FINISHED] });
    expect(selectRunningSettlements(snapshot()).map((s) => s.doneBets)).toEqual([60_000]);
    clock.increment(SETTLEMENT_POLL_MS);
    expect(asked('loadSettlements')).toHaveLength(2);
    await server.settle('loadSettlements', { output: [settlement({ doneBets: 100_000, finishedAt: new Date('2026-11-23T19:21:00Z') }), FINISHED] });
    expect(selectRunningSettlements(snapshot())).toEqual([]);
    clock.increment(10 * SETTLEMENT_POLL_MS);
    expect(asked('loadSettlements')).toHaveLength(2);
    expect(asked('loadQueue')).toHaveLength(1);
  });

  it('a failed read of the progress is tried again after the delay, the last progress kept', async () => {
    const { clock, server, snapshot, asked } = await ready({ ...QUEUE, settlements: [RUNNING] });
    clock.increment(SETTLEMENT_POLL_MS);
    await server.settle('loadSettlements', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectRunningSettlements(snapshot())).toEqual([RUNNING]);
    expect(selectLoadError(snapshot())).toBeNull();
    clock.increment(SETTLEMENT_POLL_MS);
    expect(asked('loadSettlements')).toHaveLength(2);
  });

  it("a confirmation reads the lists again, the new settlement with them, and follows it; 'Actualiser' meanwhile reads everything once", async () => {
    const { actor, clock, server, snapshot, asked } = await ready();
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    actor.send({ type: 'action.confirm' });
    await server.settle('act', { output: outcome({ status: 'drawn', bets: 3 }) });
    await server.settle('loadQueue', { output: { ...QUEUE, drafts: [MINE], settlements: [settlement({ drawId: OTHERS.id, totalBets: 3, doneBets: 0 })] } });
    expect(selectRunningSettlements(snapshot()).map((s) => s.drawId)).toEqual([OTHERS.id]);
    clock.increment(SETTLEMENT_POLL_MS - 500);
    actor.send({ type: 'refresh' });
    // the pending timer went with the lists' state: only the new read
    clock.increment(500);
    expect(asked('loadSettlements')).toHaveLength(0);
    await server.settle('loadQueue', { output: { ...QUEUE, drafts: [MINE], settlements: [settlement({ drawId: OTHERS.id, totalBets: 3, doneBets: 2 })] } });
    clock.increment(SETTLEMENT_POLL_MS);
    expect(asked('loadSettlements')).toHaveLength(1);
    expect(asked('loadQueue')).toHaveLength(3);
  });
});

describe('operator machine: payments to check (issue 37)', () => {
  const PAID_LATE = discrepancy({ occurrences: 3 });
  const UNKNOWN = discrepancy({ id: 'x-2', kind: 'unknown_payment', payment: null, providerReference: 'SBX-9' });

  it('are read with the lists, in the order read (the last reported first)', async () => {
    const { snapshot } = await ready({ ...QUEUE, discrepancies: [PAID_LATE, UNKNOWN] });
    expect(selectDiscrepancies(snapshot())).toEqual([PAID_LATE, UNKNOWN]);
    expect(operatorProjection(snapshot()).discrepancies).toEqual([
      { id: 'x-1', kind: 'paid_after_expiry', occurrences: 3 },
      { id: 'x-2', kind: 'unknown_payment', occurrences: 1 },
    ]);
  });

  it("are read again on 'Actualiser' and after an action, and kept while a settlement's progress is read", async () => {
    const { actor, clock, server, snapshot } = await ready({ ...QUEUE, settlements: [settlement({})], discrepancies: [PAID_LATE] });
    clock.increment(SETTLEMENT_POLL_MS);
    await server.settle('loadSettlements', { output: [settlement({ doneBets: 50_000 })] });
    expect(selectDiscrepancies(snapshot())).toEqual([PAID_LATE]);
    actor.send({ type: 'refresh' });
    await server.settle('loadQueue', { output: { ...QUEUE, discrepancies: [UNKNOWN, PAID_LATE] } });
    expect(selectDiscrepancies(snapshot()).map((d) => d.id)).toEqual(['x-2', 'x-1']);
    actor.send({ type: 'close.ask', drawId: TUESDAY.id });
    actor.send({ type: 'action.confirm' });
    await server.settle('act', { output: outcome({ status: 'closed' }) });
    await server.settle('loadQueue', { output: QUEUE });
    expect(selectDiscrepancies(snapshot())).toEqual([]);
  });

  it('none before the lists are read', () => {
    const { snapshot } = start();
    expect(selectDiscrepancies(snapshot())).toEqual([]);
  });
});
