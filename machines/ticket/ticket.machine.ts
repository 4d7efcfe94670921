import { assign, fromPromise, setup } from 'xstate';
import { parseTicketCode } from '../../src/game/ticket-code';
import type { Ticket } from '../../src/game/tickets';

export interface TicketInput {
  /** the code as typed or in the URL: read with parseTicketCode before any call */
  typed: string;
}

export interface TicketContext {
  /** the canonical code, null when the text cannot be a code */
  code: string | null;
  ticket: Ticket | null;
  error: string | null;
}

export type TicketEvent = { type: 'retry' };

export type TicketTag = 'loading' | 'failed';

/** Shown when the ticket could not be read and the error has no French message. */
export const TICKET_FALLBACK_ERROR = 'Impossible de vérifier ce ticket. Veuillez réessayer.';

/**
 * /ticket/<code>: anyone verifies a ticket by its code. A text that cannot be a code is 'Ticket
 * introuvable' without asking the server. Effect, provided by the screen: `verifyTicket` (canonical
 * code → the ticket, or null when no ticket has it).
 */
export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    input: {} as TicketInput,
    tags: {} as TicketTag,
  },
  actors: {
    verifyTicket: fromPromise<Ticket | null, { code: string }>(async () => {
      throw new Error('verifyTicket must be provided');
    }),
  },
  guards: {
    isCode: ({ context }) => context.code !== null,
  },
}).createMachine({
  id: 'ticket',
  context: ({ input }) => ({ code: parseTicketCode(input.typed), ticket: null, error: null }),
  initial: 'reading',
  states: {
    reading: {
      always: [{ guard: 'isCode', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'verifyTicket',
        src: 'verifyTicket',
        input: ({ context }) => ({ code: context.code! }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'found', actions: assign({ ticket: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message !== '' ? event.error.message : TICKET_FALLBACK_ERROR) }),
        },
      },
    },
    found: {},
    notFound: { description: "'Ticket introuvable': no ticket has this code, or the text cannot be one." },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});
