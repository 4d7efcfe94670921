import { type EventObject, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { checkWithdrawal } from '../../src/game/payments';
import { type FieldErrors, type MobileMoneyForm, type MobileMoneyFormEvent, changeForm, checkForm, initialForm } from '../mobile-money/mobile-money-form';
import {
  type Balances,
  type Failure,
  type MobileMoneyPayment,
  type MobileMoneyRequest,
  type MobileMoneyResume,
  failureOf,
} from '../mobile-money/mobile-money.types';

export const WITHDRAWAL_FALLBACK_ERROR = 'Une erreur est survenue lors du retrait.';

export interface WithdrawalInput {
  defaultCountry: CountryCode;
  /** the winnings the session knows when the screen opens; later changes arrive as winnings.changed */
  winnings: number;
}

export interface WithdrawalContext {
  defaultCountry: CountryCode;
  form: MobileMoneyForm;
  errors: FieldErrors;
  winnings: number;
  request: MobileMoneyRequest | null;
  payment: MobileMoneyPayment | null;
  failure: Failure | null;
}

export type WithdrawalEvent =
  | MobileMoneyFormEvent
  | { type: 'withdrawal.submit'; idempotencyKey: string }
  | { type: 'winnings.changed'; winnings: number }
  | { type: 'payment.updated'; payment: MobileMoneyPayment }
  | { type: 'withdrawal.retry' }
  | { type: 'withdrawal.edit' };

export interface WithdrawalReceipt extends Balances {
  payment: MobileMoneyPayment;
}

const FORM_EVENTS = ['amount.change', 'amount.quick', 'country.change', 'provider.change', 'phone.change'] as const;

const editFreshly = { request: null, payment: null, failure: null } as const;

/**
 * /withdraw: winnings to mobile money, 500 to 1 000 000 CFA and no more than the winnings. The
 * database debits the winnings at once (held); the provider then pays, or fails and the amount is
 * given back (DESIGN §8). Effects, provided by the screen: `resume` (a withdrawal still pending, the
 * latest details), `requestWithdrawal`, `watchPayment` (sends payment.updated).
 */
export const withdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    resume: fromPromise<MobileMoneyResume>(async () => {
      throw new Error('resume must be provided');
    }),
    requestWithdrawal: fromPromise<WithdrawalReceipt, MobileMoneyRequest>(async () => {
      throw new Error('requestWithdrawal must be provided');
    }),
    watchPayment: fromCallback<EventObject, { paymentId: string }>(() => {
      throw new Error('watchPayment must be provided');
    }),
  },
  actions: {
    changeForm: assign(({ context, event }) => changeForm(context.form, context.errors, event as MobileMoneyFormEvent)),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.form, (amount) => checkWithdrawal(amount, context.winnings)).ok,
    retryable: ({ context }) => context.failure?.retryable === true,
    succeeded: ({ context }) => context.payment?.status === 'succeeded',
    failedOrExpired: ({ context }) => context.payment?.status === 'failed' || context.payment?.status === 'expired',
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    defaultCountry: input.defaultCountry,
    form: initialForm(input.defaultCountry, null),
    errors: {},
    winnings: input.winnings,
    ...editFreshly,
  }),
  on: {
    'winnings.changed': { actions: assign({ winnings: ({ event }) => event.winnings }) },
  },
  initial: 'resuming',
  states: {
    resuming: {
      description: 'Looks for a withdrawal still waiting for its provider, and the latest details.',
      tags: ['loading'],
      invoke: {
        id: 'resume',
        src: 'resume',
        onDone: [
          {
            guard: ({ event }) => event.output.pending !== null,
            target: 'routing',
            actions: assign({
              payment: ({ event }) => event.output.pending,
              form: ({ context, event }) => initialForm(context.defaultCountry, event.output.last),
            }),
          },
          { target: 'editing', actions: assign({ form: ({ context, event }) => initialForm(context.defaultCountry, event.output.last) }) },
        ],
        onError: { target: 'editing' },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        ...Object.fromEntries(FORM_EVENTS.map((type) => [type, { actions: 'changeForm' }])),
        'withdrawal.submit': [
          {
            guard: 'formValid',
            target: 'requesting',
            actions: assign(({ context, event }) => {
              const checked = checkForm(context.form, (amount) => checkWithdrawal(amount, context.winnings));
              if (!checked.ok) return {};
              const { amount, provider, phone } = checked;
              return { errors: {}, failure: null, request: { amount, provider, phone, idempotencyKey: event.idempotencyKey } };
            }),
          },
          {
            actions: assign(({ context }) => {
              const checked = checkForm(context.form, (amount) => checkWithdrawal(amount, context.winnings));
              return { errors: checked.ok ? {} : checked.errors };
            }),
          },
        ],
      },
    },
    requesting: {
      description: 'request_withdrawal with the attempt’s key: sent again, it answers the same withdrawal and debits nothing more.',
      tags: ['form', 'submitting'],
      invoke: {
        id: 'requestWithdrawal',
        src: 'requestWithdrawal',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'routing',
          actions: assign({ payment: ({ event }) => event.output.payment, winnings: ({ event }) => event.output.winnings }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, WITHDRAWAL_FALLBACK_ERROR) }) },
      },
    },
    routing: {
      description: 'Where the payment’s status leads.',
      always: [{ guard: 'succeeded', target: 'paid' }, { guard: 'failedOrExpired', target: 'reversed' }, { target: 'pending' }],
    },
    pending: {
      description: 'Debited from the winnings; the provider has yet to pay. Withdrawals never expire on their own.',
      tags: ['pending'],
      invoke: { id: 'watchPayment', src: 'watchPayment', input: ({ context }) => ({ paymentId: context.payment!.id }), onError: {} },
      on: {
        'payment.updated': [
          {
            // the watch reads the status when it starts: a pending one is no news (re-entering would watch again, and again)
            guard: ({ context, event }) => event.payment.id === context.payment?.id && event.payment.status === 'pending',
            actions: assign({ payment: ({ event }) => event.payment }),
          },
          {
            guard: ({ context, event }) => event.payment.id === context.payment?.id,
            target: 'routing',
            actions: assign({ payment: ({ event }) => event.payment }),
          },
        ],
      },
    },
    paid: {
      tags: ['paid'],
      on: { 'withdrawal.edit': { target: 'editing', actions: assign(({ context }) => ({ ...editFreshly, form: { ...context.form, amount: '' } })) } },
    },
    reversed: {
      description: 'The provider failed the payout: the database gave the amount back to the winnings.',
      tags: ['reversed'],
      on: { 'withdrawal.edit': { target: 'editing', actions: assign(editFreshly) } },
    },
    failed: {
      tags: ['failed'],
      on: {
        'withdrawal.retry': { guard: 'retryable', target: 'requesting', actions: assign({ failure: null }) },
        'withdrawal.edit': { target: 'editing', actions: assign(editFreshly) },
      },
    },
  },
});
