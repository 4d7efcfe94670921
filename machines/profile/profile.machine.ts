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
/** The e-mail form's fields: the new address and, to re-authenticate, the current password. */
export type EmailField = 'newEmail' | 'currentPassword';

export type ProfileEvent =
  | { type: 'email.toggle' }
  /** without `field`: the new address (traces recorded before the e-mail form asked for the password) */
  | { type: 'email.change'; field?: EmailField; value: string }
  | { type: 'email.submit' }
  | { type: 'password.toggle' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' };

export interface ProfileContext extends Record<PasswordField, string> {
  newEmail: string;
  /** the current password typed in the e-mail form, apart from the password form's */
  emailCurrentPassword: string;
  emailMessage: ProfileMessage | null;
  passwordMessage: ProfileMessage | null;
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' } as const;

function failure(error: unknown, fallback: string): ProfileMessage {
  return { tone: 'error', text: (error as Error | undefined)?.message || fallback };
}

/**
 * The profile page's two forms, e-mail and password, each opened and closed with
 * 'Modifier' / 'Annuler' (SPEC §2, §4, §5, §8). Both ask for the current password, which the
 * service checks before the change (issue 38). Effects, provided by the screen:
 * `updateEmail`, `updatePassword`, and the action `emailChanged` (the session re-reads the profile).
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    updateEmail: fromPromise<void, { currentPassword: string; newEmail: string }>(async () => {
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
    emailFilled: ({ context }) => context.newEmail.trim() !== '' && context.emailCurrentPassword !== '',
    passwordsFilled: ({ context }) => context.currentPassword !== '' && context.newPassword !== '' && context.confirmPassword !== '',
    passwordsDiffer: ({ context }) => context.newPassword !== context.confirmPassword,
  },
}).createMachine({
  id: 'profile',
  context: { newEmail: '', emailCurrentPassword: '', ...EMPTY_PASSWORDS, emailMessage: null, passwordMessage: null },
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
          on: { 'email.toggle': { target: 'closed', actions: assign({ newEmail: '', emailCurrentPassword: '', emailMessage: null }) } },
          states: {
            editing: {
              on: {
                'email.change': {
                  actions: assign(({ event }) =>
                    event.field === 'currentPassword' ? { emailCurrentPassword: event.value } : { newEmail: event.value },
                  ),
                },
                'email.submit': { guard: 'emailFilled', target: 'saving' },
              },
            },
            saving: {
              tags: ['emailSaving'],
              entry: assign({ emailMessage: null }),
              on: { 'email.toggle': {} },
              invoke: {
                id: 'updateEmail',
                src: 'updateEmail',
                input: ({ context }) => ({ currentPassword: context.emailCurrentPassword, newEmail: context.newEmail.trim() }),
                onDone: {
                  description: 'The form stays open with its message; the password typed for the change is cleared.',
                  target: 'editing',
                  actions: [assign({ emailCurrentPassword: '', emailMessage: { tone: 'success', text: EMAIL_UPDATED } }), 'emailChanged'],
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
