import { assign, fromPromise, setup } from 'xstate';
import type { CountryLimit } from '../../src/game/liability-lines';

export interface HouseLimitsContext {
  limits: CountryLimit[];
}

/**
 * The countries' default liability limits, which the rules page states (issue 40): read once as the page
 * opens; a failed read says so and offers to read again. Effects, provided by the page: `loadLimits`.
 */
export const houseLimitsMachine = setup({
  types: { context: {} as HouseLimitsContext, events: {} as { type: 'retry' }, tags: {} as 'loading' | 'failed' },
  actors: {
    loadLimits: fromPromise<CountryLimit[]>(async () => {
      throw new Error('loadLimits must be provided');
    }),
  },
}).createMachine({
  id: 'houseLimits',
  context: { limits: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLimits',
        onDone: { target: 'loaded', actions: assign({ limits: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: { tags: ['failed'], on: { retry: { target: 'loading' } } },
  },
});
