import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { WonBet } from '../../src/game/results';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { WON_BETS_FALLBACK_ERROR, type WonBetsPage, wonBetsMachine } from './won-bets.machine';
import { selectError, selectIsEmpty, selectIsLoading, selectLoadedPageCount, selectPage, selectPageCount, selectWonBets, wonBetsProjection } from './won-bets.selectors';

const bet = (id: string, payout: number) => ({ id, payout, ticketCode: 'LA-AAAA-BBBB-CCCC', status: 'won' }) as WonBet;
const page = (n: number, bets: WonBet[], total: number): WonBetsPage => ({ items: bets, page: n, pageSize: 2, total });

function start(first?: number) {
  const server = controllablePromises();
  const actor = createActor(wonBetsMachine.provide({ actors: { loadPage: server.logic<WonBetsPage, { page: number; pageSize: number }>() } }), {
    input: { ...(first === undefined ? {} : { page: first }), pageSize: 2 },
  }).start();
  return { actor, server, snapshot: () => actor.getSnapshot(), asked: () => server.calls.map((call) => call.input) };
}

describe('won bets machine (Mes gains · Paris gagnants)', () => {
  it('reads the first page at once, then shows it with the page count', async () => {
    const { server, snapshot, asked } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked()).toEqual([{ page: 0, pageSize: 2 }]);
    await server.settle('loadPage', { output: page(0, [bet('b1', 180_000), bet('b2', 6_000)], 3) });
    expect(selectWonBets(snapshot()).map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(selectPageCount(snapshot())).toBe(2);
    expect(selectIsEmpty(snapshot())).toBe(false);
  });

  it('starts on the page of the URL, read as a whole page from 0', async () => {
    const { server, snapshot, asked } = start(1);
    expect(asked()).toEqual([{ page: 1, pageSize: 2 }]);
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    await server.settle('loadPage', { output: page(1, [bet('b3', 3)], 3) });
    expect(selectPage(snapshot())).toBe(1);
    expect(selectLoadedPageCount(snapshot())).toBe(2);
    expect(start(-2.5).asked()).toEqual([{ page: 0, pageSize: 2 }]);
  });

  it('knows the page count only once the asked page is read: not while another loads, nor after a failure', async () => {
    const { actor, server, snapshot } = start();
    await server.settle('loadPage', { output: page(0, [bet('b1', 1), bet('b2', 2)], 3) });
    expect(selectLoadedPageCount(snapshot())).toBe(2);
    actor.send({ type: 'page.show', page: 1 });
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    await server.settle('loadPage', { error: new Error('hors ligne') });
    expect(selectLoadedPageCount(snapshot())).toBeNull();
  });

  it('no won bet is the empty state', async () => {
    const { server, snapshot } = start();
    await server.settle('loadPage', { output: page(0, [], 0) });
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
  });

  it('another page keeps the shown one meanwhile; the same page asks nothing', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadPage', { output: page(0, [bet('b1', 1), bet('b2', 2)], 3) });
    actor.send({ type: 'page.show', page: 0 });
    expect(asked()).toHaveLength(1);
    actor.send({ type: 'page.show', page: 1 });
    expect(selectPage(snapshot())).toBe(1);
    expect(selectWonBets(snapshot()).map((b) => b.id)).toEqual(['b1', 'b2']);
    await server.settle('loadPage', { output: page(1, [bet('b3', 3)], 3) });
    expect(selectWonBets(snapshot()).map((b) => b.id)).toEqual(['b3']);
  });

  it('a new win reads the page again', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadPage', { output: page(0, [], 0) });
    actor.send({ type: 'refresh' });
    expect(asked()).toEqual([
      { page: 0, pageSize: 2 },
      { page: 0, pageSize: 2 },
    ]);
    await server.settle('loadPage', { output: page(0, [bet('b1', 180_000)], 1) });
    expect(wonBetsProjection(snapshot())).toEqual({ loading: false, error: null, bets: [{ id: 'b1', payout: 180_000 }], empty: false, page: 0, pageCount: 1 });
  });

  it('a failure shows the French message (or a fallback); retry asks again', async () => {
    const { actor, server, snapshot } = start();
    await server.settle('loadPage', { error: new Error('') });
    expect(selectError(snapshot())).toBe(WON_BETS_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.settle('loadPage', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  });
});
