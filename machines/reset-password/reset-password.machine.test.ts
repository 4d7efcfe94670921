import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { activeStateNodeIds } from '../../tests/kit/state-nodes';
import { controllablePromises, replayStep } from '../../tests/kit/controllable-promise';
import {
  LINK_CHECK_FALLBACK_ERROR,
  LINK_INVALID,
  type RecoveryLink,
  type ResetPasswordEvent,
  SUCCESS_NOTICE_MS,
  resetPasswordMachine,
} from './reset-password.machine';
import { selectBusy, selectEmail, selectError, selectFields, selectFinished, selectStep, selectSuccess } from './reset-password.selectors';

const VALID: RecoveryLink = { valid: true, email: 'awa@example.com' };

function start() {
  const promises = controllablePromises();
  const clock = new SimulatedClock();
  const actor = createActor(
    resetPasswordMachine.provide({ actors: { openLink: promises.logic<RecoveryLink>(), setPassword: promises.logic<void, { password: string }>() } }),
    { clock },
  ).start();
  const fill = (password: string, confirm = password) => {
    actor.send({ type: 'field.change', field: 'password', value: password });
    actor.send({ type: 'field.change', field: 'confirm', value: confirm });
  };
  const snapshot = () => actor.getSnapshot();
  return { actor, promises, clock, fill, snapshot };
}

async function onTheForm() {
  const started = start();
  await started.promises.settle('openLink', { output: VALID });
  return started;
}

describe('reset-password machine: the link', () => {
  it('checks the link first, with no form and no message', () => {
    const { snapshot, promises } = start();
    expect(snapshot().value).toBe('checkingLink');
    expect(selectStep(snapshot())).toBe('checking');
    expect(selectError(snapshot())).toBeNull();
    expect(promises.calls).toEqual([{ id: 'openLink', input: undefined }]);
  });

  it("shows the form for a valid link, with the link's address", async () => {
    const { snapshot } = await onTheForm();
    expect(snapshot().value).toBe('editing');
    expect(selectStep(snapshot())).toBe('form');
    expect(selectEmail(snapshot())).toBe('awa@example.com');
    expect(selectFields(snapshot())).toEqual({ password: '', confirm: '' });
  });

  it('says an expired, used or malformed link is invalid, and keeps the known address for a new request', async () => {
    const { snapshot, promises } = start();
    await promises.settle('openLink', { output: { valid: false, email: 'awa@example.com' } });
    expect(snapshot().value).toBe('linkInvalid');
    expect(snapshot().status).toBe('done');
    expect(selectStep(snapshot())).toBe('linkInvalid');
    expect(selectError(snapshot())).toBe(LINK_INVALID);
    expect(LINK_INVALID).toBe("Ce lien de réinitialisation est invalide ou a expiré. Un lien ne sert qu'une seule fois : demandez-en un nouveau.");
    expect(selectEmail(snapshot())).toBe('awa@example.com');
  });

  it('says so when no address is known', async () => {
    const { snapshot, promises } = start();
    await promises.settle('openLink', { output: { valid: false, email: null } });
    expect(selectEmail(snapshot())).toBeNull();
    expect(selectStep(snapshot())).toBe('linkInvalid');
  });

  it("shows the service's message when the link cannot be checked, then checks again on 'Réessayer'", async () => {
    const { snapshot, promises } = start();
    await promises.settle('openLink', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(snapshot().value).toBe('linkUnreachable');
    expect(selectStep(snapshot())).toBe('unreachable');
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  });

  it('falls back to its own sentence for an unknown failure; the retry clears it and a valid answer shows the form', async () => {
    const { actor, snapshot, promises } = start();
    await promises.settle('openLink', { error: new Error('') });
    expect(selectError(snapshot())).toBe('Une erreur est survenue lors de la vérification du lien');
    expect(LINK_CHECK_FALLBACK_ERROR).toBe('Une erreur est survenue lors de la vérification du lien');
    actor.send({ type: 'link.retry' });
    expect(snapshot().value).toBe('checkingLink');
    expect(selectError(snapshot())).toBeNull();
    expect(promises.calls.map((call) => call.id)).toEqual(['openLink', 'openLink']);
    await promises.settle('openLink', { output: VALID });
    expect(snapshot().value).toBe('editing');
  });

  it('ignores the form while the link is being checked (a refused link ends the machine)', async () => {
    const { actor, snapshot, promises, fill } = start();
    fill('nouveau1');
    actor.send({ type: 'form.submit' });
    expect(snapshot().value).toBe('checkingLink');
    expect(selectFields(snapshot())).toEqual({ password: '', confirm: '' });
    expect(promises.calls).toHaveLength(1);
  });
});

describe('reset-password machine: the new password', () => {
  it('refuses an incomplete form without a message or a call (the browser says which field is required)', async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('nouveau1', '');
    actor.send({ type: 'form.submit' });
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBeNull();
    expect(promises.calls).toHaveLength(1);
  });

  it("checks the confirmation first: 'Les mots de passe ne correspondent pas', no call", async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('123', '124');
    actor.send({ type: 'form.submit' });
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBe('Les mots de passe ne correspondent pas');
    expect(promises.calls).toHaveLength(1);
  });

  it("then the length: 'Le mot de passe doit contenir au moins 6 caractères', no call", async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('12345');
    actor.send({ type: 'form.submit' });
    expect(selectError(snapshot())).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(promises.calls).toHaveLength(1);
  });

  it('sets the new password, clears the fields and shows the success message, then finishes after 3 s', async () => {
    const { actor, snapshot, promises, fill, clock } = await onTheForm();
    fill('12345');
    actor.send({ type: 'form.submit' });
    fill('nouveau1');
    actor.send({ type: 'form.submit' });
    expect(snapshot().value).toBe('saving');
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    expect(promises.calls.at(-1)).toEqual({ id: 'setPassword', input: { password: 'nouveau1' } });
    await promises.settle('setPassword', { output: undefined });
    expect(snapshot().value).toBe('done');
    expect(selectStep(snapshot())).toBe('done');
    expect(selectSuccess(snapshot())).toBe('Mot de passe mis à jour avec succès');
    expect(selectFields(snapshot())).toEqual({ password: '', confirm: '' });
    expect(selectFinished(snapshot())).toBe(false);
    clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(selectFinished(snapshot())).toBe(false);
    clock.increment(1);
    expect(snapshot().value).toBe('finished');
    expect(selectFinished(snapshot())).toBe(true);
    expect(selectSuccess(snapshot())).toBe('Mot de passe mis à jour avec succès');
    expect(snapshot().status).toBe('done');
  });

  it("keeps the form with the service's message (a weak password on a stricter project), or SPEC §8's fallback", async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('nouveau1');
    actor.send({ type: 'form.submit' });
    await promises.settle('setPassword', { error: new Error('Le mot de passe doit contenir au moins 6 caractères') });
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(selectFields(snapshot())).toEqual({ password: 'nouveau1', confirm: 'nouveau1' });
    actor.send({ type: 'form.submit' });
    expect(selectError(snapshot())).toBeNull();
    await promises.settle('setPassword', { error: new Error('') });
    expect(selectError(snapshot())).toBe('Une erreur est survenue lors de la mise à jour du mot de passe');
  });

  it('keeps the network message so the player can send again', async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('nouveau1');
    actor.send({ type: 'form.submit' });
    await promises.settle('setPassword', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'form.submit' });
    expect(snapshot().value).toBe('saving');
  });

  it('ignores typing and a second submit while saving', async () => {
    const { actor, snapshot, promises, fill } = await onTheForm();
    fill('nouveau1');
    actor.send({ type: 'form.submit' });
    fill('autre12');
    actor.send({ type: 'form.submit' });
    expect(selectFields(snapshot())).toEqual({ password: 'nouveau1', confirm: 'nouveau1' });
    expect(promises.calls.filter((call) => call.id === 'setPassword')).toHaveLength(1);
  });
});

/** The player's vocabulary on /reset-password, with the service's answers. */
const MODEL_EVENTS = [
  { type: 'xstate.done.actor.openLink', output: VALID },
  { type: 'xstate.done.actor.openLink', output: { valid: false, email: null } },
  { type: 'xstate.error.actor.openLink', error: new Error('') },
  { type: 'link.retry' },
  { type: 'field.change', field: 'password', value: 'nouveau1' },
  { type: 'field.change', field: 'password', value: '12345' },
  { type: 'field.change', field: 'confirm', value: 'nouveau1' },
  { type: 'field.change', field: 'confirm', value: '12345' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.setPassword' },
  { type: 'xstate.error.actor.setPassword', error: new Error('') },
  { type: 'xstate.after.successNotice.resetPassword.done' },
] as unknown as ResetPasswordEvent[];

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;
const seen = (state: Snapshot) => ({ step: selectStep(state), error: selectError(state), success: selectSuccess(state), busy: selectBusy(state) });

describe('reset-password machine: every state reached by a shortest path (@xstate/graph)', () => {
  const paths = getShortestPaths(resetPasswordMachine, {
    events: MODEL_EVENTS,
    serializeState: ({ value, context: c }) => JSON.stringify([value, c.error, c.password, c.confirm]),
  });

  it('reaches every state node and every message', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStateNodeIds(step.state))));
    const expected = [resetPasswordMachine.root, ...getStateNodes(resetPasswordMachine.root)].map((node) => node.id);
    expect([...reached].sort()).toEqual(expected.sort());
    const errors = new Set(paths.map((path) => selectError(path.state)));
    for (const text of [LINK_INVALID, LINK_CHECK_FALLBACK_ERROR, 'Les mots de passe ne correspondent pas', 'Le mot de passe doit contenir au moins 6 caractères', 'Une erreur est survenue lors de la mise à jour du mot de passe']) {
      expect(errors).toContain(text);
    }
  });

  const oneByState = [...new Map([...paths].reverse().map((path) => [JSON.stringify(path.state.value), path] as const)).values()];
  it.each(oneByState.map((path) => [JSON.stringify(path.state.value), path] as const))('%s: replayed, the page shows the same', async (_name, path) => {
    const { actor, promises, clock } = start();
    for (const step of path.steps.slice(1)) {
      if (step.event.type.startsWith('xstate.after.')) clock.increment(SUCCESS_NOTICE_MS);
      else await replayStep(step.event, actor.send, promises);
      expect(seen(actor.getSnapshot())).toEqual(seen(step.state));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});
