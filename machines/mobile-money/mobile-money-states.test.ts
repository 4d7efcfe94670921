import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { checkRecharge } from '../../src/game/payments';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { paymentOf, paymentWatcher } from '../../tests/kit/payment-fakes';
import { type MobileMoneyFormEvent, checkForm, initialForm } from './mobile-money-form';
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
} from './mobile-money-states';
import type { MobileMoneyPayment, MobileMoneyRequest, MobileMoneyResume } from './mobile-money.types';

interface PayContext extends MobileMoneyContext {
  notice: string | null;
}

type PayEvent = MobileMoneyFormEvent | { type: 'pay.submit'; idempotencyKey: string } | PaymentUpdated | { type: 'pay.retry' } | { type: 'pay.edit' };

const fresh = { request: null, payment: null, failure: null } as const;
const check = (context: PayContext) => checkForm(context.form, checkRecharge);

/** The smallest wallet machine: the shared transitions only, under names of its own. */
const payMachine = setup({
  types: { context: {} as PayContext, events: {} as PayEvent },
  actors: {
    resume: unprovided<MobileMoneyResume>('resume'),
    pay: unprovided<MobileMoneyPayment, MobileMoneyRequest>('pay'),
    watchPayment: unprovidedWatch,
  },
  actions: { changeForm: assign((args) => changeFormOf(args)) },
  guards: { ...paymentGuards, formValid: ({ context }) => check(context).ok, over: paymentIs('failed', 'expired') },
}).createMachine({
  id: 'pay',
  context: { defaultCountry: 'TG', form: initialForm('TG', null), errors: {}, ...fresh, notice: 'Bienvenue' },
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        id: 'resume',
        src: 'resume',
        onDone: resumed((context, resume) => ({ form: initialForm(context.defaultCountry, resume.last) })),
        onError: 'editing',
      },
    },
    editing: {
      on: { ...formEvents(['amount.change', 'provider.change', 'phone.change']), 'pay.submit': submitForm('paying', check, { notice: null }) },
    },
    paying: {
      invoke: { id: 'pay', src: 'pay', input: theRequest, onDone: { target: 'routing', actions: assign({ payment: ({ event }) => event.output }) }, onError: toFailed('Le paiement a échoué.') },
    },
    routing: { always: [{ guard: 'succeeded', target: 'paid' }, { guard: 'over', target: 'refused' }, { target: 'watching' }] },
    watching: { invoke: watchPayment, on: { 'payment.updated': followPayment() } },
    paid: { on: { 'pay.edit': editAnother(fresh) } },
    refused: { on: { 'pay.edit': editAgain(fresh) } },
    failed: { on: { 'pay.retry': retryRequest('paying'), 'pay.edit': editAgain(fresh) } },
  },
});

const NETWORK = new Error('Impossible de joindre le serveur.');

async function start(resume: MobileMoneyResume = { pending: null, last: null }) {
  const promises = controllablePromises();
  const watcher = paymentWatcher();
  const machine = payMachine.provide({
    actors: { resume: promises.logic<MobileMoneyResume>(), pay: promises.logic<MobileMoneyPayment, MobileMoneyRequest>(), watchPayment: watcher.logic },
  });
  const actor = createActor(machine).start();
  await promises.settle('resume', { output: resume });
  const send = (event: PayEvent) => actor.send(event);
  const fill = (amount = '5000') => {
    send({ type: 'amount.change', value: amount });
    send({ type: 'provider.change', provider: 'tmoney' });
    send({ type: 'phone.change', value: '90 12 34 56' });
  };
  return { actor, promises, watcher, send, fill, snapshot: () => actor.getSnapshot() };
}

/** Up to the payment watched: 5 000 CFA by T-Money, key-1. */
async function watching() {
  const flow = await start();
  flow.fill();
  flow.send({ type: 'pay.submit', idempotencyKey: 'key-1' });
  await flow.promises.settle('pay', { output: paymentOf() });
  return flow;
}

describe('the wallet machines’ shared transitions', () => {
  it('an effect the screen did not provide fails with its name, a failure the same request may retry', async () => {
    const actor = createActor(payMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'amount.change', value: '5000' });
    actor.send({ type: 'provider.change', provider: 'tmoney' });
    actor.send({ type: 'phone.change', value: '90 12 34 56' });
    actor.send({ type: 'pay.submit', idempotencyKey: 'key-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'pay must be provided', retryable: true });
  });

  it('resumed: the form starts from the latest details; a payment still pending is watched again', async () => {
    const last = { country: 'TG', provider: 'flooz', phone: '+22898765432' } as const;
    expect((await start({ pending: null, last })).snapshot().context.form).toEqual({ amount: '', country: 'TG', provider: 'flooz', phone: '+228 98 76 54 32' });
    const { snapshot, watcher } = await start({ pending: paymentOf({ id: 'pay-9' }), last });
    expect(snapshot().value).toBe('watching');
    expect(snapshot().context.payment?.id).toBe('pay-9');
    expect([...watcher.watching]).toEqual(['pay-9']);
  });

  it('a field changed loses its error; submitted, an invalid form shows every error and stays, a valid one sends its attempt with the key', async () => {
    const { send, fill, snapshot, promises } = await start();
    send({ type: 'pay.submit', idempotencyKey: 'key-1' });
    expect(snapshot().value).toBe('editing');
    expect(Object.keys(snapshot().context.errors).filter((field) => snapshot().context.errors[field as 'amount'])).toEqual(['amount', 'provider', 'phone']);
    expect(snapshot().context.notice).toBeNull();
    send({ type: 'amount.change', value: '5000' });
    expect(snapshot().context.errors.amount).toBeUndefined();
    expect(snapshot().context.errors.phone).toBeDefined();
    fill();
    send({ type: 'pay.submit', idempotencyKey: 'key-2' });
    expect(snapshot().value).toBe('paying');
    expect(snapshot().context.errors).toEqual({});
    expect(promises.calls.at(-1)).toEqual({ id: 'pay', input: { amount: 5000, provider: 'tmoney', phone: '+22890123456', idempotencyKey: 'key-2' } });
  });

  it('follows the payment watched: another payment’s news is ignored, a pending one kept without watching again, an outcome routed', async () => {
    const { watcher, snapshot } = await watching();
    expect(snapshot().value).toBe('watching');
    watcher.push(paymentOf({ id: 'pay-2', status: 'succeeded' }));
    expect(snapshot().value).toBe('watching');
    watcher.push(paymentOf({ status: 'pending', failureReason: null }));
    expect(snapshot().context.payment?.failureReason).toBeNull();
    expect(watcher.starts).toBe(1);
    watcher.push(paymentOf({ status: 'failed', failureReason: 'declined' }));
    expect(snapshot().value).toBe('refused');
    expect(watcher.watching.size).toBe(0);
  });

  it('a failure may be retried with the same attempt only when it allows it', async () => {
    const { send, fill, snapshot, promises } = await start();
    fill();
    send({ type: 'pay.submit', idempotencyKey: 'key-1' });
    await promises.settle('pay', { error: NETWORK });
    expect(snapshot().context.failure).toEqual({ message: NETWORK.message, retryable: true });
    send({ type: 'pay.retry' });
    expect(snapshot().value).toBe('paying');
    expect(snapshot().context.failure).toBeNull();
    expect(promises.calls.filter((call) => call.id === 'pay').map((call) => call.input)).toEqual([1, 2].map(() => ({ amount: 5000, provider: 'tmoney', phone: '+22890123456', idempotencyKey: 'key-1' })));
    await promises.settle('pay', { error: Object.assign(new Error(''), { code: 'limit_reached' }) });
    expect(snapshot().context.failure).toEqual({ message: 'Le paiement a échoué.', retryable: false });
    send({ type: 'pay.retry' });
    expect(snapshot().value).toBe('failed');
  });

  it('back to the form: after a payment went through the amount is typed again; after a refusal the form is as it was', async () => {
    const paid = await watching();
    paid.watcher.push(paymentOf({ status: 'succeeded' }));
    expect(paid.snapshot().value).toBe('paid');
    paid.send({ type: 'pay.edit' });
    expect(paid.snapshot().value).toBe('editing');
    expect(paid.snapshot().context).toMatchObject({ ...fresh, form: { amount: '', country: 'TG', provider: 'tmoney', phone: '90 12 34 56' } });
    const refused = await watching();
    refused.watcher.push(paymentOf({ status: 'expired' }));
    refused.send({ type: 'pay.edit' });
    expect(refused.snapshot().context).toMatchObject({ ...fresh, form: { amount: '5000', country: 'TG', provider: 'tmoney', phone: '90 12 34 56' } });
  });
});
