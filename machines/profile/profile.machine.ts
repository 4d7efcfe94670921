import { assign, fromPromise, setup } from 'xstate';

export const EMAIL_UPDATED = 'Email mis à jour avec succès';
export const EMAIL_FALLBACK_ERROR = "Une erreur est survenue lors de la mise à jour de l'email";
export const PASSWORD_UPDATED = 'Mot de passe mis à jour avec succès';
export const PASSWORD_FALLBACK_ERROR = 'Une erreur est survenue lors de la mise à jour du mot de passe';
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';

export interface ProfileMessage {
  tone: 'success' | 'error';
  text: string;
}

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export type ProfileEvent =
  | { type: 'email.toggle' }
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'password.toggle' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' };

export interface ProfileContext extends Record<PasswordField, string> {
  newEmail: string;
  emailMessage: ProfileMessage | null;
  passwordMessage: ProfileMessage | null;
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' } as const;

function failure(error: unknown, fallback: string): ProfileMessage {
  return { tone: 'error', text: (error as Error | undefined)?.message || fallback };
}

/**
 * The profile page's two forms, e-mail and password, each opened and closed with
 * 'Modifier' / 'Annuler' (SPEC §2, §4, §5, §8). Effects, provided by the screen:
 * `updateEmail`, `updatePassword`, and the action `emailChanged` (the session re-reads the profile).
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    updateEmail: fromPromise<void, { newEmail: string }>(async () => {
      throw new Error('updateEmail must be provided');
    }),
    updatePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(async () => {
      throw new Error('updatePassword must be provided');
    }),
  },
  actions: {
    emailChanged: () => {},
  },
  guards: {
    hasNewEmail: ({ context }) => context.newEmail.trim() !== '',
    passwordsFilled: ({ context }) => context.currentPassword !== '' && context.newPassword !== '' && context.confirmPassword !== '',
    passwordsDiffer: ({ context }) => context.newPassword !== context.confirmPassword,
  },
}).createMachine({
  id: 'profile',
  context: { newEmail: '', ...EMPTY_PASSWORDS, emailMessage: null, passwordMessage: null },
  type: 'parallel',
  states: {
    email: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'email.toggle': { target: 'open', actions: assign({ emailMessage: null }) } },
        },
        open: {
          tags: ['emailFormOpen'],
          initial: 'editing',
          on: { 'email.toggle': { target: 'closed', actions: assign({ newEmail: '', emailMessage: null }) } },
          states: {
            editing: {
              on: {
                'email.change': { actions: assign({ newEmail: ({ event }) => event.value }) },
                'email.submit': { guard: 'hasNewEmail', target: 'saving' },
              },
            },
            saving: {
              tags: ['emailSaving'],
              entry: assign({ emailMessage: null }),
              on: { 'email.toggle': {} },
              invoke: {
                id: 'updateEmail',
                src: 'updateEmail',
                input: ({ context }) => ({ newEmail: context.newEmail.trim() }),
                onDone: {
                  target: 'editing',
                  actions: [assign({ emailMessage: { tone: 'success', text: EMAIL_UPDATED } }), 'emailChanged'],
                },
                onError: {
                  target: 'editing',
                  actions: assign({ emailMessage: ({ event }) => failure(event.error, EMAIL_FALLBACK_ERROR) }),
                },
              },
            },
          },
        },
      },
    },
    password: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'password.toggle': { target: 'open', actions: assign({ passwordMessage: null }) } },
        },
        open: {
          tags: ['passwordFormOpen'],
          initial: 'editing',
          on: { 'password.toggle': { target: 'closed', actions: assign({ ...EMPTY_PASSWORDS, passwordMessage: null }) } },
          states: {
            editing: {
              on: {
                'password.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
                'password.submit': [
                  {
                    guard: 'passwordsFilled',
                    target: 'checking',
                  },
                ],
              },
            },
            checking: {
              description: 'New password and confirmation must match before any call (SPEC §5).',
              always: [
                {
                  guard: 'passwordsDiffer',
                  target: 'editing',
                  actions: assign({ passwordMessage: { tone: 'error', text: PASSWORD_MISMATCH } }),
                },
                { target: 'saving' },
              ],
            },
            saving: {
              tags: ['passwordSaving'],
              entry: assign({ passwordMessage: null }),
              on: { 'password.toggle': {} },
              invoke: {
                id: 'updatePassword',
                src: 'updatePassword',
                input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
                onDone: {
                  description: 'A successful change closes and clears the form (SPEC §4).',
                  target: '#profile.password.closed',
                  actions: assign({ ...EMPTY_PASSWORDS, passwordMessage: { tone: 'success', text: PASSWORD_UPDATED } }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({ passwordMessage: ({ event }) => failure(event.error, PASSWORD_FALLBACK_ERROR) }),
                },
              },
            },
          },
        },
      },
    },
  },
});
