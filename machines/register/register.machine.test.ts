import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controllablePromises } from '../session/controllable-promise';
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, REGISTER_FALLBACK_ERROR, type RegisterField, type RegisterOutcome, registerMachine } from './register.machine';
import { selectBusy, selectConfirmation, selectError, selectFields } from './register.selectors';

type Input = { email: string; password: string; username: string };

function start() {
  const promises = controllablePromises();
  const actor = createActor(registerMachine.provide({ actors: { register: promises.logic<RegisterOutcome, Input>() } })).start();
  const fill = (fields: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as RegisterField, value });
  };
  return { actor, promises, fill };
}

const valid = { username: 'awa', email: 'awa@example.com', password: 'secret1', confirm: 'secret1' };

describe('register machine', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFields(actor.getSnapshot())).toMatchObject({ username: '', email: '', password: '', confirm: '' });
    expect(selectBusy(actor.getSnapshot())).toBe(false);
  });

  it.each(['username', 'email', 'password', 'confirm'] as const)('requires every field (%s empty: no call)', (field) => {
    const { actor, fill, promises } = start();
    fill({ ...valid, [field]: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(promises.calls).toHaveLength(0);
  });

  it("shows 'Les mots de passe ne correspondent pas' when the confirmation differs, before the length check", () => {
    const { actor, fill, promises } = start();
    fill({ ...valid, password: 'abc', confirm: 'abd' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectError(actor.getSnapshot())).toBe('Les mots de passe ne correspondent pas');
    expect(PASSWORD_MISMATCH).toBe('Les mots de passe ne correspondent pas');
    expect(promises.calls).toHaveLength(0);
  });

  it("shows 'Le mot de passe doit contenir au moins 6 caractères' for a 5-character password", () => {
    const { actor, fill, promises } = start();
    fill({ ...valid, password: '12345', confirm: '12345' });
    actor.send({ type: 'form.submit' });
    expect(selectError(actor.getSnapshot())).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(PASSWORD_TOO_SHORT).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(promises.calls).toHaveLength(0);
  });

  it('accepts exactly 6 characters, shows loading, and sends trimmed e-mail and username', async () => {
    const { actor, fill, promises } = start();
    fill({ ...valid, username: ' awa ', email: ' awa@example.com ', password: '123456', confirm: '123456' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'register', input: { username: 'awa', email: 'awa@example.com', password: '123456' } }]);
    await promises.settle('register', { output: { signedIn: true } });
    expect(actor.getSnapshot().value).toBe('registered');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
  });

  it('says to confirm the address when the service does not sign the new player in, and forgets the passwords', async () => {
    const { actor, fill, promises } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await promises.settle('register', { output: { signedIn: false } });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectConfirmation(actor.getSnapshot())).toBe('Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.');
    expect(selectFields(actor.getSnapshot())).toMatchObject({ password: '', confirm: '', email: 'awa@example.com' });
  });

  it('clears a client-side error once the checks pass', () => {
    const { actor, fill } = start();
    fill({ ...valid, confirm: 'other1' });
    actor.send({ type: 'form.submit' });
    fill({ confirm: 'secret1' });
    actor.send({ type: 'form.submit' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it("shows the service's message on failure and stops loading", async () => {
    const { actor, fill, promises } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await promises.settle('register', { error: new Error('Un compte existe déjà avec cet email') });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('Un compte existe déjà avec cet email');
  });

  it("falls back to 'Une erreur est survenue lors de l'inscription' for an unknown error", async () => {
    const { actor, fill, promises } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await promises.settle('register', { error: new Error('') });
    expect(selectError(actor.getSnapshot())).toBe("Une erreur est survenue lors de l'inscription");
    expect(REGISTER_FALLBACK_ERROR).toBe("Une erreur est survenue lors de l'inscription");
  });
});
