import { assign, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { checkRecharge } from '../../src/game/payments';
import { type MobileMoneyForm, type MobileMoneyFormEvent, checkForm, initialForm } from '../mobile-money/mobile-money-form';
import {
  type MobileMoneyContext,
  type PaymentUpdated,
  changeFormOf,
  editAgain,
  editAnother,
  followPayment,
  formEvents,
  paymentGuards,
  paymentIs,
  resumed,
  retryRequest,
  submitForm,
  takePayment,
  thePayment,
  theRequest,
  toFailed,
  unprovided,
  unprovidedWatch,
  watchPayment,
} from '../mobile-money/mobile-money-states';
import type { Balances, MobileMoneyDetails, MobileMoneyPayment, MobileMoneyRequest, MobileMoneyResume } from '../mobile-money/mobile-money.types';

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

export interface RechargeContext extends MobileMoneyContext {
  registeredCountry?: CountryCode | null;
  /** the balances once the recharge is credited (null if they could not be read) */
  balances: Balances | null;
  notice: string | null;
}

export type RechargeEvent =
  | MobileMoneyFormEvent
  | { type: 'recharge.submit'; idempotencyKey: string }
  | PaymentUpdated
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

const checkRechargeForm = (context: RechargeContext) => checkForm(context.form, checkRecharge);

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
    resume: unprovided<MobileMoneyResume>('resume'),
    startRecharge: unprovided<MobileMoneyPayment, MobileMoneyRequest>('startRecharge'),
    watchPayment: unprovidedWatch,
    paymentStatus: unprovided<MobileMoneyPayment | null, { paymentId: string }>('paymentStatus'),
    loadBalances: unprovided<Balances>('loadBalances'),
  },
  actions: {
    paymentDismissed: (_, _params: { paymentId: string }) => {},
    changeForm: assign((args) => changeFormOf(args)),
  },
  guards: {
    ...paymentGuards,
    formValid: ({ context }) => checkRechargeForm(context).ok,
    hasPayment: ({ context }) => context.payment !== null,
    failed: paymentIs('failed'),
    expired: paymentIs('expired'),
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
        onDone: resumed((context, resume) => ({ form: rechargeForm(context.registeredCountry, resume.last, context.defaultCountry) })),
        // Nothing is known about earlier payments: the form still works, and the database keeps them apart.
        onError: { target: 'editing' },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        ...formEvents(FORM_EVENTS),
        'recharge.submit': submitForm('starting', checkRechargeForm, { notice: null }),
      },
    },
    starting: {
      description: 'start_recharge with the attempt’s key: sent again, it answers the same payment and creates nothing.',
      tags: ['form', 'submitting'],
      invoke: {
        id: 'startRecharge',
        src: 'startRecharge',
        input: theRequest,
        onDone: { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        onError: toFailed(RECHARGE_FALLBACK_ERROR),
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
      invoke: watchPayment,
      after: { RECHARGE_EXPIRY: 'checkingExpiry' },
      on: {
        'payment.updated': followPayment(),
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
        input: thePayment,
        onDone: [
          { guard: ({ event }) => event.output === null || event.output.status === 'pending', target: 'expired' },
          { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: toFailed(RECHARGE_FALLBACK_ERROR),
      },
    },
    refreshing: {
      description: '‘Réessayer’ after a failure once the payment exists: reads its status.',
      tags: ['waiting'],
      invoke: {
        id: 'paymentStatus',
        src: 'paymentStatus',
        input: thePayment,
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'expired' },
          { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: toFailed(RECHARGE_FALLBACK_ERROR),
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
      on: { 'recharge.edit': editAnother(editFreshly) },
    },
    refused: {
      tags: ['refused'],
      on: { 'recharge.edit': editAgain(editFreshly) },
    },
    expired: {
      description: 'Nothing was credited; a confirmation that still arrives (just in time for the database) is shown.',
      tags: ['expired'],
      invoke: watchPayment,
      on: {
        'payment.updated': {
          guard: ({ context, event }) => event.payment.id === context.payment?.id && event.payment.status === 'succeeded',
          target: 'confirming',
          actions: takePayment(),
        },
        'recharge.edit': editAgain(editFreshly),
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'recharge.retry': [{ guard: 'hasPayment', target: 'refreshing', actions: assign({ failure: null }) }, retryRequest('starting')],
        'recharge.edit': editAgain(editFreshly),
      },
    },
  },
});
