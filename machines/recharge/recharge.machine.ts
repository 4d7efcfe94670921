import { type EventObject, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { checkRecharge } from '../../src/game/payments';
import { type FieldErrors, type MobileMoneyForm, type MobileMoneyFormEvent, changeForm, checkForm, initialForm } from '../mobile-money/mobile-money-form';
import {
  type Balances,
  type Failure,
  type MobileMoneyPayment,
  type MobileMoneyRequest,
  type MobileMoneyDetails,
  type MobileMoneyResume,
  failureOf,
} from '../mobile-money/mobile-money.types';

/** How long the player has to confirm on their phone; the database expires the payment then too (DESIGN §8). */
export const RECHARGE_EXPIRY = 120_000;

export const RECHARGE_FALLBACK_ERROR = 'Une erreur est survenue lors de la recharge.';
export const RECHARGE_STOPPED_WAITING =
  "Vous ne suivez plus ce paiement. Si vous le confirmez quand même sur votre téléphone, votre compte sera crédité.";

export interface RechargeInput {
  /** the country offered to a player with neither a country of residence nor a payment: the device's, else Togo */
  defaultCountry: CountryCode;
  /** the player's country of residence (their profile), which the form starts in; null when unknown */
  registeredCountry?: CountryCode | null;
}

export interface RechargeContext {
  defaultCountry: CountryCode;
  registeredCountry?: CountryCode | null;
  form: MobileMoneyForm;
  errors: FieldErrors;
  /** the attempt being made: checked terms and their idempotency key, sent again as they are by 'Réessayer' */
  request: MobileMoneyRequest | null;
  payment: MobileMoneyPayment | null;
  /** the balances once the recharge is credited (null if they could not be read) */
  balances: Balances | null;
  failure: Failure | null;
  notice: string | null;
}

export type RechargeEvent =
  | MobileMoneyFormEvent
  | { type: 'recharge.submit'; idempotencyKey: string }
  | { type: 'payment.updated'; payment: MobileMoneyPayment }
  | { type: 'recharge.cancel' }
  | { type: 'recharge.retry' }
  | { type: 'recharge.edit' };

const FORM_EVENTS = ['amount.change', 'amount.quick', 'country.change', 'provider.change', 'phone.change'] as const;

/**
 * The form a recharge starts from (issue 38): in the player's country of residence, else the country of
 * their latest payment, else the device's; with the latest payment's operator and number when that
 * payment was made in the same country (money is never sent to a provider the player did not pick).
 */
export function rechargeForm(registered: CountryCode | null | undefined, last: MobileMoneyDetails | null, device: CountryCode): MobileMoneyForm {
  const country = registered ?? last?.country ?? device;
  return initialForm(country, last?.country === country ? last : null);
}

const editFreshly = {
  request: null,
  payment: null,
  balances: null,
  failure: null,
  notice: null,
} as const;

/**
 * /recharge: the form (amount, country, provider, phone), the provider's request to confirm on the
 * phone, then the outcome. Nothing is credited until the provider confirms (DESIGN §8). Effects,
 * provided by the screen: `resume` (a recharge still pending, the latest details), `startRecharge`,
 * `watchPayment` (sends payment.updated), `paymentStatus`, `loadBalances`, and the action
 * `paymentDismissed` (the player stopped waiting: a reload must not bring that payment back).
 */
export const rechargeMachine = setup({
  types: {
    input: {} as RechargeInput,
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
  },
  actors: {
    resume: fromPromise<MobileMoneyResume>(async () => {
      throw new Error('resume must be provided');
    }),
    startRecharge: fromPromise<MobileMoneyPayment, MobileMoneyRequest>(async () => {
      throw new Error('startRecharge must be provided');
    }),
    watchPayment: fromCallback<EventObject, { paymentId: string }>(() => {
      throw new Error('watchPayment must be provided');
    }),
    paymentStatus: fromPromise<MobileMoneyPayment | null, { paymentId: string }>(async () => {
      throw new Error('paymentStatus must be provided');
    }),
    loadBalances: fromPromise<Balances>(async () => {
      throw new Error('loadBalances must be provided');
    }),
  },
  actions: {
    paymentDismissed: (_, _params: { paymentId: string }) => {},
    changeForm: assign(({ context, event }) => changeForm(context.form, context.errors, event as MobileMoneyFormEvent)),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.form, checkRecharge).ok,
    hasPayment: ({ context }) => context.payment !== null,
    retryable: ({ context }) => context.failure?.retryable === true,
    isThisPayment: ({ context, event }) => event.type === 'payment.updated' && event.payment.id === context.payment?.id,
    succeeded: ({ context }) => context.payment?.status === 'succeeded',
    failed: ({ context }) => context.payment?.status === 'failed',
    expired: ({ context }) => context.payment?.status === 'expired',
  },
  delays: {
    RECHARGE_EXPIRY,
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({
    defaultCountry: input.defaultCountry,
    registeredCountry: input.registeredCountry ?? null,
    form: rechargeForm(input.registeredCountry, null, input.defaultCountry),
    errors: {},
    ...editFreshly,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'Looks for a recharge still waiting for its provider (a reload during the wait keeps waiting) and the latest details.',
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
              form: ({ context, event }) => rechargeForm(context.registeredCountry, event.output.last, context.defaultCountry),
            }),
          },
          { target: 'editing', actions: assign({ form: ({ context, event }) => rechargeForm(context.registeredCountry, event.output.last, context.defaultCountry) }) },
        ],
        // Nothing is known about earlier payments: the form still works, and the database keeps them apart.
        onError: { target: 'editing' },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        ...Object.fromEntries(FORM_EVENTS.map((type) => [type, { actions: 'changeForm' }])),
        'recharge.submit': [
          {
            guard: 'formValid',
            target: 'starting',
            actions: assign(({ context, event }) => {
              const checked = checkForm(context.form, checkRecharge);
              if (!checked.ok) return {};
              const { amount, provider, phone } = checked;
              return { errors: {}, notice: null, failure: null, request: { amount, provider, phone, idempotencyKey: event.idempotencyKey } };
            }),
          },
          {
            actions: assign(({ context }) => {
              const checked = checkForm(context.form, checkRecharge);
              return { errors: checked.ok ? {} : checked.errors, notice: null };
            }),
          },
        ],
      },
    },
    starting: {
      description: 'start_recharge with the attempt’s key: sent again, it answers the same payment and creates nothing.',
      tags: ['form', 'submitting'],
      invoke: {
        id: 'startRecharge',
        src: 'startRecharge',
        input: ({ context }) => context.request!,
        onDone: { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, RECHARGE_FALLBACK_ERROR) }) },
      },
    },
    routing: {
      description: 'Where the payment’s status leads.',
      always: [
        { guard: 'succeeded', target: 'confirming' },
        { guard: 'failed', target: 'refused' },
        { guard: 'expired', target: 'expired' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      description: 'The provider asked the player to confirm on their phone; gives up after RECHARGE_EXPIRY.',
      tags: ['waiting'],
      invoke: { id: 'watchPayment', src: 'watchPayment', input: ({ context }) => ({ paymentId: context.payment!.id }), onError: {} },
      after: { RECHARGE_EXPIRY: 'checkingExpiry' },
      on: {
        'payment.updated': [
          {
            guard: ({ context, event }) => event.payment.id === context.payment?.id && event.payment.status === 'pending',
            actions: assign({ payment: ({ event }) => event.payment }),
          },
          { guard: 'isThisPayment', target: 'routing', actions: assign({ payment: ({ event }) => event.payment }) },
        ],
        'recharge.cancel': {
          target: 'editing',
          actions: [
            { type: 'paymentDismissed', params: ({ context }) => ({ paymentId: context.payment!.id }) },
            assign({ ...editFreshly, notice: RECHARGE_STOPPED_WAITING }),
          ],
        },
      },
    },
    checkingExpiry: {
      description: 'Time is up: one last look at the payment, in case its confirmation was missed.',
      tags: ['waiting'],
      invoke: {
        id: 'paymentStatus',
        src: 'paymentStatus',
        input: ({ context }) => ({ paymentId: context.payment!.id }),
        onDone: [
          { guard: ({ event }) => event.output === null || event.output.status === 'pending', target: 'expired' },
          { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, RECHARGE_FALLBACK_ERROR) }) },
      },
    },
    refreshing: {
      description: '‘Réessayer’ after a failure once the payment exists: reads its status.',
      tags: ['waiting'],
      invoke: {
        id: 'paymentStatus',
        src: 'paymentStatus',
        input: ({ context }) => ({ paymentId: context.payment!.id }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'expired' },
          { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, RECHARGE_FALLBACK_ERROR) }) },
      },
    },
    confirming: {
      description: 'Credited: reads the new balances to show them.',
      tags: ['waiting'],
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        onDone: { target: 'succeeded', actions: assign({ balances: ({ event }) => event.output }) },
        onError: { target: 'succeeded' },
      },
    },
    succeeded: {
      tags: ['succeeded'],
      on: {
        'recharge.edit': { target: 'editing', actions: assign(({ context }) => ({ ...editFreshly, form: { ...context.form, amount: '' } })) },
      },
    },
    refused: {
      tags: ['refused'],
      on: { 'recharge.edit': { target: 'editing', actions: assign(editFreshly) } },
    },
    expired: {
      description: 'Nothing was credited; a confirmation that still arrives (just in time for the database) is shown.',
      tags: ['expired'],
      invoke: { id: 'watchPayment', src: 'watchPayment', input: ({ context }) => ({ paymentId: context.payment!.id }), onError: {} },
      on: {
        'payment.updated': {
          guard: ({ context, event }) => event.payment.id === context.payment?.id && event.payment.status === 'succeeded',
          target: 'confirming',
          actions: assign({ payment: ({ event }) => event.payment }),
        },
        'recharge.edit': { target: 'editing', actions: assign(editFreshly) },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'recharge.retry': [
          { guard: 'hasPayment', target: 'refreshing', actions: assign({ failure: null }) },
          { guard: 'retryable', target: 'starting', actions: assign({ failure: null }) },
        ],
        'recharge.edit': { target: 'editing', actions: assign(editFreshly) },
      },
    },
  },
});
