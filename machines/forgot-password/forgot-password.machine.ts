import { assign, fromPromise, setup } from 'xstate';

export const RESET_SENT = 'Un email de réinitialisation a été envoyé à votre adresse.';
export const RESET_FALLBACK_ERROR = "Une erreur est survenue lors de l'envoi de l'email";

export type ForgotPasswordEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

export interface ForgotPasswordContext {
  email: string;
  error: string | null;
}

/** The password-reset request (SPEC §4, §8). Effect, provided by the screen: `resetPassword`. */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    resetPassword: fromPromise<void, { email: string }>(async () => {
      throw new Error('resetPassword must be provided');
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'sent',
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error as Error | undefined)?.message || RESET_FALLBACK_ERROR }),
        },
      },
    },
    sent: {
      description: 'The success banner shows; the player may send again to another address.',
      tags: ['sent'],
      on: {
        'field.change': { target: 'editing', actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
    failed: {
      description: 'The error banner shows until the player edits or sends again.',
      on: {
        'field.change': { target: 'editing', actions: assign({ email: ({ event }) => event.value, error: null }) },
        'form.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
  },
});
