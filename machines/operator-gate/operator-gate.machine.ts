import { fromPromise, setup } from 'xstate';

/**
 * Whether the signed-in account may open the operator's desk (issue 40: exposure and limits, reports, support,
 * audit trail). Asked once as the desk opens; a failed answer is a refusal (the database refuses anyway).
 * Effects, provided by the app: `checkOperator`.
 */
export const operatorGateMachine = setup({
  types: { tags: {} as 'checking' | 'allowed' | 'denied' },
  actors: {
    checkOperator: fromPromise<boolean>(async () => {
      throw new Error('checkOperator must be provided');
    }),
  },
}).createMachine({
  id: 'operatorGate',
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'checkOperator',
        onDone: [{ guard: ({ event }) => event.output === true, target: 'allowed' }, { target: 'denied' }],
        onError: { target: 'denied' },
      },
    },
    allowed: { tags: ['allowed'] },
    denied: { type: 'final', tags: ['denied'] },
  },
});
