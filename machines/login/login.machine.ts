import { assign, fromPromise, setup } from 'xstate';

export const LOGIN_FALLBACK_ERROR = 'Une erreur est survenue lors de la connexion';

export interface LoginFields {
  email: string;
  password: string;
  /** 'Se souvenir de moi': shown, kept, and deliberately without effect (SPEC §2). */
  remember: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'email' | 'password'; value: string }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' };

export interface LoginContext extends LoginFields {
  error: string | null;
}

/** The sign-in form (SPEC §2, §4, §8). Effect, provided by the screen: `login`. */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    login: fromPromise<void, { email: string; password: string }>(async () => {
      throw new Error('login must be provided');
    }),
  },
  guards: {
    isComplete: ({ context }) => context.email.trim() !== '' && context.password !== '',
  },
}).createMachine({
  id: 'login',
  context: { email: '', password: '', remember: false, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'remember.toggle': { actions: assign({ remember: ({ context }) => !context.remember }) },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: 'signedIn',
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error as Error | undefined)?.message || LOGIN_FALLBACK_ERROR }),
        },
      },
    },
    signedIn: {
      description: 'Signed in: the button stays busy until the signed-in redirect leaves the page.',
      tags: ['busy'],
      type: 'final',
    },
  },
});
