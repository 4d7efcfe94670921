import { assign, fromPromise, setup } from 'xstate';
import { type DrawStatistics, type StatisticsChoice, sameStatisticsChoice } from '../../src/game/statistics';

export interface StatisticsInput {
  /** the choice of the screen's URL */
  choice: StatisticsChoice;
}

export interface StatisticsContext {
  choice: StatisticsChoice;
  /** the last statistics received: kept on screen while those of another choice load */
  shown: DrawStatistics | null;
  error: string | null;
}

export type StatisticsEvent =
  /** show the statistics of that country and window (the screen's URL changed) */
  { type: 'choice.show'; choice: StatisticsChoice } | { type: 'retry' };

export type StatisticsTag = 'loading' | 'failed';

/** Shown when the statistics could not be read and the error has no French message. */
export const STATISTICS_FALLBACK_ERROR = 'Impossible de charger les statistiques. Veuillez réessayer.';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : STATISTICS_FALLBACK_ERROR);

/**
 * /statistiques (issue 41): a country's frequencies, last appearances and top pairs over its last N draws.
 * Effect, provided by the screen: `loadStatistics` (choice → statistics). Another choice restarts the read,
 * which stops the one running: an older, slower answer is never shown.
 */
export const statisticsMachine = setup({
  types: {
    context: {} as StatisticsContext,
    events: {} as StatisticsEvent,
    input: {} as StatisticsInput,
    tags: {} as StatisticsTag,
  },
  actors: {
    loadStatistics: fromPromise<DrawStatistics, { choice: StatisticsChoice }>(async () => {
      throw new Error('loadStatistics must be provided');
    }),
  },
  guards: {
    isAnotherChoice: ({ context }, params: { choice: StatisticsChoice }) => !sameStatisticsChoice(context.choice, params.choice),
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => ({ choice: input.choice, shown: null, error: null }),
  initial: 'loading',
  on: {
    'choice.show': {
      guard: { type: 'isAnotherChoice', params: ({ event }) => ({ choice: event.choice }) },
      target: '.loading',
      actions: assign({ choice: ({ event }) => event.choice }),
    },
  },
  states: {
    loading: {
      description: 'Reading the statistics of the choice; those shown before stay on screen meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadStatistics',
        src: 'loadStatistics',
        input: ({ context }) => ({ choice: context.choice }),
        onDone: { target: 'loaded', actions: assign({ shown: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});
