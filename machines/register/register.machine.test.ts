import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BIRTH_DATE_ERROR, UNDERAGE_ERROR } from '../../src/game/age';
import { BIRTH_DATE_REQUIRED, COUNTRY_REQUIRED } from '../../src/game/responsible-gaming';
import { USERNAME_CHARACTERS_ERROR, USERNAME_LENGTH_ERROR } from '../../src/game/username';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import {
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  REGISTER_FALLBACK_ERROR,
  type RegisterField,
  type RegisterInput,
  type RegisterOutcome,
  registerMachine,
} from './register.machine';
import { selectBusy, selectConfirmation, selectError, selectFields } from './register.selectors';

/** Sunday 22 Nov 2026, 23:30 UTC: already Monday 23 in Porto-Novo (UTC+1), still Sunday 22 in Lomé. */
const NOW = '2026-11-22T23:30:00Z';

function start() {
  const promises = controllablePromises();
  const actor = createActor(registerMachine.provide({ actors: { register: promises.logic<RegisterOutcome, RegisterInput>() } })).start();
  const fill = (fields: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as RegisterField, value });
  };
  const submit = (now = NOW) => actor.send({ type: 'form.submit', now });
  return { actor, promises, fill, submit };
}

const valid = { username: 'awa', email: 'awa@example.com', birthDate: '1998-04-12', country: 'TG', password: 'secret1', confirm: 'secret1' };

describe('register machine', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFields(actor.getSnapshot())).toEqual({ username: '', email: '', birthDate: '', country: '', password: '', confirm: '' });
    expect(selectBusy(actor.getSnapshot())).toBe(false);
  });

  it.each(['username', 'email', 'password', 'confirm'] as const)('leaves an empty text field to the browser (%s empty: no message, no call)', (field) => {
    const { actor, fill, promises, submit } = start();
    fill({ ...valid, [field]: '' });
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(promises.calls).toHaveLength(0);
  });

  it.each([
    ['a 2-character username', { username: 'Al' }, USERNAME_LENGTH_ERROR],
    ['a 21-character username', { username: 'a'.repeat(21) }, USERNAME_LENGTH_ERROR],
    ['a space in the username', { username: 'Awa Diop' }, USERNAME_CHARACTERS_ERROR],
    ['an emoji in the username', { username: 'Awa🎲' }, USERNAME_CHARACTERS_ERROR],
    ['no date of birth', { birthDate: '' }, BIRTH_DATE_REQUIRED],
    ['no country', { country: '' }, COUNTRY_REQUIRED],
    ['an unknown country', { country: 'FR' }, COUNTRY_REQUIRED],
    ['a date of birth in the future', { birthDate: '2027-01-01' }, BIRTH_DATE_ERROR],
    ['a date of birth that does not exist', { birthDate: '2001-02-29' }, BIRTH_DATE_ERROR],
    ['a 17-year-old', { birthDate: '2009-01-10' }, UNDERAGE_ERROR],
    ['different passwords', { password: 'abc', confirm: 'abd' }, PASSWORD_MISMATCH],
    ['a 5-character password', { password: '12345', confirm: '12345' }, PASSWORD_TOO_SHORT],
  ])('refuses %s with its French message, and calls nothing', (_name, fields, message) => {
    const { actor, fill, promises, submit } = start();
    fill({ ...valid, ...fields });
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(promises.calls).toHaveLength(0);
  });

  it('has the French messages of SPEC §5 and issue 17', () => {
    expect([PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, UNDERAGE_ERROR]).toEqual([
      'Les mots de passe ne correspondent pas',
      'Le mot de passe doit contenir au moins 6 caractères',
      'Vous devez avoir 18 ans ou plus pour jouer.',
    ]);
  });

  it('checks in the form’s order: the username first, the passwords last', () => {
    const { actor, fill, submit } = start();
    fill({ ...valid, username: 'Al', birthDate: '2012-01-01', password: 'abc', confirm: 'abd' });
    submit();
    expect(selectError(actor.getSnapshot())).toBe(USERNAME_LENGTH_ERROR);
    fill({ username: 'Alou' });
    submit();
    expect(selectError(actor.getSnapshot())).toBe(UNDERAGE_ERROR);
    fill({ birthDate: '2000-01-01' });
    submit();
    expect(selectError(actor.getSnapshot())).toBe(PASSWORD_MISMATCH);
  });

  it('checks the 18th birthday on the day of the chosen country, at the instant of the click', () => {
    // Born 23 Nov 2008: 18 on Monday 23 Nov 2026, which has begun in Porto-Novo but not in Lomé.
    const inLome = start();
    inLome.fill({ ...valid, birthDate: '2008-11-23', country: 'TG' });
    inLome.submit();
    expect(selectError(inLome.actor.getSnapshot())).toBe(UNDERAGE_ERROR);
    inLome.submit('2026-11-23T00:00:00Z');
    expect(inLome.actor.getSnapshot().value).toBe('submitting');

    const inPortoNovo = start();
    inPortoNovo.fill({ ...valid, birthDate: '2008-11-23', country: 'BJ' });
    inPortoNovo.submit();
    expect(inPortoNovo.actor.getSnapshot().value).toBe('submitting');
  });

  it('accepts exactly 6 characters, shows loading, and sends the trimmed e-mail, the username as stored and the declaration', async () => {
    const { actor, fill, promises, submit } = start();
    fill({ ...valid, username: ' Se\u0301na ', email: ' awa@example.com ', password: '123456', confirm: '123456' });
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([
      {
        id: 'register',
        input: { username: 'S\u00e9na', email: 'awa@example.com', password: '123456', declaration: { birthDate: '1998-04-12', country: 'TG' } },
      },
    ]);
    await promises.settle('register', { output: { signedIn: true } });
    expect(actor.getSnapshot().value).toBe('registered');
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
  });

  it('says to confirm the address when the service does not sign the new player in, and forgets the passwords', async () => {
    const { actor, fill, promises, submit } = start();
    fill(valid);
    submit();
    await promises.settle('register', { output: { signedIn: false } });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectConfirmation(actor.getSnapshot())).toBe('Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.');
    expect(selectFields(actor.getSnapshot())).toMatchObject({ password: '', confirm: '', email: 'awa@example.com' });
  });

  it('clears a client-side error once the checks pass', () => {
    const { actor, fill, submit } = start();
    fill({ ...valid, confirm: 'other1' });
    submit();
    fill({ confirm: 'secret1' });
    submit();
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it("shows the service's message on failure (e.g. the database's refusal of a minor) and stops loading", async () => {
    const { actor, fill, promises, submit } = start();
    fill(valid);
    submit();
    await promises.settle('register', { error: new Error('Vous devez avoir 18 ans ou plus pour jouer.') });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('Vous devez avoir 18 ans ou plus pour jouer.');
  });

  it("falls back to 'Une erreur est survenue lors de l'inscription' for an unknown error", async () => {
    const { actor, fill, promises, submit } = start();
    fill(valid);
    submit();
    await promises.settle('register', { error: new Error('') });
    expect(selectError(actor.getSnapshot())).toBe("Une erreur est survenue lors de l'inscription");
    expect(REGISTER_FALLBACK_ERROR).toBe("Une erreur est survenue lors de l'inscription");
  });
});
