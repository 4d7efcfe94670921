import { assign, fromPromise, setup } from 'xstate';

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

export type RegisterField = 'username' | 'email' | 'password' | 'confirm';

export type RegisterEvent = { type: 'field.change'; field: RegisterField; value: string } | { type: 'form.submit' };

export interface RegisterContext extends Record<RegisterField, string> {
  error: string | null;
}

/**
 * The sign-up form (SPEC §2, §5, §8): client checks first, in SPEC §5's order, then the call.
 * Effect, provided by the screen: `register`.
 */
export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<RegisterOutcome, { email: string; password: string; username: string }>(async () => {
      throw new Error('register must be provided');
    }),
  },
  guards: {
    isComplete: ({ context }) =>
      context.username.trim() !== '' && context.email.trim() !== '' && context.password !== '' && context.confirm !== '',
    passwordsDiffer: ({ context }) => context.password !== context.confirm,
    passwordTooShort: ({ context }) => context.password.length < MIN_PASSWORD_LENGTH,
  },
  actions: {
    clearPasswords: assign({ password: '', confirm: '' }),
  },
}).createMachine({
  id: 'register',
  context: { username: '', email: '', password: '', confirm: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'form.submit': [
          { guard: 'isComplete', target: 'checking' },
        ],
      },
    },
    checking: {
      description: 'Client-side checks, in SPEC §5 order: matching passwords, then length.',
      always: [
        { guard: 'passwordsDiffer', target: 'editing', actions: assign({ error: PASSWORD_MISMATCH }) },
        { guard: 'passwordTooShort', target: 'editing', actions: assign({ error: PASSWORD_TOO_SHORT }) },
        { target: 'submitting' },
      ],
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password, username: context.username.trim() }),
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
