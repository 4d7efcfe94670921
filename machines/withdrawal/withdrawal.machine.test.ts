import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { WITHDRAWAL_RANGE_ERROR, overWinningsError } from '../../src/game/payments';
import type { MobileMoneyRequest } from '../mobile-money/mobile-money.types';
import { paymentOf, paymentWatcher } from '../../tests/kit/payment-fakes';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import {
  WITHDRAWAL_FALLBACK_ERROR,
  WITHDRAWAL_PHONES_FALLBACK_ERROR,
  WITHDRAWAL_PHONE_REQUIRED,
  type WithdrawalEvent,
  type WithdrawalPhone,
  type WithdrawalReceipt,
  type WithdrawalResume,
  withdrawalMachine,
} from './withdrawal.machine';
import {
  selectCanRetry,
  selectErrors,
  selectFailure,
  selectForm,
  selectPayment,
  selectPhones,
  selectProviders,
  selectSubmitting,
  selectWinnings,
  selectWithdrawalStep,
} from './withdrawal.selectors';
import { cfa } from '../../tests/kit/amounts';

const NETWORK = new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
const LAST_TG = { country: 'TG', provider: 'flooz', phone: '+22890123456' } as const;
/** Two numbers recharged from: a Flooz one in Togo (the latest), a Wave one in Côte d'Ivoire. */
const FLOOZ: WithdrawalPhone = { phone: '+22890123456', provider: 'flooz', lastRechargedAt: '2026-11-22T10:00:00.000Z' };
const WAVE: WithdrawalPhone = { phone: '+2250712345678', provider: 'wave', lastRechargedAt: '2026-11-20T10:00:00.000Z' };
const out = (overrides: Parameters<typeof paymentOf>[0] = {}) => paymentOf({ direction: 'out', provider: 'flooz', ...overrides });
const UNKNOWN_PHONE = Object.assign(
  new Error("Ce numéro n'a jamais servi à une recharge réussie : les retraits ne sont envoyés qu'aux numéros depuis lesquels vous avez rechargé."),
  { code: 'unknown_withdrawal_phone' },
);

async function start(winnings = 12_500, resume: WithdrawalResume | Error = { pending: null, last: LAST_TG, phones: [FLOOZ, WAVE] }) {
  const promises = controllablePromises();
  const watcher = paymentWatcher();
  const machine = withdrawalMachine.provide({
    actors: {
      resume: promises.logic<WithdrawalResume>(),
      requestWithdrawal: promises.logic<WithdrawalReceipt, MobileMoneyRequest>(),
      watchPayment: watcher.logic,
    },
  });
  const actor = createActor(machine, { input: { defaultCountry: 'CI', winnings } }).start();
  await promises.settle('resume', resume instanceof Error ? { error: resume } : { output: resume });
  const send = (event: WithdrawalEvent) => actor.send(event);
  const snapshot = () => actor.getSnapshot();
  const step = () => selectWithdrawalStep(snapshot());
  return { actor, promises, watcher, send, snapshot, step };
}

async function pending5000() {
  const flow = await start();
  flow.send({ type: 'amount.change', value: '5000' });
  flow.send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
  await flow.promises.settle('requestWithdrawal', { output: { payment: out(), balance: 0, winnings: 7500 } });
  return flow;
}

describe('withdrawal machine: the form', () => {
  it("starts on the latest payment's number when the player may withdraw to it, with the winnings the session knows", async () => {
    const { step, snapshot } = await start();
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: 'flooz', phone: '+22890123456' });
    expect(selectPhones(snapshot())).toEqual([FLOOZ, WAVE]);
    expect(selectWinnings(snapshot())).toBe(12_500);
  });

  it('keeps the provider of the latest payment to that number (a withdrawal by Wave to an Orange number)', async () => {
    const orange: WithdrawalPhone = { ...WAVE, provider: 'orange_money' };
    const { snapshot } = await start(12_500, { pending: null, last: { country: 'CI', provider: 'wave', phone: WAVE.phone }, phones: [FLOOZ, orange] });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'CI', provider: 'wave', phone: WAVE.phone });
  });

  it('starts on the number last recharged from when the latest payment was from a number it may not pay to (a refused recharge)', async () => {
    const { snapshot } = await start(12_500, { pending: null, last: { country: 'TG', provider: 'tmoney', phone: '+22890990000' }, phones: [WAVE, FLOOZ] });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'CI', provider: 'wave', phone: WAVE.phone });
    expect(selectProviders(snapshot()).map((provider) => provider.id)).toEqual(['orange_money', 'mtn_momo', 'moov_money', 'wave']);
  });

  it('offers another of the player\'s numbers, with the provider it was recharged with, and no number of anyone else', async () => {
    const { send, snapshot } = await start();
    send({ type: 'phone.pick', phone: WAVE.phone });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'CI', provider: 'wave', phone: WAVE.phone });
    send({ type: 'provider.change', provider: 'orange_money' });
    send({ type: 'phone.pick', phone: '+22891000000' });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'CI', provider: 'orange_money', phone: WAVE.phone });
    send({ type: 'phone.pick', phone: FLOOZ.phone });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: 'flooz', phone: FLOOZ.phone });
  });

  it('says so when the player has no number to withdraw to: no form', async () => {
    const { step, snapshot, send, promises } = await start(12_500, { pending: null, last: LAST_TG, phones: [] });
    expect(step()).toBe('noPhone');
    expect(selectPhones(snapshot())).toEqual([]);
    send({ type: 'amount.change', value: '5000' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    expect(step()).toBe('noPhone');
    expect(promises.calls.map((call) => call.id)).toEqual(['resume']);
  });

  it('says when the numbers cannot be read, rather than a form that would guess them, and reads them again', async () => {
    const { step, snapshot, send, promises } = await start(0, NETWORK);
    expect(step()).toBe('unavailable');
    expect(selectFailure(snapshot())).toEqual({ message: NETWORK.message, retryable: true });
    send({ type: 'withdrawal.retry' });
    expect(step()).toBe('loading');
    await promises.settle('resume', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: WITHDRAWAL_PHONES_FALLBACK_ERROR, retryable: true });
    expect(WITHDRAWAL_PHONES_FALLBACK_ERROR).toBe('Impossible de charger vos numéros de retrait.');
    send({ type: 'withdrawal.retry' });
    await promises.settle('resume', { output: { pending: null, last: null, phones: [FLOOZ] } });
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: 'flooz', phone: FLOOZ.phone });
    expect(selectFailure(snapshot())).toBeNull();
  });

  it.each([
    ['499', WITHDRAWAL_RANGE_ERROR],
    ['1000001', WITHDRAWAL_RANGE_ERROR],
    ['12501', overWinningsError(12_500)],
  ])('refuses %s CFA with %j and calls nothing', async (amount, message) => {
    const { send, snapshot, promises, step } = await start();
    send({ type: 'amount.change', value: amount });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    expect(step()).toBe('form');
    expect(selectErrors(snapshot())).toEqual({ amount: message });
    expect(promises.calls.map((call) => call.id)).toEqual(['resume']);
  });

  it('checks against the winnings as they change (a payout arrives, another tab converts)', async () => {
    const { send, snapshot, step } = await start(1000);
    send({ type: 'amount.change', value: '5000' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    expect(selectErrors(snapshot()).amount).toBe(cfa('Le montant dépasse vos gains disponibles (1 000 CFA).'));
    send({ type: 'winnings.changed', winnings: 6000 });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-2' });
    expect(step()).toBe('form');
    expect(selectSubmitting(snapshot())).toBe(true);
  });

  it('never sends a number that is not one of the player\'s (a state no event leads to, resolved as a replay would)', () => {
    const resolved = withdrawalMachine.resolveState({
      value: 'editing',
      context: {
        defaultCountry: 'TG',
        phones: [FLOOZ],
        form: { amount: '5000', country: 'TG', provider: 'flooz', phone: '+22891000001' },
        errors: {},
        winnings: 12_500,
        request: null,
        payment: null,
        failure: null,
      },
    });
    const actor = createActor(withdrawalMachine, { snapshot: resolved, input: { defaultCountry: 'TG', winnings: 12_500 } }).start();
    actor.send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    expect(selectWithdrawalStep(actor.getSnapshot())).toBe('form');
    expect(selectErrors(actor.getSnapshot())).toEqual({ phone: WITHDRAWAL_PHONE_REQUIRED });
    expect(WITHDRAWAL_PHONE_REQUIRED).toBe('Choisissez le numéro qui recevra le retrait.');
  });

  it('sends the amount, provider, E.164 number and the attempt’s key', async () => {
    const { send, promises } = await start();
    send({ type: 'amount.change', value: '500' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-2' });
    expect(promises.calls.slice(1)).toEqual([{ id: 'requestWithdrawal', input: { amount: 500, provider: 'flooz', phone: '+22890123456', idempotencyKey: 'key-1' } }]);
  });
});

describe('withdrawal machine: pending until the provider confirms', () => {
  it('is pending, with the winnings already debited, then paid', async () => {
    const { step, snapshot, watcher } = await pending5000();
    expect(step()).toBe('pending');
    expect(selectWinnings(snapshot())).toBe(7500);
    expect(selectPayment(snapshot())).toMatchObject({ amount: 5000, status: 'pending' });
    expect([...watcher.watching]).toEqual(['pay-1']);
    watcher.push(out({ id: 'other', status: 'failed' }));
    expect(step()).toBe('pending');
    watcher.push(out({ status: 'succeeded' }));
    expect(step()).toBe('paid');
    expect(watcher.watching.size).toBe(0);
  });

  it('hearing the payment still pending keeps the one watch it has', async () => {
    const { step, watcher } = await pending5000();
    const unsubscribed: string[] = [];
    watcher.onStop = (id) => unsubscribed.push(id);
    watcher.push(out({ status: 'pending' }));
    watcher.push(out({ status: 'pending' }));
    expect(step()).toBe('pending');
    expect(unsubscribed).toEqual([]);
    expect(watcher.starts).toBe(1);
  });

  it.each(['failed', 'expired'] as const)('a %s payout is reversed, and says so', async (status) => {
    const { step, watcher } = await pending5000();
    watcher.push(out({ status }));
    expect(step()).toBe('reversed');
  });

  it('after a reload, finds the withdrawal still pending', async () => {
    const { step, snapshot, watcher } = await start(7500, { pending: out({ id: 'pay-7' }), last: LAST_TG, phones: [FLOOZ] });
    expect(step()).toBe('pending');
    expect(selectPayment(snapshot())?.id).toBe('pay-7');
    expect([...watcher.watching]).toEqual(['pay-7']);
  });

  it('a new withdrawal after one paid keeps the provider and number', async () => {
    const { send, step, snapshot, watcher } = await pending5000();
    watcher.push(out({ status: 'succeeded' }));
    send({ type: 'withdrawal.edit' });
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toMatchObject({ amount: '', provider: 'flooz', phone: FLOOZ.phone });
    expect(selectPayment(snapshot())).toBeNull();
  });

  it('a withdrawal pending from before the rule, with no number to withdraw to: once paid, no form', async () => {
    const { send, step, watcher } = await start(7500, { pending: out({ id: 'pay-8' }), last: LAST_TG, phones: [] });
    expect(step()).toBe('pending');
    watcher.push(out({ id: 'pay-8', status: 'succeeded' }));
    send({ type: 'withdrawal.edit' });
    expect(step()).toBe('noPhone');
  });
});

describe('withdrawal machine: failures never debit twice', () => {
  it("'Réessayer' sends the same request with the same key", async () => {
    const { send, promises, step, snapshot } = await start();
    send({ type: 'amount.change', value: '5000' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    await promises.settle('requestWithdrawal', { error: NETWORK });
    expect(step()).toBe('failed');
    expect(selectCanRetry(snapshot())).toBe(true);
    send({ type: 'withdrawal.retry' });
    await promises.settle('requestWithdrawal', { output: { payment: out(), balance: 0, winnings: 7500 } });
    expect(step()).toBe('pending');
    const requests = promises.calls.filter((call) => call.id === 'requestWithdrawal').map((call) => call.input);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });

  it("shows the database's refusal, which only an edit can follow, and the fallback for an unknown error", async () => {
    const { send, promises, step, snapshot } = await start();
    send({ type: 'amount.change', value: '5000' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    await promises.settle('requestWithdrawal', { error: Object.assign(new Error('Gains insuffisants : il vous manque 500 CFA.'), { code: 'insufficient_funds' }) });
    expect(selectFailure(snapshot())).toEqual({ message: 'Gains insuffisants : il vous manque 500 CFA.', retryable: false });
    send({ type: 'withdrawal.retry' });
    expect(step()).toBe('failed');
    send({ type: 'withdrawal.edit' });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-2' });
    await promises.settle('requestWithdrawal', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: WITHDRAWAL_FALLBACK_ERROR, retryable: true });
    expect(WITHDRAWAL_FALLBACK_ERROR).toBe('Une erreur est survenue lors du retrait.');
  });

  it('a number the database does not pay to: the form again, as typed, the refusal on the number', async () => {
    const { send, promises, step, snapshot } = await start();
    send({ type: 'amount.change', value: '5000' });
    send({ type: 'phone.pick', phone: WAVE.phone });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-1' });
    await promises.settle('requestWithdrawal', { error: UNKNOWN_PHONE });
    expect(step()).toBe('form');
    expect(selectSubmitting(snapshot())).toBe(false);
    expect(selectForm(snapshot())).toEqual({ amount: '5000', country: 'CI', provider: 'wave', phone: WAVE.phone });
    expect(selectErrors(snapshot())).toEqual({ phone: UNKNOWN_PHONE.message });
    expect(selectFailure(snapshot())).toBeNull();
    // another number: its error goes, and the next attempt has its own key
    send({ type: 'phone.pick', phone: FLOOZ.phone });
    expect(selectErrors(snapshot()).phone).toBeUndefined();
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-2' });
    expect(promises.calls.at(-1)).toEqual({ id: 'requestWithdrawal', input: { amount: 5000, provider: 'flooz', phone: FLOOZ.phone, idempotencyKey: 'key-2' } });
  });
});
