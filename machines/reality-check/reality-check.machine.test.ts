import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { REALITY_CHECK_INTERVAL_MS } from '../../src/game/reality-check';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { type RealityCheckInput, type RealityCheckRecord, realityCheckMachine } from './reality-check.machine';
import { selectDialogOpen, selectNetSpend, selectPlayedMs, selectSpendLoading } from './reality-check.selectors';

const MINUTE = 60_000;
const START = '2026-11-23T08:00:00.000Z';
const fresh: RealityCheckInput = { startedAt: START, lastCheckAt: START, checks: 0, dialogOpen: false, now: START };

function start(input: RealityCheckInput = fresh) {
  const clock = new SimulatedClock();
  const promises = controllablePromises();
  const remembered: RealityCheckRecord[] = [];
  const takeBreak = vi.fn();
  const actor = createActor(
    realityCheckMachine.provide({
      actors: { loadNetSpend: promises.logic<number, { since: string }>() },
      actions: { remember: (_, record) => remembered.push(record), takeBreak },
    }),
    { clock, input },
  ).start();
  return { actor, clock, promises, remembered, takeBreak, snapshot: () => actor.getSnapshot() };
}

describe('reality check machine (a simulated clock)', () => {
  it('shows nothing before 60 minutes of activity', () => {
    const { clock, snapshot, promises } = start();
    expect(snapshot().value).toBe('playing');
    clock.increment(60 * MINUTE - 1);
    expect(selectDialogOpen(snapshot())).toBe(false);
    expect(promises.calls).toEqual([]);
  });

  it('opens the dialog at 60 minutes with the time played, then the net spend since the session began', async () => {
    const { clock, snapshot, promises, remembered } = start();
    clock.increment(60 * MINUTE);
    expect(selectDialogOpen(snapshot())).toBe(true);
    expect(selectPlayedMs(snapshot())).toBe(REALITY_CHECK_INTERVAL_MS);
    expect(selectSpendLoading(snapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'loadNetSpend', input: { since: START } }]);
    expect(remembered).toEqual([{ startedAt: START, lastCheckAt: START, checks: 1, dialogOpen: true }]);
    await promises.settle('loadNetSpend', { output: 1500 });
    expect(snapshot().value).toBe('showing');
    expect(selectNetSpend(snapshot())).toBe(1500);
  });

  it("'Continuer' closes it; the next comes 60 minutes after the answer, not counting the wait, saying 2 h", async () => {
    const { actor, clock, snapshot, promises, remembered } = start();
    clock.increment(60 * MINUTE);
    await promises.settle('loadNetSpend', { output: 1500 });
    clock.increment(10 * MINUTE); // the dialog waited 10 minutes for an answer
    actor.send({ type: 'reality.continue', now: '2026-11-23T09:10:00.000Z' });
    expect(selectDialogOpen(snapshot())).toBe(false);
    expect(remembered.at(-1)).toEqual({ startedAt: START, lastCheckAt: '2026-11-23T09:10:00.000Z', checks: 1, dialogOpen: false });
    clock.increment(60 * MINUTE - 1);
    expect(selectDialogOpen(snapshot())).toBe(false);
    clock.increment(1);
    expect(selectDialogOpen(snapshot())).toBe(true);
    expect(selectPlayedMs(snapshot())).toBe(2 * REALITY_CHECK_INTERVAL_MS);
    expect(promises.calls.at(-1)).toEqual({ id: 'loadNetSpend', input: { since: START } });
  });

  it('shows the dialog without a figure when the spend cannot be read', async () => {
    const { clock, snapshot, promises } = start();
    clock.increment(60 * MINUTE);
    await promises.settle('loadNetSpend', { error: new Error('réseau') });
    expect(snapshot().value).toBe('showing');
    expect(selectNetSpend(snapshot())).toBeNull();
  });

  it("'Faire une pause' ends the machine and signs the player out", async () => {
    const { actor, clock, promises, takeBreak, snapshot } = start();
    clock.increment(60 * MINUTE);
    await promises.settle('loadNetSpend', { output: 0 });
    actor.send({ type: 'reality.pause' });
    expect(snapshot().status).toBe('done');
    expect(takeBreak).toHaveBeenCalledTimes(1);
  });

  it('after a reload, goes on counting from the last answer (45 minutes in: the dialog comes 15 minutes later)', () => {
    const { clock, snapshot } = start({ startedAt: START, lastCheckAt: START, checks: 0, dialogOpen: false, now: '2026-11-23T08:45:00.000Z' });
    clock.increment(15 * MINUTE - 1);
    expect(selectDialogOpen(snapshot())).toBe(false);
    clock.increment(1);
    expect(selectDialogOpen(snapshot())).toBe(true);
  });

  it('after a reload with a dialog unanswered, shows it again at once (a reload does not skip it)', () => {
    const { snapshot, promises } = start({ startedAt: START, lastCheckAt: START, checks: 1, dialogOpen: true, now: '2026-11-23T09:20:00.000Z' });
    expect(selectDialogOpen(snapshot())).toBe(true);
    expect(selectPlayedMs(snapshot())).toBe(REALITY_CHECK_INTERVAL_MS);
    expect(promises.calls).toHaveLength(1);
  });

  it('a reload long after the last answer shows the dialog at once', () => {
    const { snapshot } = start({ startedAt: START, lastCheckAt: START, checks: 0, dialogOpen: false, now: '2026-11-23T11:00:00.000Z' });
    expect(snapshot().value).toBe('playing');
    expect(snapshot().context.nextDelayMs).toBe(0);
  });
});
