import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { KnownPhone, PushAnswer, SandboxPush } from '../../src/game/sandbox-phone';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { REFRESH_MS } from '../../src/game/sandbox-phone';
import { ANSWER_FALLBACK_ERROR, LOAD_FALLBACK_ERROR, sandboxPhoneMachine } from './sandbox-phone.machine';
import {
  selectAnswerError,
  selectAnswering,
  selectFirstRead,
  selectInputError,
  selectKnownPhones,
  selectLoadError,
  selectPhone,
  selectPushes,
} from './sandbox-phone.selectors';

const push: SandboxPush = {
  id: 'sbx-col-1',
  kind: 'collection',
  provider: 'tmoney',
  phone: '+22890112345',
  amount: 5000,
  status: 'pending',
  reason: null,
  held: false,
  autoApproveAt: '2026-11-23T08:00:05.000Z',
  delivery: 'waiting',
  createdAt: '2026-11-23T08:00:00.000Z',
};

function start() {
  const promises = controllablePromises();
  const clock = new SimulatedClock();
  const actor = createActor(
    sandboxPhoneMachine.provide({
      actors: {
        knownPhones: promises.logic<KnownPhone[]>(),
        phonePushes: promises.logic<SandboxPush[], { phone: string }>(),
        answerPush: promises.logic<SandboxPush, { id: string; answer: PushAnswer }>(),
      },
    }),
    { clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, promises, clock, snapshot };
}

/** Chooses +22890112345 and answers the first read with `pushes`. */
async function watching(pushes: SandboxPush[] = [push]) {
  const setup = start();
  await setup.promises.settle('knownPhones', { output: [] });
  setup.actor.send({ type: 'phone.change', value: '+228 90 11 23 45' });
  setup.actor.send({ type: 'phone.submit' });
  await setup.promises.settle('phonePushes', { output: pushes });
  return setup;
}

describe('sandbox-phone machine', () => {
  it('offers the phones with pushes waiting, read again every REFRESH_MS', async () => {
    const { promises, clock, snapshot } = start();
    expect(snapshot().value).toEqual({ choosing: 'loading' });
    await promises.settle('knownPhones', { output: [{ phone: '+22890112345', pending: 2 }] });
    expect(selectKnownPhones(snapshot())).toEqual([{ phone: '+22890112345', pending: 2 }]);
    expect(selectPhone(snapshot())).toBeNull();
    clock.increment(REFRESH_MS - 1);
    expect(promises.isPending('knownPhones')).toBe(false);
    clock.increment(1);
    expect(promises.isPending('knownPhones')).toBe(true);
    await promises.settle('knownPhones', { error: new Error('down') });
    expect(selectKnownPhones(snapshot())).toEqual([]);
    expect(snapshot().value).toEqual({ choosing: 'waiting' });
  });

  it('refuses a number that is not international, then watches the one typed', async () => {
    const { actor, promises, snapshot } = start();
    actor.send({ type: 'phone.change', value: '90 11 2' });
    actor.send({ type: 'phone.submit' });
    expect(selectInputError(snapshot())).toBe('Saisissez le numéro au format international, par exemple +228 90 11 23 45.');
    expect(snapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'phone.change', value: '+228 90 11 23 45' });
    expect(selectInputError(snapshot())).toBeNull();
    actor.send({ type: 'phone.submit' });
    expect(selectPhone(snapshot())).toBe('+22890112345');
    expect(selectFirstRead(snapshot())).toBe(true);
    expect(promises.calls.at(-1)).toEqual({ id: 'phonePushes', input: { phone: '+22890112345' } });
    await promises.settle('phonePushes', { output: [] });
    expect(selectFirstRead(snapshot())).toBe(false);
    expect(selectPushes(snapshot())).toEqual([]);
  });

  it('picks a known phone', () => {
    const { actor, promises, snapshot } = start();
    actor.send({ type: 'phone.pick', phone: '+233241234567' });
    expect(selectPhone(snapshot())).toBe('+233241234567');
    expect(promises.calls.at(-1)).toEqual({ id: 'phonePushes', input: { phone: '+233241234567' } });
  });

  it('reads the pushes again every REFRESH_MS, without the first-read loader', async () => {
    const { promises, clock, snapshot } = await watching();
    expect(selectPushes(snapshot())).toEqual([push]);
    clock.increment(REFRESH_MS);
    expect(snapshot().value).toEqual({ watching: 'loading' });
    expect(selectFirstRead(snapshot())).toBe(false);
    const approved = { ...push, status: 'succeeded' as const, autoApproveAt: null, delivery: 'delivered' as const };
    await promises.settle('phonePushes', { output: [approved] });
    expect(selectPushes(snapshot())).toEqual([approved]);
  });

  it.each(['approve', 'decline', 'hold'] as const)('sends the answer %s, shows the push answered, then reads again', async (answer) => {
    const { actor, promises, snapshot } = await watching();
    actor.send({ type: 'push.answer', id: push.id, answer });
    expect(selectAnswering(snapshot())).toEqual({ id: push.id, answer });
    expect(snapshot().hasTag('answering')).toBe(true);
    expect(promises.calls.at(-1)).toEqual({ id: 'answerPush', input: { id: push.id, answer } });
    const answered = answer === 'hold' ? { ...push, held: true, autoApproveAt: null } : { ...push, status: answer === 'approve' ? ('succeeded' as const) : ('failed' as const) };
    await promises.settle('answerPush', { output: answered });
    expect(selectPushes(snapshot())).toEqual([answered]);
    expect(selectAnswering(snapshot())).toBeNull();
    expect(snapshot().value).toEqual({ watching: 'loading' });
  });

  it('answers only pushes still pending', async () => {
    const { actor, promises, snapshot } = await watching([{ ...push, status: 'succeeded' }]);
    actor.send({ type: 'push.answer', id: push.id, answer: 'approve' });
    actor.send({ type: 'push.answer', id: 'unknown', answer: 'approve' });
    expect(snapshot().value).toEqual({ watching: 'ready' });
    expect(promises.calls.filter((call) => call.id === 'answerPush')).toEqual([]);
  });

  it('takes an answer while a refresh is under way', async () => {
    const { actor, clock, promises, snapshot } = await watching();
    clock.increment(REFRESH_MS);
    actor.send({ type: 'push.answer', id: push.id, answer: 'approve' });
    expect(snapshot().value).toEqual({ watching: 'answering' });
    expect(promises.isPending('answerPush')).toBe(true);
  });

  it('shows why an answer failed until the next answer', async () => {
    const { actor, promises, snapshot } = await watching();
    actor.send({ type: 'push.answer', id: push.id, answer: 'approve' });
    await promises.settle('answerPush', { error: new Error('Cette demande a déjà reçu une réponse.') });
    expect(selectAnswerError(snapshot())).toBe('Cette demande a déjà reçu une réponse.');
    await promises.settle('phonePushes', { output: [push] });
    expect(selectAnswerError(snapshot())).toBe('Cette demande a déjà reçu une réponse.');
    actor.send({ type: 'push.answer', id: push.id, answer: 'decline' });
    expect(selectAnswerError(snapshot())).toBeNull();
    await promises.settle('answerPush', { error: new Error('') });
    expect(selectAnswerError(snapshot())).toBe(ANSWER_FALLBACK_ERROR);
  });

  it('says when the sandbox cannot be read, retries on demand and by itself', async () => {
    const { actor, clock, promises, snapshot } = await watching();
    clock.increment(REFRESH_MS);
    await promises.settle('phonePushes', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectLoadError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    expect(selectPushes(snapshot())).toEqual([push]);
    actor.send({ type: 'retry' });
    await promises.settle('phonePushes', { error: new Error('') });
    expect(selectLoadError(snapshot())).toBe(LOAD_FALLBACK_ERROR);
    clock.increment(REFRESH_MS);
    await promises.settle('phonePushes', { output: [] });
    expect(selectLoadError(snapshot())).toBeNull();
    expect(snapshot().value).toEqual({ watching: 'ready' });
  });

  it('goes back to the number form, forgetting the phone’s pushes and messages', async () => {
    const { actor, promises, snapshot } = await watching();
    actor.send({ type: 'push.answer', id: push.id, answer: 'approve' });
    await promises.settle('answerPush', { error: new Error('x') });
    actor.send({ type: 'phone.forget' });
    expect(snapshot().value).toEqual({ choosing: 'loading' });
    expect(selectPhone(snapshot())).toBeNull();
    expect(selectPushes(snapshot())).toEqual([]);
    expect(selectAnswerError(snapshot())).toBeNull();
  });
});
