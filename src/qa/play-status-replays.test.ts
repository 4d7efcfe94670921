import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { playStatusMachine } from '../../machines/play-status/play-status.machine';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import type { ResponsibleGamingStatus } from '../game/responsible-gaming';
import { createRecording } from './recorder';
import { replayRegistry } from './replay-registry';
import { replayTrace } from './replayer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const HOUR = 3_600_000;

describe('the play status (issue 38) replays from a QA trace', () => {
  it('signed in, excluded until 10:30, read again when a page opens and when the exclusion ends, replays green', async () => {
    const clock = new SimulatedClock();
    clock.set(Date.parse('2026-11-23T08:00:00Z'));
    const recording = createRecording({ now: () => clock.now() });
    const answers = [
      rgStatus({ exclusion: { until: '2026-11-23T10:30:00.000Z' } }),
      rgStatus({ exclusion: { until: '2026-11-23T10:30:00.000Z' } }),
      rgStatus({ now: '2026-11-23T10:30:01.000Z' }),
    ];
    const machine = playStatusMachine.provide({ actors: { loadStatus: fromPromise<ResponsibleGamingStatus>(async () => answers.shift()!) } });
    const actor = createActor(machine, { clock, inspect: recording.inspect }).start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    await flush();
    actor.send({ type: 'status.refresh' });
    await flush();
    clock.increment(2.5 * HOUR + 1000);
    await flush();
    expect(actor.getSnapshot().context.status?.exclusion).toBeNull();
    const trace = JSON.parse(JSON.stringify(recording.trace()));
    expect((await replayTrace(trace, replayRegistry.playStatus!)).divergence).toBeUndefined();
  });
});
