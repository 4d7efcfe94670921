import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { MyDrawTicket, ResultDraw, ResultsFilter } from '../../src/game/results';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { RESULTS_FALLBACK_ERROR, type ResultsData, resultsMachine } from './results.machine';
import { resultsProjection, selectDraws, selectError, selectFilter, selectIsEmpty, selectIsLoading, selectMyTickets } from './results.selectors';

const draw = (id: string, country: ResultDraw['country'] = 'CI'): ResultDraw => ({
  id,
  country,
  day: 'lundi',
  time: '18h',
  drawAt: '2026-11-23T18:00:00.000Z',
  date: '2026-11-23',
  winningNumbers: [12, 45, 7, 88, 30],
  machineNumbers: [5, 12, 61, 40, 77],
  status: 'settled',
  settledAt: new Date('2026-11-23T18:20:00Z'),
});
const ticket = (code: string): MyDrawTicket => ({ ticketId: code, code, bets: [], payout: 0 });
const data = (draws: ResultDraw[], mine: Record<string, MyDrawTicket[]> = {}): ResultsData => ({ draws, mine });

function start(filter: ResultsFilter = {}) {
  const server = controllablePromises();
  const actor = createActor(resultsMachine.provide({ actors: { loadResults: server.logic<ResultsData, { filter: ResultsFilter }>() } }), {
    input: { filter },
  }).start();
  return { actor, server, snapshot: () => actor.getSnapshot(), asked: () => server.calls.map((call) => call.input) };
}

describe('results machine (Résultats des tirages)', () => {
  it("reads the URL's filter at once, then shows the draws and the player's tickets on them", async () => {
    const { server, snapshot, asked } = start({ country: 'CI', date: '2026-11-23' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked()).toEqual([{ filter: { country: 'CI', date: '2026-11-23' } }]);
    await server.settle('loadResults', { output: data([draw('d1'), draw('d2')], { d1: [ticket('LA-AAAA-BBBB-CCCC')] }) });
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectDraws(snapshot()).map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(selectMyTickets(snapshot())).toEqual({ d1: [ticket('LA-AAAA-BBBB-CCCC')] });
    expect(selectIsEmpty(snapshot())).toBe(false);
    expect(selectError(snapshot())).toBeNull();
  });

  it('no settled draw for the filter is the empty state, not an error; it is not claimed before the answer', async () => {
    const { server, snapshot } = start({ date: '2026-11-30' });
    expect(selectIsEmpty(snapshot())).toBe(false);
    await server.settle('loadResults', { output: data([]) });
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
  });

  it('another filter keeps the results shown while it loads; the same filter asks nothing', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadResults', { output: data([draw('d1', 'TG')]) });
    actor.send({ type: 'filter.show', filter: {} });
    expect(asked()).toHaveLength(1);
    actor.send({ type: 'filter.show', filter: { country: 'GH' } });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectFilter(snapshot())).toEqual({ country: 'GH' });
    expect(selectDraws(snapshot()).map((d) => d.id)).toEqual(['d1']);
    expect(asked()[1]).toEqual({ filter: { country: 'GH' } });
    await server.settle('loadResults', { output: data([draw('d9', 'GH')]) });
    expect(selectDraws(snapshot()).map((d) => d.id)).toEqual(['d9']);
  });

  it('a filter chosen while another loads replaces it', async () => {
    const { actor, server, snapshot, asked } = start();
    actor.send({ type: 'filter.show', filter: { country: 'BJ' } });
    expect(asked()).toEqual([{ filter: {} }, { filter: { country: 'BJ' } }]);
    await server.settle('loadResults', { output: data([draw('b1', 'BJ')]) });
    expect(selectFilter(snapshot())).toEqual({ country: 'BJ' });
    expect(server.isPending('loadResults')).toBe(false);
  });

  it('a failure shows the French message (or a fallback); retry asks again', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadResults', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'retry' });
    expect(selectError(snapshot())).toBeNull();
    await server.settle('loadResults', { error: new Error('') });
    expect(selectError(snapshot())).toBe(RESULTS_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    await server.settle('loadResults', { output: data([draw('d1')], { d1: [ticket('LA-X')] }) });
    expect(resultsProjection(snapshot())).toEqual({
      loading: false,
      error: null,
      filter: {},
      draws: [{ id: 'd1', winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] }],
      myTickets: { d1: ['LA-X'] },
      empty: false,
    });
    expect(asked()).toHaveLength(3);
  });

  it('refresh reads the same filter again (a bet was settled), keeping what is shown meanwhile', async () => {
    const { actor, server, snapshot, asked } = start({ country: 'CI' });
    actor.send({ type: 'refresh' });
    expect(asked()).toHaveLength(1);
    await server.settle('loadResults', { output: data([draw('d1')]) });
    actor.send({ type: 'refresh' });
    expect(asked()).toEqual([{ filter: { country: 'CI' } }, { filter: { country: 'CI' } }]);
    expect(selectDraws(snapshot()).map((d) => d.id)).toEqual(['d1']);
    await server.settle('loadResults', { output: data([draw('d1')], { d1: [ticket('LA-NEW')] }) });
    expect(selectMyTickets(snapshot()).d1!.map((t) => t.code)).toEqual(['LA-NEW']);
  });
});
