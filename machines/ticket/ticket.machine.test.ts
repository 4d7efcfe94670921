import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Ticket } from '../../src/game/tickets';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { TICKET_FALLBACK_ERROR, ticketMachine } from './ticket.machine';
import { selectError, selectIsLoading, selectNotFound, selectTicket } from './ticket.selectors';

const TICKET = { code: 'LA-7K3M-Q9TX-2HBD', placedAt: new Date('2026-11-23T08:15:00Z'), totalStake: 1500, status: 'pending', totalPayout: null, bets: [] } as Ticket;

function start(typed: string) {
  const server = controllablePromises();
  const actor = createActor(ticketMachine.provide({ actors: { verifyTicket: server.logic<Ticket | null, { code: string }>() } }), { input: { typed } }).start();
  return { actor, server, snapshot: () => actor.getSnapshot(), asked: () => server.calls.map((call) => call.input) };
}

describe('ticket machine (/ticket/<code>)', () => {
  it('reads the typed code leniently and asks for the canonical one', async () => {
    const { server, snapshot, asked } = start('la7k3mq9tx2hbd');
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked()).toEqual([{ code: 'LA-7K3M-Q9TX-2HBD' }]);
    await server.settle('verifyTicket', { output: TICKET });
    expect(selectTicket(snapshot())).toEqual(TICKET);
    expect(selectNotFound(snapshot())).toBe(false);
  });

  it.each(['', 'LA-7K3M', 'bonjour', 'LA-7K3M-Q9TX-2HBU'])('%j cannot be a code: not found, without any call', (typed) => {
    const { snapshot, asked } = start(typed);
    expect(selectNotFound(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(asked()).toEqual([]);
  });

  it('a code no ticket has is not found', async () => {
    const { server, snapshot } = start('LA-0000-0000-0000');
    await server.settle('verifyTicket', { output: null });
    expect(selectNotFound(snapshot())).toBe(true);
    expect(selectTicket(snapshot())).toBeNull();
  });

  it('a failure shows the French message or a fallback, and retry asks again', async () => {
    const { actor, server, snapshot, asked } = start('LA-7K3M-Q9TX-2HBD');
    await server.settle('verifyTicket', { error: new Error('') });
    expect(selectError(snapshot())).toBe(TICKET_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.settle('verifyTicket', { output: TICKET });
    expect(selectTicket(snapshot())?.code).toBe('LA-7K3M-Q9TX-2HBD');
    expect(asked()).toHaveLength(2);
  });
});
