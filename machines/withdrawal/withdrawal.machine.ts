import { assign, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { type ProviderId, checkWithdrawal, isProviderOf } from '../../src/game/payments';
import { phoneCountry } from '../../src/game/phone';
import { type CheckedForm, type MobileMoneyForm, type MobileMoneyFormEvent, checkForm } from '../mobile-money/mobile-money-form';
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
  theRequest,
  toFailed,
  unprovided,
  unprovidedWatch,
  watchPayment,
} from '../mobile-money/mobile-money-states';
import { type Balances, type MobileMoneyDetails, type MobileMoneyPayment, type MobileMoneyRequest, type MobileMoneyResume, failureOf } from '../mobile-money/mobile-money.types';

export const WITHDRAWAL_FALLBACK_ERROR = 'Une erreur est survenue lors du retrait.';
export const WITHDRAWAL_PHONES_FALLBACK_ERROR = 'Impossible de charger vos numéros de retrait.';
export const WITHDRAWAL_PHONE_REQUIRED = 'Choisissez le numéro qui recevra le retrait.';

/** A number the player may withdraw to: one they recharged from successfully (the database refuses any other). */
export interface WithdrawalPhone {
  /** E.164 */
  phone: string;
  /** the provider of the latest successful recharge from it */
  provider: ProviderId;
  /** ISO instant */
  lastRechargedAt: string;
}

/** What /withdraw finds when it opens: a withdrawal still pending, the latest details, and the numbers it may pay to (latest recharged first). */
export interface WithdrawalResume extends MobileMoneyResume {
  phones: WithdrawalPhone[];
}

export interface WithdrawalInput {
  defaultCountry: CountryCode;
  /** the winnings the session knows when the screen opens; later changes arrive as winnings.changed */
  winnings: number;
}

export interface WithdrawalContext extends MobileMoneyContext {
  /** the numbers offered; the form's `phone` is one of them, in E.164 (chosen, never typed) */
  phones: WithdrawalPhone[];
  winnings: number;
}

/** What the withdrawal form takes: the amount, one of the player's numbers, and the provider. */
export type WithdrawalFormEvent =
  | Extract<MobileMoneyFormEvent, { type: 'amount.change' | 'amount.quick' | 'provider.change' }>
  | { type: 'phone.pick'; phone: string };

export type WithdrawalEvent =
  | WithdrawalFormEvent
  | { type: 'withdrawal.submit'; idempotencyKey: string }
  | { type: 'winnings.changed'; winnings: number }
  | PaymentUpdated
  | { type: 'withdrawal.retry' }
  | { type: 'withdrawal.edit' };

export interface WithdrawalReceipt extends Balances {
  payment: MobileMoneyPayment;
}

const FORM_EVENTS = ['amount.change', 'amount.quick', 'provider.change'] as const;

const editFreshly = { request: null, payment: null, failure: null } as const;

const ourPhones = (phones: readonly WithdrawalPhone[]) => phones.filter((phone) => phoneCountry(phone.phone) !== null);

/** The form on one of the player's numbers, with its provider (that of its latest recharge, if the country has it). */
function onPhone(form: MobileMoneyForm, phone: WithdrawalPhone, provider: ProviderId = phone.provider): MobileMoneyForm {
  const country = phoneCountry(phone.phone)!;
  return { ...form, country, phone: phone.phone, provider: isProviderOf(country, provider) ? provider : null };
}

/**
 * A new form: on the number of the player's latest payment if they may withdraw to it (with its
 * provider), else on the number they last recharged from; with no number, nothing chosen.
 */
export function withdrawalForm(defaultCountry: CountryCode, phones: readonly WithdrawalPhone[], last: MobileMoneyDetails | null): MobileMoneyForm {
  const empty: MobileMoneyForm = { amount: '', country: defaultCountry, provider: null, phone: '' };
  const lastUsed = last ? phones.find((phone) => phone.phone === last.phone) : undefined;
  if (lastUsed) return onPhone(empty, lastUsed, last!.provider);
  return phones[0] ? onPhone(empty, phones[0]) : empty;
}

/** Every field checked at once; the number must be one of the player's. */
function checkWithdrawalForm(context: WithdrawalContext): CheckedForm {
  const checked = checkForm(context.form, (amount) => checkWithdrawal(amount, context.winnings));
  const known = context.phones.some((phone) => phone.phone === context.form.phone);
  if (known) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), phone: WITHDRAWAL_PHONE_REQUIRED } };
}

/** What /withdraw shows from what it found: the numbers it may pay to, the form on the latest used. */
function showResume(context: WithdrawalContext, resume: WithdrawalResume) {
  const phones = ourPhones(resume.phones);
  return { phones, form: withdrawalForm(context.defaultCountry, phones, resume.last) };
}

/** request_withdrawal refused the number: never recharged from successfully (src/api's MoneyError carries the code). */
const isUnknownPhone = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unknown_withdrawal_phone';

/**
 * /withdraw: winnings to mobile money, 500 to 1 000 000 CFA and no more than the winnings, to a number
 * the player has recharged from successfully (the only ones the database pays to). The database debits
 * the winnings at once (held); the provider then pays, or fails and the amount is given back (DESIGN §8).
 * Effects, provided by the screen: `resume` (a withdrawal still pending, the latest details, the
 * player's numbers), `requestWithdrawal`, `watchPayment` (sends payment.updated).
 */
export const withdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    resume: unprovided<WithdrawalResume>('resume'),
    requestWithdrawal: unprovided<WithdrawalReceipt, MobileMoneyRequest>('requestWithdrawal'),
    watchPayment: unprovidedWatch,
  },
  actions: {
    changeForm: assign((args) => changeFormOf(args)),
    pickPhone: assign(({ context }, params: { phone: string }) => {
      const phone = context.phones.find((candidate) => candidate.phone === params.phone);
      if (!phone || phone.phone === context.form.phone) return {};
      return { form: onPhone(context.form, phone), errors: { ...context.errors, phone: undefined, provider: undefined } };
    }),
  },
  guards: {
    ...paymentGuards,
    formValid: ({ context }) => checkWithdrawalForm(context).ok,
    noPhones: ({ context }) => context.phones.length === 0,
    failedOrExpired: paymentIs('failed', 'expired'),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    defaultCountry: input.defaultCountry,
    phones: [],
    form: withdrawalForm(input.defaultCountry, [], null),
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
      description: 'Looks for a withdrawal still waiting for its provider, the latest details and the numbers the player may withdraw to.',
      tags: ['loading'],
      invoke: {
        id: 'resume',
        src: 'resume',
        onDone: resumed(showResume),
        onError: { target: 'unavailable', actions: assign({ failure: ({ event }) => failureOf(event.error, WITHDRAWAL_PHONES_FALLBACK_ERROR) }) },
      },
    },
    unavailable: {
      description: 'The numbers the player may withdraw to could not be read: no form that could only guess them.',
      tags: ['unavailable'],
      on: { 'withdrawal.retry': { target: 'resuming', actions: assign({ failure: null }) } },
    },
    noPhone: {
      description: 'The player never recharged successfully: no number may receive a withdrawal (the screen leads to /recharge).',
      tags: ['noPhone'],
    },
    editing: {
      tags: ['form'],
      always: { guard: 'noPhones', target: 'noPhone' },
      on: {
        ...formEvents(FORM_EVENTS),
        'phone.pick': { actions: { type: 'pickPhone', params: ({ event }) => ({ phone: event.phone }) } },
        'withdrawal.submit': submitForm('requesting', checkWithdrawalForm),
      },
    },
    requesting: {
      description: 'request_withdrawal with the attempt’s key: sent again, it answers the same withdrawal and debits nothing more.',
      tags: ['form', 'submitting'],
      invoke: {
        id: 'requestWithdrawal',
        src: 'requestWithdrawal',
        input: theRequest,
        onDone: {
          target: 'routing',
          actions: assign({ payment: ({ event }) => event.output.payment, winnings: ({ event }) => event.output.winnings }),
        },
        onError: [
          {
            // the form again, as it was, with the refusal's sentence on the number
            guard: ({ event }) => isUnknownPhone(event.error),
            target: 'editing',
            actions: assign({ request: null, errors: ({ event }) => ({ phone: failureOf(event.error, WITHDRAWAL_FALLBACK_ERROR).message }) }),
          },
          toFailed(WITHDRAWAL_FALLBACK_ERROR),
        ],
      },
    },
    routing: {
      description: 'Where the payment’s status leads.',
      always: [{ guard: 'succeeded', target: 'paid' }, { guard: 'failedOrExpired', target: 'reversed' }, { target: 'pending' }],
    },
    pending: {
      description: 'Debited from the winnings; the provider has yet to pay. Withdrawals never expire on their own.',
      tags: ['pending'],
      invoke: watchPayment,
      on: { 'payment.updated': followPayment() },
    },
    paid: {
      tags: ['paid'],
      on: { 'withdrawal.edit': editAnother(editFreshly) },
    },
    reversed: {
      description: 'The provider failed the payout: the database gave the amount back to the winnings.',
      tags: ['reversed'],
      on: { 'withdrawal.edit': editAgain(editFreshly) },
    },
    failed: {
      tags: ['failed'],
      on: {
        'withdrawal.retry': retryRequest('requesting'),
        'withdrawal.edit': editAgain(editFreshly),
      },
    },
  },
});
