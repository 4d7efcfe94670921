import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { AMOUNT_FORMAT_ERROR, RECHARGE_RANGE_ERROR } from '../../src/game/payments';
import { PHONE_REQUIRED_ERROR, invalidPhoneError } from '../../src/game/phone';
import { PROVIDER_REQUIRED_ERROR } from '../mobile-money/mobile-money-form';
import type { Balances, MobileMoneyPayment, MobileMoneyRequest, MobileMoneyResume } from '../mobile-money/mobile-money.types';
import { paymentOf, paymentWatcher } from '../../tests/kit/payment-fakes';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { RECHARGE_EXPIRY, RECHARGE_FALLBACK_ERROR, RECHARGE_STOPPED_WAITING, type RechargeEvent, type RechargeInput, rechargeMachine } from './recharge.machine';
import {
  selectBalances,
  selectCanRetry,
  selectErrors,
  selectFailure,
  selectForm,
  selectNotice,
  selectPayment,
  selectProviders,
  selectRechargeStep,
  selectSubmitting,
} from './recharge.selectors';
import { cfa } from '../../tests/kit/amounts';

const NETWORK = new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
/** A refusal of the database, as src/api's MoneyError carries it: a French message and a stable code. */
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

async function start(resume: MobileMoneyResume | Error = { pending: null, last: null }, input: RechargeInput = { defaultCountry: 'TG' }) {
  const promises = controllablePromises();
  const watcher = paymentWatcher();
  const paymentDismissed = vi.fn();
  const clock = new SimulatedClock();
  const machine = rechargeMachine.provide({
    actors: {
      resume: promises.logic<MobileMoneyResume>(),
      startRecharge: promises.logic<MobileMoneyPayment, MobileMoneyRequest>(),
      paymentStatus: promises.logic<MobileMoneyPayment | null, { paymentId: string }>(),
      loadBalances: promises.logic<Balances>(),
      watchPayment: watcher.logic,
    },
    actions: { paymentDismissed: (_, params) => paymentDismissed(params.paymentId) },
  });
  const actor = createActor(machine, { clock, input }).start();
  await promises.settle('resume', resume instanceof Error ? { error: resume } : { output: resume });
  const send = (event: RechargeEvent) => actor.send(event);
  const snapshot = () => actor.getSnapshot();
  const step = () => selectRechargeStep(snapshot());
  const fill = (amount: string, phone = '90 12 34 56', provider: 'tmoney' | 'flooz' = 'tmoney') => {
    send({ type: 'amount.change', value: amount });
    send({ type: 'provider.change', provider });
    send({ type: 'phone.change', value: phone });
  };
  return { actor, promises, watcher, paymentDismissed, clock, send, snapshot, step, fill };
}

/** Up to the provider's request on the phone: 5 000 CFA by T-Money from +228 90 12 34 56. */
async function waitingFor5000() {
  const flow = await start();
  flow.fill('5000');
  flow.send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
  await flow.promises.settle('startRecharge', { output: paymentOf() });
  return flow;
}

describe('recharge machine: the form', () => {
  it('opens on the form in the default country, no provider chosen, when the player has never paid', async () => {
    const { step, snapshot } = await start();
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: null, phone: '' });
    expect(selectProviders(snapshot()).map((p) => p.name)).toEqual(['T-Money', 'Flooz']);
  });

  it('starts from the country, provider and number of the latest payment', async () => {
    const { snapshot } = await start({ pending: null, last: { country: 'CI', provider: 'wave', phone: '+2250712345678' } });
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'CI', provider: 'wave', phone: '+225 07 12 34 56 78' });
    expect(selectProviders(snapshot()).map((p) => p.id)).toEqual(['orange_money', 'mtn_momo', 'moov_money', 'wave']);
  });

  describe("the country it starts in (issue 38): the player's country of residence, else the latest payment's, else the device's", () => {
    const IVORIAN_WAVE = { country: 'CI', provider: 'wave', phone: '+2250712345678' } as const;
    const BENIN_MTN = { country: 'BJ', provider: 'mtn_momo', phone: '+2290197123456' } as const;

    it('a player of Bénin on a device set to Abidjan, who last paid from Côte d’Ivoire: Bénin, no provider chosen', async () => {
      const { snapshot } = await start({ pending: null, last: IVORIAN_WAVE }, { defaultCountry: 'CI', registeredCountry: 'BJ' });
      expect(selectForm(snapshot())).toEqual({ amount: '', country: 'BJ', provider: null, phone: '' });
      expect(selectProviders(snapshot()).map((p) => p.name)).toEqual(['MTN Mobile Money', 'Moov Money', 'Celtiis Cash']);
    });

    it('the same player who last paid from Bénin: Bénin, with that operator and number', async () => {
      const { snapshot } = await start({ pending: null, last: BENIN_MTN }, { defaultCountry: 'CI', registeredCountry: 'BJ' });
      expect(selectForm(snapshot())).toEqual({ amount: '', country: 'BJ', provider: 'mtn_momo', phone: '+229 01 97 12 34 56' });
    });

    it('a player of Bénin who has never paid: Bénin, from the start (before the earlier payments are read)', async () => {
      const { snapshot } = await start({ pending: null, last: null }, { defaultCountry: 'CI', registeredCountry: 'BJ' });
      expect(selectForm(snapshot()).country).toBe('BJ');
    });

    it('no country of residence: the latest payment’s, else the device’s', async () => {
      expect(selectForm((await start({ pending: null, last: IVORIAN_WAVE }, { defaultCountry: 'TG', registeredCountry: null })).snapshot()).country).toBe('CI');
      expect(selectForm((await start({ pending: null, last: null }, { defaultCountry: 'GH', registeredCountry: null })).snapshot()).country).toBe('GH');
      expect(selectForm((await start(NETWORK, { defaultCountry: 'GH', registeredCountry: 'BJ' })).snapshot()).country).toBe('BJ');
    });
  });

  it('still opens the form when earlier payments cannot be read', async () => {
    const { step, snapshot } = await start(NETWORK);
    expect(step()).toBe('form');
    expect(selectFailure(snapshot())).toBeNull();
  });

  it('fills the amount from a quick amount', async () => {
    const { send, snapshot } = await start();
    send({ type: 'amount.quick', amount: 25_000 });
    expect(selectForm(snapshot()).amount).toBe('25000');
  });

  it('offers the providers of the chosen country, keeping a choice still offered there', async () => {
    const { send, snapshot } = await start({ pending: null, last: { country: 'BJ', provider: 'mtn_momo', phone: '+2290197123456' } });
    send({ type: 'country.change', country: 'GH' });
    expect(selectForm(snapshot()).provider).toBe('mtn_momo');
    send({ type: 'country.change', country: 'TG' });
    expect(selectForm(snapshot()).provider).toBeNull();
    send({ type: 'provider.change', provider: 'wave' });
    expect(selectForm(snapshot()).provider).toBeNull();
  });

  it('says what is wrong with each field and calls nothing', async () => {
    const { send, snapshot, promises, step } = await start();
    send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
    expect(step()).toBe('form');
    expect(selectErrors(snapshot())).toEqual({ amount: AMOUNT_FORMAT_ERROR, provider: PROVIDER_REQUIRED_ERROR, phone: PHONE_REQUIRED_ERROR });
    expect(PROVIDER_REQUIRED_ERROR).toBe('Choisissez votre moyen de paiement.');
    send({ type: 'amount.change', value: '50' });
    send({ type: 'phone.change', value: '22 21 23 45' });
    expect(selectErrors(snapshot()).amount).toBeUndefined();
    send({ type: 'recharge.submit', idempotencyKey: 'key-2' });
    expect(selectErrors(snapshot())).toEqual({
      amount: cfa('Le montant de la recharge doit être entre 100 CFA et 1 000 000 CFA.'),
      provider: PROVIDER_REQUIRED_ERROR,
      phone: invalidPhoneError('TG'),
    });
    expect(selectErrors(snapshot()).amount).toBe(RECHARGE_RANGE_ERROR);
    expect(promises.calls.map((call) => call.id)).toEqual(['resume']);
  });

  it('sends the checked terms with the key of the attempt, once however often it is pressed', async () => {
    const { send, fill, promises, snapshot } = await start();
    fill(' 5000 ', '+228 90-12-34-56', 'flooz');
    send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
    send({ type: 'recharge.submit', idempotencyKey: 'key-2' });
    expect(selectSubmitting(snapshot())).toBe(true);
    expect(promises.calls.slice(1)).toEqual([
      { id: 'startRecharge', input: { amount: 5000, provider: 'flooz', phone: '+22890123456', idempotencyKey: 'key-1' } },
    ]);
  });
});

describe('recharge machine: waiting for the phone', () => {
  it("waits for the confirmation, watching the payment, then shows the new balance", async () => {
    const { step, snapshot, watcher, promises } = await waitingFor5000();
    expect(step()).toBe('waiting');
    expect(selectPayment(snapshot())).toMatchObject({ amount: 5000, phone: '+22890123456', status: 'pending' });
    expect([...watcher.watching]).toEqual(['pay-1']);

    watcher.push(paymentOf({ status: 'succeeded' }));
    expect(promises.isPending('loadBalances')).toBe(true);
    await promises.settle('loadBalances', { output: { balance: 17_500, winnings: 0 } });
    expect(step()).toBe('succeeded');
    expect(selectBalances(snapshot())).toEqual({ balance: 17_500, winnings: 0 });
    expect(watcher.watching.size).toBe(0);
  });

  it('still says the recharge succeeded when the new balance cannot be read', async () => {
    const { step, snapshot, watcher, promises } = await waitingFor5000();
    watcher.push(paymentOf({ status: 'succeeded' }));
    await promises.settle('loadBalances', { error: NETWORK });
    expect(step()).toBe('succeeded');
    expect(selectBalances(snapshot())).toBeNull();
  });

  it("shows the provider's refusal, and nothing is credited", async () => {
    const { step, watcher, promises } = await waitingFor5000();
    watcher.push(paymentOf({ id: 'another-payment', status: 'succeeded' }));
    expect(step()).toBe('waiting');
    watcher.push(paymentOf({ status: 'failed' }));
    expect(step()).toBe('refused');
    expect(promises.calls.map((call) => call.id)).not.toContain('loadBalances');
  });

  it('keeps waiting, with the one watch it has, while the payment stays pending', async () => {
    const { step, watcher } = await waitingFor5000();
    const unsubscribed: string[] = [];
    watcher.onStop = (id) => unsubscribed.push(id);
    watcher.push(paymentOf({ status: 'pending' }));
    watcher.push(paymentOf({ status: 'pending' }));
    expect(step()).toBe('waiting');
    expect(unsubscribed).toEqual([]);
    expect(watcher.starts).toBe(1);
  });

  it('shows the expiry the database decided', async () => {
    const { step, watcher } = await waitingFor5000();
    watcher.push(paymentOf({ status: 'expired' }));
    expect(step()).toBe('expired');
  });

  it('gives up after 2 minutes on the clock, once the payment is found still unconfirmed', async () => {
    const { step, clock, promises } = await waitingFor5000();
    expect(RECHARGE_EXPIRY).toBe(120_000);
    clock.increment(119_999);
    expect(step()).toBe('waiting');
    expect(promises.isPending('paymentStatus')).toBe(false);
    clock.increment(1);
    expect(promises.calls.at(-1)).toEqual({ id: 'paymentStatus', input: { paymentId: 'pay-1' } });
    expect(step()).toBe('waiting');
    await promises.settle('paymentStatus', { output: paymentOf({ status: 'pending' }) });
    expect(step()).toBe('expired');
  });

  it('at 2 minutes, credits a confirmation that was missed rather than calling it expired', async () => {
    const { step, clock, promises } = await waitingFor5000();
    clock.increment(RECHARGE_EXPIRY);
    await promises.settle('paymentStatus', { output: paymentOf({ status: 'succeeded' }) });
    expect(promises.isPending('loadBalances')).toBe(true);
    await promises.settle('loadBalances', { output: { balance: 5000, winnings: 0 } });
    expect(step()).toBe('succeeded');
  });

  it('after expiry, still shows a confirmation that arrives', async () => {
    const { step, clock, promises, watcher } = await waitingFor5000();
    clock.increment(RECHARGE_EXPIRY);
    await promises.settle('paymentStatus', { output: paymentOf({ status: 'pending' }) });
    expect(step()).toBe('expired');
    watcher.push(paymentOf({ status: 'failed' }));
    expect(step()).toBe('expired');
    watcher.push(paymentOf({ status: 'succeeded' }));
    await promises.settle('loadBalances', { output: { balance: 5000, winnings: 0 } });
    expect(step()).toBe('succeeded');
  });

  it('cancelling stops waiting, forgets that payment for later visits and says what happens if it is confirmed anyway', async () => {
    const { step, send, snapshot, watcher, paymentDismissed } = await waitingFor5000();
    send({ type: 'recharge.cancel' });
    expect(step()).toBe('form');
    expect(paymentDismissed).toHaveBeenCalledExactlyOnceWith('pay-1');
    expect(watcher.watching.size).toBe(0);
    expect(selectNotice(snapshot())).toBe(RECHARGE_STOPPED_WAITING);
    expect(selectForm(snapshot())).toMatchObject({ amount: '5000', provider: 'tmoney', phone: '90 12 34 56' });
  });

  it('after a reload, finds the payment still pending and keeps waiting for it', async () => {
    const pending = paymentOf({ id: 'pay-9', amount: 2000 });
    const { step, snapshot, watcher } = await start({ pending, last: { country: 'TG', provider: 'tmoney', phone: pending.phone } });
    expect(step()).toBe('waiting');
    expect(selectPayment(snapshot())).toEqual(pending);
    expect([...watcher.watching]).toEqual(['pay-9']);
  });

  it('after a reload, shows at once a payment confirmed in the meantime', async () => {
    const { step, promises } = await start({ pending: paymentOf({ status: 'succeeded' }), last: null });
    expect(promises.isPending('loadBalances')).toBe(true);
    await promises.settle('loadBalances', { output: { balance: 5000, winnings: 0 } });
    expect(step()).toBe('succeeded');
  });
});

describe('recharge machine: failures and retries never charge twice', () => {
  it("'Réessayer' after a network failure sends the same attempt, with the same key", async () => {
    const { send, fill, promises, step, snapshot } = await start();
    fill('5000');
    send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
    await promises.settle('startRecharge', { error: NETWORK });
    expect(step()).toBe('failed');
    expect(selectFailure(snapshot())).toEqual({ message: NETWORK.message, retryable: true });
    expect(selectCanRetry(snapshot())).toBe(true);

    send({ type: 'recharge.retry' });
    await promises.settle('startRecharge', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: RECHARGE_FALLBACK_ERROR, retryable: true });
    expect(RECHARGE_FALLBACK_ERROR).toBe('Une erreur est survenue lors de la recharge.');
    send({ type: 'recharge.retry' });
    await promises.settle('startRecharge', { output: paymentOf() });
    expect(step()).toBe('waiting');

    const starts = promises.calls.filter((call) => call.id === 'startRecharge').map((call) => call.input);
    expect(starts).toHaveLength(3);
    expect(new Set(starts.map((input) => JSON.stringify(input))).size).toBe(1);
    expect(starts[0]).toMatchObject({ idempotencyKey: 'key-1' });
  });

  it('a refusal of the database cannot be retried as it is: the player edits, and the next attempt has a new key', async () => {
    const { send, fill, promises, step, snapshot } = await start();
    fill('5000');
    send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
    await promises.settle('startRecharge', { error: refusal('limit_reached', 'Limite de dépôt journalière atteinte : il vous reste 500 CFA.') });
    expect(selectFailure(snapshot())).toEqual({ message: 'Limite de dépôt journalière atteinte : il vous reste 500 CFA.', retryable: false });
    expect(selectCanRetry(snapshot())).toBe(false);
    send({ type: 'recharge.retry' });
    expect(step()).toBe('failed');

    send({ type: 'recharge.edit' });
    expect(step()).toBe('form');
    send({ type: 'amount.change', value: '500' });
    send({ type: 'recharge.submit', idempotencyKey: 'key-2' });
    expect(promises.calls.at(-1)).toEqual({ id: 'startRecharge', input: { amount: 500, provider: 'tmoney', phone: '+22890123456', idempotencyKey: 'key-2' } });
  });

  it("a failure while checking the payment retries by reading it again, never by paying again", async () => {
    const { clock, promises, send, step } = await waitingFor5000();
    clock.increment(RECHARGE_EXPIRY);
    await promises.settle('paymentStatus', { error: NETWORK });
    expect(step()).toBe('failed');
    send({ type: 'recharge.retry' });
    expect(promises.calls.at(-1)).toEqual({ id: 'paymentStatus', input: { paymentId: 'pay-1' } });
    await promises.settle('paymentStatus', { output: paymentOf({ status: 'pending' }) });
    expect(step()).toBe('waiting');
    expect(promises.calls.filter((call) => call.id === 'startRecharge')).toHaveLength(1);
  });

  it('start_recharge answering an already settled payment (a retry after the fact) shows its outcome', async () => {
    const { send, fill, promises, step } = await start();
    fill('5000');
    send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
    await promises.settle('startRecharge', { output: paymentOf({ status: 'failed' }) });
    expect(step()).toBe('refused');
  });
});

describe('recharge machine: after the outcome', () => {
  it('a new recharge keeps the provider and number, with a new amount and a new key', async () => {
    const { watcher, promises, send, step, snapshot } = await waitingFor5000();
    watcher.push(paymentOf({ status: 'succeeded' }));
    await promises.settle('loadBalances', { output: { balance: 5000, winnings: 0 } });
    send({ type: 'recharge.edit' });
    expect(step()).toBe('form');
    expect(selectForm(snapshot())).toEqual({ amount: '', country: 'TG', provider: 'tmoney', phone: '90 12 34 56' });
    expect(selectPayment(snapshot())).toBeNull();
    expect(selectBalances(snapshot())).toBeNull();
  });

  it('after a refusal, the form comes back as it was', async () => {
    const { watcher, send, step, snapshot } = await waitingFor5000();
    watcher.push(paymentOf({ status: 'failed' }));
    send({ type: 'recharge.edit' });
    expect(step()).toBe('form');
    expect(selectForm(snapshot()).amount).toBe('5000');
  });
});
