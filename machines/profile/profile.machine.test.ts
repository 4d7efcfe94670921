import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { controllablePromises, replayStep } from '../../tests/kit/controllable-promise';
import { PROFILE_MODEL_EVENTS } from '../../tests/kit/profile-model-events';
import {
  EMAIL_FALLBACK_ERROR,
  EMAIL_UPDATED,
  PASSWORD_FALLBACK_ERROR,
  PASSWORD_MISMATCH,
  PASSWORD_UPDATED,
  profileMachine,
} from './profile.machine';
import {
  selectEmailCurrentPassword,
  selectEmailFormOpen,
  selectEmailMessage,
  selectEmailSaving,
  selectNewEmail,
  selectPasswordFields,
  selectPasswordFormOpen,
  selectPasswordMessage,
  selectPasswordSaving,
} from './profile.selectors';

function start() {
  const promises = controllablePromises();
  const emailChanged = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: {
        updateEmail: promises.logic<void, { currentPassword: string; newEmail: string }>(),
        updatePassword: promises.logic<void, { currentPassword: string; newPassword: string }>(),
      },
      actions: { emailChanged },
    }),
  ).start();
  const fillPasswords = (currentPassword: string, newPassword: string, confirmPassword: string) => {
    actor.send({ type: 'password.change', field: 'currentPassword', value: currentPassword });
    actor.send({ type: 'password.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: confirmPassword });
  };
  const fillEmail = (newEmail: string, currentPassword = 'old123') => {
    actor.send({ type: 'email.change', value: newEmail });
    actor.send({ type: 'email.change', field: 'currentPassword', value: currentPassword });
  };
  return { actor, promises, emailChanged, fillPasswords, fillEmail };
}

describe('profile machine: e-mail form', () => {
  it('starts with both forms closed and no message', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ email: 'closed', password: 'closed' });
    expect(selectEmailFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectEmailMessage(actor.getSnapshot())).toBeNull();
  });

  it("opens with 'Modifier' and closes with 'Annuler', clearing what was typed", () => {
    const { actor, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    expect(selectEmailFormOpen(actor.getSnapshot())).toBe(true);
    fillEmail('awa@new.example', 'old123');
    expect(selectNewEmail(actor.getSnapshot())).toBe('awa@new.example');
    expect(selectEmailCurrentPassword(actor.getSnapshot())).toBe('old123');
    actor.send({ type: 'email.toggle' });
    expect(selectEmailFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectNewEmail(actor.getSnapshot())).toBe('');
    expect(selectEmailCurrentPassword(actor.getSnapshot())).toBe('');
  });

  it.each([
    ['', 'old123'],
    ['  ', 'old123'],
    ['awa@new.example', ''],
  ])('requires the new e-mail and the current password (%j, %j): no call', (newEmail, currentPassword) => {
    const { actor, promises, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    fillEmail(newEmail, currentPassword);
    actor.send({ type: 'email.submit' });
    expect(promises.calls).toHaveLength(0);
    expect(selectEmailMessage(actor.getSnapshot())).toBeNull();
  });

  it('keeps the two forms\' current passwords apart', () => {
    const { actor, fillEmail, fillPasswords } = start();
    actor.send({ type: 'email.toggle' });
    actor.send({ type: 'password.toggle' });
    fillEmail('awa@new.example', 'for-email');
    fillPasswords('for-password', 'new123', 'new123');
    expect(selectEmailCurrentPassword(actor.getSnapshot())).toBe('for-email');
    expect(selectPasswordFields(actor.getSnapshot()).currentPassword).toBe('for-password');
  });

  it("re-authenticates and saves the new e-mail, shows 'Email mis à jour avec succès', clears the password and asks the session to re-read the profile", async () => {
    const { actor, promises, emailChanged, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    fillEmail(' awa@new.example ', 'old123');
    actor.send({ type: 'email.submit' });
    expect(selectEmailSaving(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'updateEmail', input: { currentPassword: 'old123', newEmail: 'awa@new.example' } }]);
    actor.send({ type: 'email.toggle' });
    expect(selectEmailFormOpen(actor.getSnapshot())).toBe(true);
    await promises.settle('updateEmail', { output: undefined });
    expect(selectEmailSaving(actor.getSnapshot())).toBe(false);
    expect(selectEmailMessage(actor.getSnapshot())).toEqual({ tone: 'success', text: 'Email mis à jour avec succès' });
    expect(EMAIL_UPDATED).toBe('Email mis à jour avec succès');
    expect(emailChanged).toHaveBeenCalledTimes(1);
    expect(selectEmailFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectNewEmail(actor.getSnapshot())).toBe(' awa@new.example ');
    expect(selectEmailCurrentPassword(actor.getSnapshot())).toBe('');
  });

  it("shows the password change's message for a wrong current password, and keeps what was typed", async () => {
    const { actor, promises, emailChanged, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    fillEmail('awa@new.example', 'wrong1');
    actor.send({ type: 'email.submit' });
    await promises.settle('updateEmail', { error: new Error('Le mot de passe actuel est incorrect') });
    expect(actor.getSnapshot().value).toEqual({ email: { open: 'editing' }, password: 'closed' });
    expect(selectEmailMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: 'Le mot de passe actuel est incorrect' });
    expect(selectNewEmail(actor.getSnapshot())).toBe('awa@new.example');
    expect(selectEmailCurrentPassword(actor.getSnapshot())).toBe('wrong1');
    expect(emailChanged).not.toHaveBeenCalled();
  });

  it("shows the service's message, or the SPEC §8 fallback, when the change fails", async () => {
    const { actor, promises, emailChanged, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    fillEmail('awa@new.example');
    actor.send({ type: 'email.submit' });
    await promises.settle('updateEmail', { error: new Error('Aucun utilisateur connecté') });
    expect(selectEmailMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: 'Aucun utilisateur connecté' });
    actor.send({ type: 'email.submit' });
    expect(selectEmailMessage(actor.getSnapshot())).toBeNull();
    await promises.settle('updateEmail', { error: new Error('') });
    expect(selectEmailMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: "Une erreur est survenue lors de la mise à jour de l'email" });
    expect(EMAIL_FALLBACK_ERROR).toBe("Une erreur est survenue lors de la mise à jour de l'email");
    expect(emailChanged).not.toHaveBeenCalled();
  });

  it('clears its message when closed and reopened', async () => {
    const { actor, promises, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    fillEmail('awa@new.example');
    actor.send({ type: 'email.submit' });
    await promises.settle('updateEmail', { output: undefined });
    actor.send({ type: 'email.toggle' });
    expect(selectEmailMessage(actor.getSnapshot())).toBeNull();
  });
});

describe('profile machine: password form', () => {
  it("opens with 'Modifier' and closes with 'Annuler', clearing the three fields", () => {
    const { actor, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(true);
    fillPasswords('old', 'new', 'new');
    actor.send({ type: 'password.toggle' });
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectPasswordFields(actor.getSnapshot())).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });

  it.each([
    ['', 'new123', 'new123'],
    ['old123', '', ''],
    ['old123', 'new123', ''],
  ])('requires every field (%j, %j, %j): no call', (current, next, confirm) => {
    const { actor, promises, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    fillPasswords(current, next, confirm);
    actor.send({ type: 'password.submit' });
    expect(promises.calls).toHaveLength(0);
    expect(selectPasswordMessage(actor.getSnapshot())).toBeNull();
  });

  it("shows 'Les mots de passe ne correspondent pas' and makes no call when the confirmation differs", () => {
    const { actor, promises, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    fillPasswords('old123', 'new123', 'new124');
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toEqual({ email: 'closed', password: { open: 'editing' } });
    expect(selectPasswordMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: 'Les mots de passe ne correspondent pas' });
    expect(PASSWORD_MISMATCH).toBe('Les mots de passe ne correspondent pas');
    expect(promises.calls).toHaveLength(0);
  });

  it("changes the password, then closes and clears the form and shows 'Mot de passe mis à jour avec succès'", async () => {
    const { actor, promises, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    fillPasswords('old123', 'new123', 'new123');
    actor.send({ type: 'password.submit' });
    expect(selectPasswordSaving(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'updatePassword', input: { currentPassword: 'old123', newPassword: 'new123' } }]);
    await promises.settle('updatePassword', { output: undefined });
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectPasswordFields(actor.getSnapshot())).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(selectPasswordMessage(actor.getSnapshot())).toEqual({ tone: 'success', text: 'Mot de passe mis à jour avec succès' });
    expect(PASSWORD_UPDATED).toBe('Mot de passe mis à jour avec succès');
  });

  it("ignores 'Annuler' while the change is being saved", async () => {
    const { actor, promises, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    fillPasswords('old123', 'new123', 'new123');
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.toggle' });
    expect(selectPasswordSaving(actor.getSnapshot())).toBe(true);
    expect(selectPasswordFields(actor.getSnapshot()).newPassword).toBe('new123');
    await promises.settle('updatePassword', { output: undefined });
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(false);
  });

  it("keeps the form open with the service's message, or the SPEC §8 fallback, on failure", async () => {
    const { actor, promises, fillPasswords } = start();
    actor.send({ type: 'password.toggle' });
    fillPasswords('wrong1', 'new123', 'new123');
    actor.send({ type: 'password.submit' });
    await promises.settle('updatePassword', { error: new Error('Mot de passe actuel incorrect') });
    expect(selectPasswordFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectPasswordMessage(actor.getSnapshot())).toEqual({ tone: 'error', text: 'Mot de passe actuel incorrect' });
    actor.send({ type: 'password.submit' });
    await promises.settle('updatePassword', { error: new Error('') });
    expect(selectPasswordMessage(actor.getSnapshot())).toEqual({
      tone: 'error',
      text: 'Une erreur est survenue lors de la mise à jour du mot de passe',
    });
    expect(PASSWORD_FALLBACK_ERROR).toBe('Une erreur est survenue lors de la mise à jour du mot de passe');
  });

  it('runs both forms independently', async () => {
    const { actor, promises, fillPasswords, fillEmail } = start();
    actor.send({ type: 'email.toggle' });
    actor.send({ type: 'password.toggle' });
    fillEmail('awa@new.example');
    fillPasswords('old123', 'new123', 'new123');
    actor.send({ type: 'email.submit' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toEqual({ email: { open: 'saving' }, password: { open: 'saving' } });
    await promises.settle('updatePassword', { output: undefined });
    expect(selectEmailSaving(actor.getSnapshot())).toBe(true);
  });
});

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** What the player sees on the profile page in a given state. */
function whatThePlayerSees(state: ProfileSnapshot) {
  return {
    emailButton: selectEmailFormOpen(state) ? 'Annuler' : 'Modifier',
    emailForm: selectEmailFormOpen(state) ? (selectEmailSaving(state) ? 'saving' : 'open') : 'closed',
    emailMessage: selectEmailMessage(state)?.text ?? null,
    passwordButton: selectPasswordFormOpen(state) ? 'Annuler' : 'Modifier',
    passwordForm: selectPasswordFormOpen(state) ? (selectPasswordSaving(state) ? 'saving' : 'open') : 'closed',
    passwordMessage: selectPasswordMessage(state)?.text ?? null,
  };
}

describe('profile machine, every shortest path (model-based)', () => {
  // State = value + messages: the typed text only matters through the guards it opens.
  const paths = getShortestPaths(profileMachine, {
    events: PROFILE_MODEL_EVENTS,
    serializeState: (state) =>
      JSON.stringify([state.value, state.context.emailMessage, state.context.passwordMessage, state.context.newEmail !== '', state.context.emailCurrentPassword !== '', state.context.newPassword === state.context.confirmPassword, state.context.currentPassword !== '', state.context.newPassword !== '']),
  });

  it('sees every message of SPEC §8 for the profile on some path', () => {
    const messages = new Set(paths.flatMap((path) => [path.state.context.emailMessage?.text, path.state.context.passwordMessage?.text]));
    for (const text of [EMAIL_UPDATED, EMAIL_FALLBACK_ERROR, PASSWORD_UPDATED, PASSWORD_MISMATCH, 'Mot de passe actuel incorrect']) {
      expect(messages).toContain(text);
    }
  });

  it.each(paths.map((path) => [path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_name, path) => {
      const { actor, promises } = start();
      for (const step of path.steps.slice(1)) {
        const callsBefore = promises.calls.length;
        await replayStep(step.event, actor.send, promises);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        const seen = whatThePlayerSees(actor.getSnapshot());
        expect(seen).toEqual(whatThePlayerSees(step.state));
        if (seen.passwordMessage === PASSWORD_UPDATED) expect(seen.passwordForm).toBe('closed');
        if (step.event.type === 'password.submit' && seen.passwordMessage === PASSWORD_MISMATCH) {
          expect(promises.calls).toHaveLength(callsBefore);
        }
      }
      actor.stop();
    },
  );
});
