import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { WITHDRAWAL_RANGE_ERROR, overWinningsError } from '../../src/game/payments';
import type { MobileMoneyRequest, MobileMoneyResume } from '../mobile-money/mobile-money.types';
import { paymentOf, paymentWatcher } from '../mobile-money/payment-fakes';
import { controllablePromises } from '../session/controllable-promise';
import { WITHDRAWAL_FALLBACK_ERROR, type WithdrawalEvent, type WithdrawalReceipt, withdrawalMachine } from './withdrawal.machine';
import {
  selectCanRetry,
  selectErrors,
  selectFailure,
  selectForm,
  selectPayment,
  selectSubmitting,
  selectWinnings,
  selectWithdrawalStep,
} from './withdrawal.selectors';

const NETWORK = new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
const LAST_TG = { country: 'TG', provider: 'flooz', phone: '+22890123456' } as const;
const out = (overrides: Parameters<typeof paymentOf>[0] = {}) => paymentOf({ direction: 'out', provider: 'flooz', ...overrides });

async function start(winnings = 12_500, resume: MobileMoneyResume | Error = { pending: null, last: LAST_TG }) {
  const promises = controllablePromises();
  const watcher = paymentWatcher();
  const machine = withdrawalMachine.provide({
    actors: {
      resume: promises.logic<MobileMoneyResume>(),
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
  it('starts from the latest details, with the winnings the session knows', async () => {
    const { step, snapshot } = await start();
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: 'flooz', phone: '+228 90 12 34 56' });
    expect(selectWinnings(snapshot())).toBe(12_500);
  });

  it('starts in the default country when the player has never paid, or when nothing could be read', async () => {
    expect(selectForm((await start(0, { pending: null, last: null })).snapshot())).toEqual({ amount: '', country: 'CI', provider: null, phone: '' });
    expect(selectForm((await start(0, NETWORK)).snapshot()).country).toBe('CI');
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
    expect(selectErrors(snapshot()).amount).toBe('Le montant dépasse vos gains disponibles (1\u202f000 CFA).');
    send({ type: 'winnings.changed', winnings: 6000 });
    send({ type: 'withdrawal.submit', idempotencyKey: 'key-2' });
    expect(step()).toBe('form');
    expect(selectSubmitting(snapshot())).toBe(true);
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
    const { step, snapshot, watcher } = await start(7500, { pending: out({ id: 'pay-7' }), last: LAST_TG });
    expect(step()).toBe('pending');
    expect(selectPayment(snapshot())?.id).toBe('pay-7');
    expect([...watcher.watching]).toEqual(['pay-7']);
  });

  it('a new withdrawal after one paid keeps the provider and number', async () => {
    const { send, step, snapshot, watcher } = await pending5000();
    watcher.push(out({ status: 'succeeded' }));
    send({ type: 'withdrawal.edit' });
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toMatchObject({ amount: '', provider: 'flooz' });
    expect(selectPayment(snapshot())).toBeNull();
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
});
