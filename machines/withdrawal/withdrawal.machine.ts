import { type EventObject, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { type ProviderId, checkWithdrawal, isProviderOf } from '../../src/game/payments';
import { phoneCountry } from '../../src/game/phone';
import { type FieldErrors, type MobileMoneyForm, type MobileMoneyFormEvent, changeForm, checkForm } from '../mobile-money/mobile-money-form';
import {
  type Balances,
  type Failure,
  type MobileMoneyDetails,
  type MobileMoneyPayment,
  type MobileMoneyRequest,
  type MobileMoneyResume,
  failureOf,
} from '../mobile-money/mobile-money.types';

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

export interface WithdrawalContext {
  defaultCountry: CountryCode;
  /** the numbers offered; the form's `phone` is one of them, in E.164 (chosen, never typed) */
  phones: WithdrawalPhone[];
  form: MobileMoneyForm;
  errors: FieldErrors;
  winnings: number;
  request: MobileMoneyRequest | null;
  payment: MobileMoneyPayment | null;
  failure: Failure | null;
}

/** What the withdrawal form takes: the amount, one of the player's numbers, and the provider. */
export type WithdrawalFormEvent =
  | Extract<MobileMoneyFormEvent, { type: 'amount.change' | 'amount.quick' | 'provider.change' }>
  | { type: 'phone.pick'; phone: string };

export type WithdrawalEvent =
  | WithdrawalFormEvent
  | { type: 'withdrawal.submit'; idempotencyKey: string }
  | { type: 'winnings.changed'; winnings: number }
  | { type: 'payment.updated'; payment: MobileMoneyPayment }
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

type CheckedWithdrawal = ReturnType<typeof checkForm>;

/** Every field checked at once; the number must be one of the player's. */
function checkWithdrawalForm(context: WithdrawalContext): CheckedWithdrawal {
  const checked = checkForm(context.form, (amount) => checkWithdrawal(amount, context.winnings));
  const known = context.phones.some((phone) => phone.phone === context.form.phone);
  if (known) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), phone: WITHDRAWAL_PHONE_REQUIRED } };
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
    resume: fromPromise<WithdrawalResume>(async () => {
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
    pickPhone: assign(({ context }, params: { phone: string }) => {
      const phone = context.phones.find((candidate) => candidate.phone === params.phone);
      if (!phone || phone.phone === context.form.phone) return {};
      return { form: onPhone(context.form, phone), errors: { ...context.errors, phone: undefined, provider: undefined } };
    }),
    showResume: assign(({ context }, resume: WithdrawalResume) => {
      const phones = ourPhones(resume.phones);
      return { phones, form: withdrawalForm(context.defaultCountry, phones, resume.last) };
    }),
  },
  guards: {
    formValid: ({ context }) => checkWithdrawalForm(context).ok,
    noPhones: ({ context }) => context.phones.length === 0,
    retryable: ({ context }) => context.failure?.retryable === true,
    succeeded: ({ context }) => context.payment?.status === 'succeeded',
    failedOrExpired: ({ context }) => context.payment?.status === 'failed' || context.payment?.status === 'expired',
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
        onDone: [
          {
            guard: ({ event }) => event.output.pending !== null,
            target: 'routing',
            actions: [{ type: 'showResume', params: ({ event }) => event.output }, assign({ payment: ({ event }) => event.output.pending })],
          },
          { target: 'editing', actions: { type: 'showResume', params: ({ event }) => event.output } },
        ],
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
        ...Object.fromEntries(FORM_EVENTS.map((type) => [type, { actions: 'changeForm' }])),
        'phone.pick': { actions: { type: 'pickPhone', params: ({ event }) => ({ phone: event.phone }) } },
        'withdrawal.submit': [
          {
            guard: 'formValid',
            target: 'requesting',
            actions: assign(({ context, event }) => {
              const checked = checkWithdrawalForm(context);
              if (!checked.ok) return {};
              const { amount, provider, phone } = checked;
              return { errors: {}, failure: null, request: { amount, provider, phone, idempotencyKey: event.idempotencyKey } };
            }),
          },
          {
            actions: assign(({ context }) => {
              const checked = checkWithdrawalForm(context);
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
        onError: [
          {
            // the form again, as it was, with the refusal's sentence on the number
            guard: ({ event }) => isUnknownPhone(event.error),
            target: 'editing',
            actions: assign({ request: null, errors: ({ event }) => ({ phone: failureOf(event.error, WITHDRAWAL_FALLBACK_ERROR).message }) }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, WITHDRAWAL_FALLBACK_ERROR) }) },
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
