import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { PLAY_STATUS_MAX_AGE_MS, playStatusMachine } from './play-status.machine';
import { playStatusProjection, selectPlayStatus, selectPlayStatusLoading } from './play-status.selectors';

const HOUR = 3_600_000;
/** rgStatus's now: Monday 23 Nov 2026, 08:00 UTC (Lomé). */
const NOW = '2026-11-23T08:00:00.000Z';

function start() {
  const clock = new SimulatedClock();
  const promises = controllablePromises();
  const actor = createActor(playStatusMachine.provide({ actors: { loadStatus: promises.logic() } }), { clock }).start();
  return { actor, clock, promises, snapshot: () => actor.getSnapshot() };
}

describe('play status machine', () => {
  it('reads nothing while signed out; once signed in, reads the status', async () => {
    const { actor, promises, snapshot } = start();
    expect(selectPlayStatus(snapshot())).toBeNull();
    expect(promises.calls).toEqual([]);
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    expect(selectPlayStatusLoading(snapshot())).toBe(true);
    const status = rgStatus({ exclusion: { until: '2026-11-24T08:00:00.000Z' } });
    await promises.settle('loadStatus', { output: status });
    expect(snapshot().value).toEqual({ signedIn: 'known' });
    expect(selectPlayStatus(snapshot())).toEqual(status);
    expect(playStatusProjection(snapshot())).toEqual({ status, loading: false });
  });

  it('a page opening reads it again, keeping the last one shown meanwhile', async () => {
    const { actor, promises, snapshot } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    const before = rgStatus({ limits: { 'stake/day': { amount: 1000 } } });
    await promises.settle('loadStatus', { output: before });
    actor.send({ type: 'status.refresh' });
    expect(selectPlayStatusLoading(snapshot())).toBe(true);
    expect(selectPlayStatus(snapshot())).toEqual(before);
    // a second page asking while it is read asks nothing more
    actor.send({ type: 'status.refresh' });
    expect(promises.calls).toHaveLength(2);
    const after = rgStatus({ limits: { 'stake/day': { amount: 1000, used: 1000 } } });
    await promises.settle('loadStatus', { output: after });
    expect(selectPlayStatus(snapshot())).toEqual(after);
  });

  it('a failed read keeps what was known; the next page to open asks again', async () => {
    const { actor, promises, snapshot } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    const status = rgStatus({ exclusion: { until: null } });
    await promises.settle('loadStatus', { output: status });
    actor.send({ type: 'status.refresh' });
    await promises.settle('loadStatus', { error: new Error('réseau') });
    expect(snapshot().value).toEqual({ signedIn: 'unknown' });
    expect(selectPlayStatus(snapshot())).toEqual(status);
    actor.send({ type: 'status.refresh' });
    expect(promises.calls).toHaveLength(3);
  });

  it('reads it again one second after the exclusion ends (a simulated clock)', async () => {
    const { actor, clock, promises } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    await promises.settle('loadStatus', { output: rgStatus({ now: NOW, exclusion: { until: '2026-11-23T10:30:00.000Z' } }) });
    clock.increment(2.5 * HOUR);
    expect(promises.calls).toHaveLength(1);
    clock.increment(1000);
    expect(promises.calls).toHaveLength(2);
  });

  it('reads it again when a limit’s day renews (midnight in Lomé), else every 6 hours at most', async () => {
    const { actor, clock, promises } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    // 22:00 UTC: the day ends in 2 hours
    await promises.settle('loadStatus', { output: rgStatus({ now: '2026-11-23T22:00:00.000Z', limits: { 'stake/day': { amount: 1000 } } }) });
    clock.increment(2 * HOUR + 999);
    expect(promises.calls).toHaveLength(1);
    clock.increment(1);
    expect(promises.calls).toHaveLength(2);
    await promises.settle('loadStatus', { output: rgStatus({ now: NOW }) });
    clock.increment(PLAY_STATUS_MAX_AGE_MS - 1);
    expect(promises.calls).toHaveLength(2);
    clock.increment(1);
    expect(promises.calls).toHaveLength(3);
  });

  it('signing out forgets the status and stops reading it', async () => {
    const { actor, clock, promises, snapshot } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    await promises.settle('loadStatus', { output: rgStatus({ exclusion: { until: null } }) });
    actor.send({ type: 'player.signedOut' });
    expect(snapshot().value).toBe('signedOut');
    expect(selectPlayStatus(snapshot())).toBeNull();
    actor.send({ type: 'status.refresh' });
    clock.increment(PLAY_STATUS_MAX_AGE_MS);
    expect(promises.calls).toHaveLength(1);
  });

  it('another player signing in on the device: the previous status goes at once, and theirs is read', async () => {
    const { actor, promises, snapshot } = start();
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    await promises.settle('loadStatus', { output: rgStatus({ exclusion: { until: null } }) });
    // the same player again (the session re-read her profile): nothing read again
    actor.send({ type: 'player.signedIn', playerId: 'awa' });
    expect(promises.calls).toHaveLength(1);
    actor.send({ type: 'player.signedIn', playerId: 'kofi' });
    expect(selectPlayStatus(snapshot())).toBeNull();
    expect(promises.calls).toHaveLength(2);
    const his = rgStatus();
    await promises.settle('loadStatus', { output: his });
    expect(selectPlayStatus(snapshot())).toEqual(his);
  });
});
