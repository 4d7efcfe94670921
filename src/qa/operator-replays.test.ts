import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type ActionRequest, type OperatorQueue, operatorMachine } from '../../machines/operator/operator.machine';
import type { DrawOutcome, OperatorDraft, OperatorDraw } from '../game/operator';
import type { PaymentDiscrepancy } from '../game/operator-payments';
import { createRecording } from './recorder';
import { replayRegistry } from './replay-registry';
import { replayTrace } from './replayer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const CLOSED: OperatorDraw = { id: 'tg-9', country: 'TG', day: 'mardi', time: '9h', drawAt: '2026-11-24T09:00:00.000Z', status: 'closed', betCount: 1, totalStake: 2_000 };
const OTHERS: OperatorDraft = {
  ...CLOSED,
  id: 'tg-13',
  time: '13h',
  drawAt: '2026-11-24T13:00:00.000Z',
  winningNumbers: [12, 90, 33, 8, 61],
  machineNumbers: [1, 2, 3, 4, 70],
  recordedBy: 'operateur2',
  recordedByEmail: 'operateur2@lotoafrik.test',
  recordedAt: new Date('2026-11-24T13:10:00Z'),
  mine: false,
};

const PAID_LATE: PaymentDiscrepancy = {
  id: 'x-1',
  kind: 'paid_after_expiry',
  occurrences: 2,
  firstSeenAt: '2026-11-24T12:00:00.000Z',
  lastSeenAt: '2026-11-24T12:05:00.000Z',
  providerReference: 'SBX-1',
  payment: { id: 'p-1', direction: 'in', provider: 'tmoney', phone: '+22890123456', amount: 5_000, status: 'expired', createdAt: '2026-11-24T11:50:00.000Z' },
  providerAmount: null,
};

describe('the operator console replays from a QA trace (issue 16)', () => {
  it('a result refused by the form then recorded, and another operator’s draft confirmed, replays green', async () => {
    const recording = createRecording();
    const queues: OperatorQueue[] = [
      { awaiting: [CLOSED], drafts: [OTHERS], onSale: [], settlements: [], discrepancies: [PAID_LATE] },
      { awaiting: [], drafts: [{ ...OTHERS, id: CLOSED.id, time: '9h', drawAt: CLOSED.drawAt, mine: true }, OTHERS], onSale: [], settlements: [], discrepancies: [PAID_LATE] },
      { awaiting: [], drafts: [{ ...OTHERS, id: CLOSED.id, time: '9h', drawAt: CLOSED.drawAt, mine: true }], onSale: [], settlements: [], discrepancies: [] },
    ];
    let reads = 0;
    const machine = operatorMachine.provide({
      actors: {
        checkOperator: fromPromise<boolean>(async () => true),
        loadQueue: fromPromise<OperatorQueue>(async () => queues[Math.min(reads++, queues.length - 1)]!),
        recordResult: fromPromise<void, { drawId: string; winning: number[]; machine: number[] }>(async () => undefined),
        act: fromPromise<DrawOutcome, ActionRequest>(async ({ input }) => ({
          drawId: input.drawId,
          status: 'settled',
          winningNumbers: OTHERS.winningNumbers,
          machineNumbers: OTHERS.machineNumbers,
          bets: 1,
          won: 1,
          lost: 0,
          cancelled: 0,
          totalPayout: 180_000,
          totalRefund: 0,
        })),
      },
    });
    const actor = createActor(machine, { inspect: recording.inspect }).start();
    await flush();
    actor.send({ type: 'record.open', drawId: CLOSED.id });
    [12, 90, 33, 8, 61].forEach((n, index) => actor.send({ type: 'result.change', series: 'winning', index, value: String(n) }));
    [1, 2, 3, 4, 1].forEach((n, index) => actor.send({ type: 'result.change', series: 'machine', index, value: String(n) }));
    actor.send({ type: 'record.submit' });
    actor.send({ type: 'result.change', series: 'machine', index: 4, value: '70' });
    actor.send({ type: 'record.submit' });
    await flush();
    await flush();
    actor.send({ type: 'confirm.ask', drawId: OTHERS.id });
    actor.send({ type: 'action.confirm' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.notice).toMatch(/^Tirage réglé : 1 pari gagnant sur 1/);
    expect(reads).toBe(3);
    const trace = JSON.parse(JSON.stringify(recording.trace()));
    expect((await replayTrace(trace, replayRegistry.operator!)).divergence).toBeUndefined();
  });
});
