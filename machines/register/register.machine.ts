import { assign, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { type PlayerDeclaration, checkDeclaration } from '../../src/game/responsible-gaming';
import { checkUsername } from '../../src/game/username';

export const REGISTER_FALLBACK_ERROR = "Une erreur est survenue lors de l'inscription";
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';
export const PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 6 caractères';
export const MIN_PASSWORD_LENGTH = 6;
/** Shown when the auth service asks for an e-mail confirmation before the first sign-in (hosted projects). */
export const CONFIRMATION_SENT = 'Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.';

/** What the account creation answered: signed in at once, or waiting for the e-mail confirmation. */
export interface RegisterOutcome {
  signedIn: boolean;
}

/** `birthDate` is 'yyyy-mm-dd' ('' until a date is chosen), `country` a country code ('' until chosen). */
export type RegisterField = 'username' | 'email' | 'birthDate' | 'country' | 'password' | 'confirm';

/** `form.submit` carries the instant of the click: the age is checked on that day (the machine reads no clock). */
export type RegisterEvent = { type: 'field.change'; field: RegisterField; value: string } | { type: 'form.submit'; now: string };

export interface RegisterContext extends Record<RegisterField, string> {
  error: string | null;
}

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  declaration: PlayerDeclaration;
}

/** Empty text fields are the browser's to report (`required`); the machine refuses them without a message. */
function isComplete(context: RegisterContext): boolean {
  return context.username.trim() !== '' && context.email.trim() !== '' && context.password !== '' && context.confirm !== '';
}

/** The first thing wrong with the form, in its order (username, date of birth, country, passwords), or null. */
function formError(context: RegisterContext, now: string): string | null {
  const username = checkUsername(context.username);
  if (!username.ok) return username.error;
  const declaration = checkDeclaration(context.birthDate, context.country, now);
  if (declaration) return declaration;
  if (context.password !== context.confirm) return PASSWORD_MISMATCH;
  if (context.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/**
 * The sign-up form (SPEC §2, §5, §8; issues 13 and 17): client checks first — the username rule of the
 * database, 18 or more on the day in the chosen country, then SPEC §5's password checks in its order —
 * then the call. Effect, provided by the screen: `register`.
 */
export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<RegisterOutcome, RegisterInput>(async () => {
      throw new Error('register must be provided');
    }),
  },
  guards: {
    isComplete: ({ context }) => isComplete(context),
    formIsValid: ({ context, event }) => event.type === 'form.submit' && isComplete(context) && formError(context, event.now) === null,
  },
  actions: {
    clearPasswords: assign({ password: '', confirm: '' }),
  },
}).createMachine({
  id: 'register',
  context: { username: '', email: '', birthDate: '', country: '', password: '', confirm: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'form.submit': [
          { guard: 'formIsValid', target: 'submitting' },
          {
            guard: 'isComplete',
            description: 'Client-side checks, in the form’s order: username, date of birth and age, country, then SPEC §5’s matching passwords and length.',
            actions: assign({ error: ({ context, event }) => formError(context, event.now) }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          username: (checkUsername(context.username) as { username: string }).username,
          declaration: { birthDate: context.birthDate, country: context.country as CountryCode },
        }),
        onDone: [
          { guard: ({ event }) => event.output.signedIn, target: 'registered' },
          { target: 'awaitingConfirmation', actions: 'clearPasswords' },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error as Error | undefined)?.message || REGISTER_FALLBACK_ERROR }),
        },
      },
    },
    registered: {
      description: 'Account created and signed in: the signed-in redirect takes the player to /player.',
      tags: ['busy'],
      type: 'final',
    },
    awaitingConfirmation: {
      description: 'Account created, but the auth service wants the address confirmed before the first sign-in.',
      tags: ['confirmationSent'],
      type: 'final',
    },
  },
});
