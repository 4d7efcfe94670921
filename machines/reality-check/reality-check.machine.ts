import { assign, fromPromise, setup } from 'xstate';
import { type PlaySession, REALITY_CHECK_INTERVAL_MS } from '../../src/game/reality-check';

export type RealityCheckInput = Omit<PlaySession, 'userId'> & { now: string };

/** The part of the play session the machine keeps; the container stores it with the player's id. */
export type RealityCheckRecord = Omit<PlaySession, 'userId'>;

export type RealityCheckEvent = { type: 'reality.continue'; now: string } | { type: 'reality.pause' };

export interface RealityCheckContext extends RealityCheckRecord {
  /** how long until the next dialog, from the moment `playing` is entered */
  nextDelayMs: number;
  /** the session's net spend when the dialog opened; null if it could not be read */
  netSpend: number | null;
}

const recordOf = ({ startedAt, lastCheckAt, checks, dialogOpen }: RealityCheckContext): RealityCheckRecord => ({ startedAt, lastCheckAt, checks, dialogOpen });

/**
 * The reality check (DESIGN §10, issue 17): after every 60 minutes of activity — time signed in with the
 * app open, not counting the time the dialog waits for its answer — a dialog shows the time played and
 * the net spend since the session began, with 'Continuer' and 'Faire une pause'. The interval is a
 * delayed transition, so tests move a simulated clock. Effects, provided by the shell: `loadNetSpend`
 * (since the session began), `remember` (keeps the record for the tab, so a reload neither restarts the
 * count nor skips an open dialog) and `takeBreak` (signs out).
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
  },
  actors: {
    loadNetSpend: fromPromise<number, { since: string }>(async () => {
      throw new Error('loadNetSpend must be provided');
    }),
  },
  actions: {
    remember: (_, _record: RealityCheckRecord) => {},
    takeBreak: () => {},
  },
  delays: {
    untilNextCheck: ({ context }) => context.nextDelayMs,
  },
  guards: {
    dialogWasOpen: ({ context }) => context.dialogOpen,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    startedAt: input.startedAt,
    lastCheckAt: input.lastCheckAt,
    checks: input.checks,
    dialogOpen: input.dialogOpen,
    nextDelayMs: Math.min(REALITY_CHECK_INTERVAL_MS, Math.max(0, REALITY_CHECK_INTERVAL_MS - (Date.parse(input.now) - Date.parse(input.lastCheckAt)))),
    netSpend: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'A reload with a dialog still waiting shows it again at once; otherwise the count goes on from the last answer.',
      always: [{ guard: 'dialogWasOpen', target: 'summing' }, { target: 'playing' }],
    },
    playing: {
      after: {
        untilNextCheck: {
          target: 'summing',
          actions: [assign({ checks: ({ context }) => context.checks + 1, dialogOpen: true }), { type: 'remember', params: ({ context }) => recordOf(context) }],
        },
      },
    },
    summing: {
      description: 'The dialog is open; the net spend of the session is being read.',
      tags: ['dialog'],
      invoke: {
        id: 'loadNetSpend',
        src: 'loadNetSpend',
        input: ({ context }) => ({ since: context.startedAt }),
        onDone: { target: 'showing', actions: assign({ netSpend: ({ event }) => event.output }) },
        onError: { target: 'showing', actions: assign({ netSpend: null }) },
      },
    },
    showing: {
      tags: ['dialog'],
      on: {
        'reality.continue': {
          target: 'playing',
          actions: [
            assign({ lastCheckAt: ({ event }) => event.now, dialogOpen: false, nextDelayMs: REALITY_CHECK_INTERVAL_MS }),
            { type: 'remember', params: ({ context }) => recordOf(context) },
          ],
        },
        'reality.pause': 'tookBreak',
      },
    },
    tookBreak: {
      description: "'Faire une pause': the player is signed out.",
      type: 'final',
      entry: 'takeBreak',
    },
  },
});
