import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { LOGIN_FALLBACK_ERROR, loginMachine } from './login.machine';
import { selectBusy, selectError, selectFields } from './login.selectors';

function start() {
  const promises = controllablePromises();
  const actor = createActor(loginMachine.provide({ actors: { login: promises.logic<void, { email: string; password: string }>() } })).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'field.change', field: 'email', value: email });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  return { actor, promises, fill };
}

describe('login machine', () => {
  it('starts editing an empty form, not busy, without error', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFields(actor.getSnapshot())).toMatchObject({ email: '', password: '', remember: false });
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('keeps the typed fields and toggles remember-me without any effect', () => {
    const { actor, fill, promises } = start();
    fill('awa@example.com', 'secret1');
    actor.send({ type: 'remember.toggle' });
    expect(selectFields(actor.getSnapshot())).toMatchObject({ email: 'awa@example.com', password: 'secret1', remember: true });
    actor.send({ type: 'remember.toggle' });
    expect(selectFields(actor.getSnapshot()).remember).toBe(false);
    expect(promises.calls).toHaveLength(0);
  });

  it.each([
    ['', 'secret1'],
    ['awa@example.com', ''],
    ['   ', 'secret1'],
  ])('does not submit without e-mail and password (%j, %j)', (email, password) => {
    const { actor, fill, promises } = start();
    fill(email, password);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(promises.calls).toHaveLength(0);
  });

  it('shows loading while signing in, then stays busy until the signed-in redirect', async () => {
    const { actor, fill, promises } = start();
    fill(' awa@example.com ', 'secret1');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'login', input: { email: 'awa@example.com', password: 'secret1' } }]);
    actor.send({ type: 'field.change', field: 'email', value: 'ignored' });
    expect(selectFields(actor.getSnapshot()).email).toBe(' awa@example.com ');
    await promises.settle('login', { output: undefined });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
  });

  it("shows the service's message when sign-in fails, and stops loading", async () => {
    const { actor, fill, promises } = start();
    fill('awa@example.com', 'wrong');
    actor.send({ type: 'form.submit' });
    await promises.settle('login', { error: new Error('Email ou mot de passe incorrect') });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('Email ou mot de passe incorrect');
  });

  it.each([new Error(''), 'not an error', undefined])('falls back to the SPEC §8 message for an unknown error (%s)', async (error) => {
    const { actor, fill, promises } = start();
    fill('awa@example.com', 'secret1');
    actor.send({ type: 'form.submit' });
    await promises.settle('login', { error });
    expect(selectError(actor.getSnapshot())).toBe(LOGIN_FALLBACK_ERROR);
    expect(LOGIN_FALLBACK_ERROR).toBe('Une erreur est survenue lors de la connexion');
  });

  it('clears the previous error when submitting again', async () => {
    const { actor, fill, promises } = start();
    fill('awa@example.com', 'wrong');
    actor.send({ type: 'form.submit' });
    await promises.settle('login', { error: new Error('Email ou mot de passe incorrect') });
    actor.send({ type: 'form.submit' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
