import type { ProfileEvent } from '../../machines/profile/profile.machine';

/** The player's vocabulary on /profile, with the service's answers. */
export const PROFILE_MODEL_EVENTS = [
  { type: 'email.toggle' },
  { type: 'email.change', value: 'awa@new.example' },
  { type: 'email.change', field: 'currentPassword', value: 'old123' },
  { type: 'email.submit' },
  { type: 'xstate.done.actor.updateEmail' },
  { type: 'xstate.error.actor.updateEmail', error: new Error('') },
  { type: 'password.toggle' },
  { type: 'password.change', field: 'currentPassword', value: 'old123' },
  { type: 'password.change', field: 'newPassword', value: 'new123' },
  { type: 'password.change', field: 'confirmPassword', value: 'new123' },
  { type: 'password.change', field: 'confirmPassword', value: 'typo12' },
  { type: 'password.submit' },
  { type: 'xstate.done.actor.updatePassword' },
  { type: 'xstate.error.actor.updatePassword', error: new Error('Mot de passe actuel incorrect') },
] as unknown as ProfileEvent[];
