import { assign, fromPromise, setup } from 'xstate';
import { PASSWORD_FALLBACK_ERROR } from '../profile/profile.machine';
import { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '../register/register.machine';

/** An expired, already used, malformed or missing recovery link (GoTrue does not tell them apart). */
export const LINK_INVALID = "Ce lien de réinitialisation est invalide ou a expiré. Un lien ne sert qu'une seule fois : demandez-en un nouveau.";
/** The link could not be checked (the service's message says why when it is known). */
export const LINK_CHECK_FALLBACK_ERROR = 'Une erreur est survenue lors de la vérification du lien';
/** How long the success message shows before the player is taken to /player (SPEC §4's message delay). */
export const SUCCESS_NOTICE_MS = 3000;

/** What the recovery link gave: a session for setting a new password, or nothing; the account's address when known. */
export interface RecoveryLink {
  valid: boolean;
  email: string | null;
}

export type ResetPasswordField = 'password' | 'confirm';

export type ResetPasswordEvent =
  | { type: 'field.change'; field: ResetPasswordField; value: string }
  | { type: 'form.submit' }
  | { type: 'link.retry' };

export interface ResetPasswordContext extends Record<ResetPasswordField, string> {
  /** the account's address: shown above the form, or prefilled in a new request when the link is invalid */
  email: string | null;
  error: string | null;
}

const isComplete = (context: ResetPasswordContext) => context.password !== '' && context.confirm !== '';

/** Registration's checks, in SPEC §5's order: matching confirmation, then the length. */
function formError(context: ResetPasswordContext): string | null {
  if (context.password !== context.confirm) return PASSWORD_MISMATCH;
  if (context.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

const messageOr = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/**
 * /reset-password, the page a recovery link opens: the link's session is checked, then the player
 * chooses a new password (with the register form's rules and messages) and stays signed in. Effects,
 * provided by the screen: `openLink` (the link's session) and `setPassword`.
 */
export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent },
  actors: {
    openLink: fromPromise<RecoveryLink>(async () => {
      throw new Error('openLink must be provided');
    }),
    setPassword: fromPromise<void, { password: string }>(async () => {
      throw new Error('setPassword must be provided');
    }),
  },
  guards: {
    isComplete: ({ context }) => isComplete(context),
    formIsValid: ({ context }) => isComplete(context) && formError(context) === null,
  },
  delays: { successNotice: SUCCESS_NOTICE_MS },
}).createMachine({
  id: 'resetPassword',
  context: { email: null, password: '', confirm: '', error: null },
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'The recovery link’s session is being read (supabase-js takes it from the address).',
      tags: ['checking'],
      entry: assign({ error: null }),
      invoke: {
        id: 'openLink',
        src: 'openLink',
        onDone: [
          { guard: ({ event }) => event.output.valid, target: 'editing', actions: assign({ email: ({ event }) => event.output.email }) },
          { target: 'linkInvalid', actions: assign({ email: ({ event }) => event.output.email }) },
        ],
        onError: { target: 'linkUnreachable', actions: assign({ error: ({ event }) => messageOr(event.error, LINK_CHECK_FALLBACK_ERROR) }) },
      },
    },
    linkUnreachable: {
      description: 'The auth service could not be reached to check the link: the link is still good, try again.',
      tags: ['unreachable'],
      on: { 'link.retry': 'checkingLink' },
    },
    linkInvalid: {
      description: 'Expired, already used, malformed or no link: the page offers a new one (e-mail prefilled when known).',
      tags: ['linkInvalid'],
      type: 'final',
    },
    editing: {
      tags: ['form'],
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'form.submit': [
          { guard: 'formIsValid', target: 'saving' },
          { guard: 'isComplete', actions: assign({ error: ({ context }) => formError(context) }) },
        ],
      },
    },
    saving: {
      tags: ['form', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'done', actions: assign({ password: '', confirm: '' }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOr(event.error, PASSWORD_FALLBACK_ERROR) }) },
      },
    },
    done: {
      description: 'Password changed; the player is signed in with the link’s session and goes on to /player.',
      tags: ['done'],
      after: { successNotice: 'finished' },
    },
    finished: {
      tags: ['done', 'finished'],
      type: 'final',
    },
  },
});
