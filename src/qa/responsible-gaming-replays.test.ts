import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { realityCheckMachine } from '../../machines/reality-check/reality-check.machine';
import { type LimitChange, responsibleGamingMachine } from '../../machines/responsible-gaming/responsible-gaming.machine';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import type { ResponsibleGamingStatus } from '../game/responsible-gaming';
import { createRecording } from './recorder';
import { replayRegistry } from './replay-registry';
import { replayTrace } from './replayer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const MINUTE = 60_000;

describe('issue 17 machines replay from a QA trace', () => {
  it('a reality check (delays on a simulated clock, the spend read, Continuer, then Faire une pause) replays green', async () => {
    const clock = new SimulatedClock();
    clock.set(Date.parse('2026-11-23T08:00:00Z'));
    const recording = createRecording({ now: () => clock.now() });
    const machine = realityCheckMachine.provide({ actors: { loadNetSpend: fromPromise<number, { since: string }>(async () => 1500) } });
    const start = '2026-11-23T08:00:00.000Z';
    const actor = createActor(machine, { clock, inspect: recording.inspect, input: { startedAt: start, lastCheckAt: start, checks: 0, dialogOpen: false, now: start } }).start();
    clock.increment(60 * MINUTE);
    await flush();
    actor.send({ type: 'reality.continue', now: '2026-11-23T09:05:00.000Z' });
    clock.increment(60 * MINUTE);
    await flush();
    actor.send({ type: 'reality.pause' });
    expect(actor.getSnapshot().status).toBe('done');
    const trace = JSON.parse(JSON.stringify(recording.trace()));
    expect((await replayTrace(trace, replayRegistry.realityCheck!)).divergence).toBeUndefined();
  });

  it('a limit raised on the responsible-gaming page replays green', async () => {
    const recording = createRecording();
    const machine = responsibleGamingMachine.provide({
      actors: {
        loadStatus: fromPromise<ResponsibleGamingStatus>(async () => rgStatus({ limits: { 'stake/day': { amount: 1000 } } })),
        saveLimit: fromPromise<ResponsibleGamingStatus, LimitChange>(async () =>
          rgStatus({ limits: { 'stake/day': { amount: 1000, nextAmount: 5000, nextAt: '2026-11-24T08:00:00.000Z' } } }),
        ),
      },
    });
    const actor = createActor(machine, { inspect: recording.inspect }).start();
    await flush();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'limit.change', text: '5000' });
    actor.send({ type: 'limit.save' });
    await flush();
    const trace = JSON.parse(JSON.stringify(recording.trace()));
    expect((await replayTrace(trace, replayRegistry.responsibleGaming!)).divergence).toBeUndefined();
  });
});
