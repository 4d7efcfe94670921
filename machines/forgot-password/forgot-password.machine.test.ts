import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { RESET_FALLBACK_ERROR, RESET_SENT, forgotPasswordMachine } from './forgot-password.machine';
import { selectBusy, selectEmail, selectError, selectSuccess } from './forgot-password.selectors';

function start() {
  const promises = controllablePromises();
  const actor = createActor(
    forgotPasswordMachine.provide({ actors: { resetPassword: promises.logic<void, { email: string }>() } }),
  ).start();
  const type = (value: string) => actor.send({ type: 'field.change', field: 'email', value });
  return { actor, promises, type };
}

describe('forgot-password machine', () => {
  it('starts editing with no banner', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSuccess(actor.getSnapshot())).toBeNull();
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('requires an e-mail', () => {
    const { actor, promises, type } = start();
    type('  ');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(promises.calls).toHaveLength(0);
  });

  it('shows loading while sending, then the success banner', async () => {
    const { actor, promises, type } = start();
    type(' awa@example.com ');
    actor.send({ type: 'form.submit' });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'resetPassword', input: { email: 'awa@example.com' } }]);
    await promises.settle('resetPassword', { output: undefined });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectSuccess(actor.getSnapshot())).toBe('Un email de réinitialisation a été envoyé à votre adresse.');
    expect(RESET_SENT).toBe('Un email de réinitialisation a été envoyé à votre adresse.');
  });

  it('can send again from the success banner, or edit the address which hides it', async () => {
    const { actor, promises, type } = start();
    type('awa@example.com');
    actor.send({ type: 'form.submit' });
    await promises.settle('resetPassword', { output: undefined });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await promises.settle('resetPassword', { output: undefined });
    type('kofi@example.com');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSuccess(actor.getSnapshot())).toBeNull();
    expect(selectEmail(actor.getSnapshot())).toBe('kofi@example.com');
  });

  it("shows the service's message in the error banner", async () => {
    const { actor, promises, type } = start();
    type('awa@example.com');
    actor.send({ type: 'form.submit' });
    await promises.settle('resetPassword', { error: new Error('Trop de tentatives, réessayez plus tard') });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectError(actor.getSnapshot())).toBe('Trop de tentatives, réessayez plus tard');
    expect(selectSuccess(actor.getSnapshot())).toBeNull();
  });

  it("falls back to 'Une erreur est survenue lors de l'envoi de l'email', then retries or edits", async () => {
    const { actor, promises, type } = start();
    type('awa@example.com');
    actor.send({ type: 'form.submit' });
    await promises.settle('resetPassword', { error: new Error('') });
    expect(selectError(actor.getSnapshot())).toBe("Une erreur est survenue lors de l'envoi de l'email");
    expect(RESET_FALLBACK_ERROR).toBe("Une erreur est survenue lors de l'envoi de l'email");
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(selectError(actor.getSnapshot())).toBeNull();
    await promises.settle('resetPassword', { error: new Error('') });
    type('awa@example.org');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
