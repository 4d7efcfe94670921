import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { MyTicket } from '../../src/game/tickets';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { TICKETS_FALLBACK_ERROR, type TicketPage, ticketsMachine } from './tickets.machine';
import { selectError, selectIsEmpty, selectIsLoading, selectLoadedPageCount, selectPage, selectPageCount, selectTickets, ticketsProjection } from './tickets.selectors';

const ticket = (code: string) => ({ id: code, code, placedAt: new Date('2026-11-23T08:00:00Z'), totalStake: 1000, status: 'pending', totalPayout: null, bets: [] }) as MyTicket;
const page = (n: number, codes: string[], total: number): TicketPage => ({ items: codes.map(ticket), page: n, pageSize: 2, total });

function start(first = 0) {
  const server = controllablePromises();
  const actor = createActor(ticketsMachine.provide({ actors: { loadPage: server.logic<TicketPage, { page: number; pageSize: number }>() } }), {
    input: { page: first, pageSize: 2 },
  }).start();
  return { actor, server, snapshot: () => actor.getSnapshot(), asked: () => server.calls.map((call) => call.input) };
}

describe('tickets machine (Mes tickets)', () => {
  it('loads the page of the URL at once, then shows it with the page count', async () => {
    const { server, snapshot, asked } = start(1);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked()).toEqual([{ page: 1, pageSize: 2 }]);
    await server.settle('loadPage', { output: page(1, ['LA-C', 'LA-D'], 5) });
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectTickets(snapshot()).map((t) => t.code)).toEqual(['LA-C', 'LA-D']);
    expect(selectPage(snapshot())).toBe(1);
    expect(selectPageCount(snapshot())).toBe(3);
    expect(selectIsEmpty(snapshot())).toBe(false);
  });

  it('no ticket at all is the empty state, not an error', async () => {
    const { server, snapshot } = start();
    await server.settle('loadPage', { output: page(0, [], 0) });
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    expect(selectPageCount(snapshot())).toBe(0);
  });

  it('another page keeps the shown one on screen while it loads; the same page asks nothing', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadPage', { output: page(0, ['LA-A', 'LA-B'], 3) });
    actor.send({ type: 'page.show', page: 0 });
    expect(asked()).toHaveLength(1);
    actor.send({ type: 'page.show', page: 1 });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectTickets(snapshot()).map((t) => t.code)).toEqual(['LA-A', 'LA-B']);
    expect(asked()[1]).toEqual({ page: 1, pageSize: 2 });
    await server.settle('loadPage', { output: page(1, ['LA-C'], 3) });
    expect(selectTickets(snapshot()).map((t) => t.code)).toEqual(['LA-C']);
  });

  it('a page asked while another loads replaces it', async () => {
    const { actor, server, snapshot, asked } = start();
    actor.send({ type: 'page.show', page: 2 });
    expect(asked()).toEqual([
      { page: 0, pageSize: 2 },
      { page: 2, pageSize: 2 },
    ]);
    await server.settle('loadPage', { output: page(2, ['LA-E'], 5) });
    expect(selectPage(snapshot())).toBe(2);
  });

  it('a failure shows the French message (or a fallback); retry asks again', async () => {
    const { actor, server, snapshot, asked } = start();
    await server.settle('loadPage', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'retry' });
    expect(selectError(snapshot())).toBeNull();
    await server.settle('loadPage', { error: new Error('') });
    expect(selectError(snapshot())).toBe(TICKETS_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    await server.settle('loadPage', { output: page(0, ['LA-A'], 1) });
    expect(ticketsProjection(snapshot())).toEqual({ loading: false, error: null, codes: ['LA-A'], empty: false, page: 0, pageCount: 1 });
    expect(asked()).toHaveLength(3);
  });

  it('knows the page count only once the asked page is read: not while another loads, nor after a failure', async () => {
    const { actor, server, snapshot } = start();
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    await server.settle('loadPage', { output: page(0, ['LA-A', 'LA-B'], 3) });
    expect(selectLoadedPageCount(snapshot())).toBe(2);
    actor.send({ type: 'page.show', page: 1 });
    expect(selectLoadedPageCount(snapshot())).toBeNull();
    await server.settle('loadPage', { error: new Error('hors ligne') });
    expect(selectLoadedPageCount(snapshot())).toBeNull();
  });

  it('reads a negative or fractional page as a whole page from 0', () => {
    const { asked } = start(-3);
    expect(asked()).toEqual([{ page: 0, pageSize: 2 }]);
  });
});
