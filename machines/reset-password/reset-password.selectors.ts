import type { SnapshotFrom } from 'xstate';
import { PASSWORD_UPDATED } from '../profile/profile.machine';
import { LINK_INVALID, type resetPasswordMachine } from './reset-password.machine';

type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** Which part of the page shows: the link being checked, the link refused or unreachable, the form, the success. */
export type ResetPasswordStep = 'checking' | 'unreachable' | 'linkInvalid' | 'form' | 'done';

export function selectStep(state: ResetPasswordSnapshot): ResetPasswordStep {
  if (state.hasTag('checking')) return 'checking';
  if (state.hasTag('unreachable')) return 'unreachable';
  if (state.hasTag('linkInvalid')) return 'linkInvalid';
  if (state.hasTag('done')) return 'done';
  return 'form';
}

export const selectBusy = (state: ResetPasswordSnapshot) => state.hasTag('busy');
export const selectError = (state: ResetPasswordSnapshot) => (state.hasTag('linkInvalid') ? LINK_INVALID : state.context.error);
export const selectSuccess = (state: ResetPasswordSnapshot) => (state.hasTag('done') ? PASSWORD_UPDATED : null);
export const selectEmail = (state: ResetPasswordSnapshot) => state.context.email;
export const selectFields = ({ context: { password, confirm } }: ResetPasswordSnapshot) => ({ password, confirm });
/** The success message has had its time: the page takes the player to /player. */
export const selectFinished = (state: ResetPasswordSnapshot) => state.hasTag('finished');

/** What the page shows: replays compare this (and the state value), not the whole context. */
export const resetPasswordProjection = (state: ResetPasswordSnapshot) => ({
  step: selectStep(state),
  email: selectEmail(state),
  ...selectFields(state),
  busy: selectBusy(state),
  error: selectError(state),
  success: selectSuccess(state),
});
