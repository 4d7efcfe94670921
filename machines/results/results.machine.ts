import { assign, fromPromise, setup } from 'xstate';
import { type MyDrawTicket, type ResultDraw, type ResultsFilter, sameResultsFilter } from '../../src/game/results';

/** What the results page shows: draws with their result (settled, or still being settled), and the signed-in player's tickets on each (draw id → tickets). */
export interface ResultsData {
  draws: ResultDraw[];
  mine: Record<string, MyDrawTicket[]>;
  /** when the server gave these results, if they are the device's copy shown offline (ISO; absent when just read) */
  readAt?: string;
}

export interface ResultsInput {
  /** the filter of the screen's URL */
  filter: ResultsFilter;
}

export interface ResultsContext {
  filter: ResultsFilter;
  /** the last results received: kept on screen while the next ones load */
  shown: ResultsData | null;
  error: string | null;
}

export type ResultsEvent =
  /** show the results of that filter (the screen's URL changed) */
  | { type: 'filter.show'; filter: ResultsFilter }
  | { type: 'retry' }
  /** read again, e.g. after one of the player's bets was settled */
  | { type: 'refresh' };

export type ResultsTag = 'loading' | 'failed';

/** Shown when the results could not be read and the error has no French message. */
export const RESULTS_FALLBACK_ERROR = 'Impossible de charger les résultats. Veuillez réessayer.';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : RESULTS_FALLBACK_ERROR);

/**
 * /results 'Résultats des tirages': the latest draws with a result (per country, or of one country and
 * date) and the player's own tickets on them. Effect, provided by the screen: `loadResults`
 * (filter → draws and tickets). The filter comes from the screen's URL (`filter.show`).
 */
export const resultsMachine = setup({
  types: {
    context: {} as ResultsContext,
    events: {} as ResultsEvent,
    input: {} as ResultsInput,
    tags: {} as ResultsTag,
  },
  actors: {
    loadResults: fromPromise<ResultsData, { filter: ResultsFilter }>(async () => {
      throw new Error('loadResults must be provided');
    }),
  },
  guards: {
    isAnotherFilter: ({ context }, params: { filter: ResultsFilter }) => !sameResultsFilter(context.filter, params.filter),
  },
}).createMachine({
  id: 'results',
  context: ({ input }) => ({ filter: input.filter, shown: null, error: null }),
  initial: 'loading',
  on: {
    'filter.show': {
      guard: { type: 'isAnotherFilter', params: ({ event }) => ({ filter: event.filter }) },
      target: '.loading',
      actions: assign({ filter: ({ event }) => event.filter }),
    },
  },
  states: {
    loading: {
      description: 'Reading the results of the filter; those shown before stay on screen meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadResults',
        src: 'loadResults',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: { target: 'loaded', actions: assign({ shown: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      on: { refresh: 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading', refresh: 'loading' },
    },
  },
});
