import { assign, fromPromise, setup } from 'xstate';
import { checkConversion } from '../../src/game/payments';
import { type Balances, type Failure, failureOf } from '../mobile-money/mobile-money.types';

export const CONVERSION_FALLBACK_ERROR = 'Une erreur est survenue lors de la conversion.';

export interface ConversionInput {
  /** the winnings the session knows when the screen opens; later changes arrive as winnings.changed */
  winnings: number;
}

export interface ConversionRequest {
  amount: number;
  idempotencyKey: string;
}

export interface ConversionContext {
  amount: string;
  error: string | null;
  winnings: number;
  request: ConversionRequest | null;
  /** the balances right after the conversion */
  balances: Balances | null;
  failure: Failure | null;
}

export type ConversionEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'amount.all' }
  | { type: 'winnings.changed'; winnings: number }
  | { type: 'conversion.submit'; idempotencyKey: string }
  | { type: 'conversion.retry' }
  | { type: 'conversion.edit' };

/**
 * /convert: winnings into play balance, at once (100 CFA or more, no more than the winnings). Effect,
 * provided by the screen: `convertWinnings` (the amount and the attempt's key → the new balances).
 */
export const conversionMachine = setup({
  types: {
    input: {} as ConversionInput,
    context: {} as ConversionContext,
    events: {} as ConversionEvent,
  },
  actors: {
    convertWinnings: fromPromise<Balances, ConversionRequest>(async () => {
      throw new Error('convertWinnings must be provided');
    }),
  },
  guards: {
    amountValid: ({ context }) => checkConversion(context.amount, context.winnings).ok,
    retryable: ({ context }) => context.failure?.retryable === true,
  },
}).createMachine({
  id: 'conversion',
  context: ({ input }) => ({ amount: '', error: null, winnings: input.winnings, request: null, balances: null, failure: null }),
  on: {
    'winnings.changed': { actions: assign({ winnings: ({ event }) => event.winnings }) },
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => event.value, error: null }) },
        'amount.all': { actions: assign({ amount: ({ context }) => String(context.winnings), error: null }) },
        'conversion.submit': [
          {
            guard: 'amountValid',
            target: 'converting',
            actions: assign({
              error: null,
              failure: null,
              request: ({ context, event }) => ({ amount: Number(context.amount.trim()), idempotencyKey: event.idempotencyKey }),
            }),
          },
          {
            actions: assign({
              error: ({ context }) => {
                const checked = checkConversion(context.amount, context.winnings);
                return checked.ok ? null : checked.error;
              },
            }),
          },
        ],
      },
    },
    converting: {
      description: 'convert_winnings with the attempt’s key: sent again, it answers the first result and moves nothing.',
      tags: ['form', 'submitting'],
      invoke: {
        id: 'convertWinnings',
        src: 'convertWinnings',
        input: ({ context }) => context.request!,
        onDone: { target: 'converted', actions: assign({ balances: ({ event }) => event.output, winnings: ({ event }) => event.output.winnings }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, CONVERSION_FALLBACK_ERROR) }) },
      },
    },
    converted: {
      tags: ['converted'],
      on: { 'conversion.edit': { target: 'editing', actions: assign({ amount: '', request: null, balances: null }) } },
    },
    failed: {
      tags: ['failed'],
      on: {
        'conversion.retry': { guard: 'retryable', target: 'converting', actions: assign({ failure: null }) },
        'conversion.edit': { target: 'editing', actions: assign({ request: null, failure: null }) },
      },
    },
  },
});
