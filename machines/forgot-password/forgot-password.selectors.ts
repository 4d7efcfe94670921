import type { SnapshotFrom } from 'xstate';
import { RESET_SENT, type forgotPasswordMachine } from './forgot-password.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectBusy = (state: ForgotPasswordSnapshot) => state.hasTag('busy');
export const selectError = (state: ForgotPasswordSnapshot) => state.context.error;
export const selectSuccess = (state: ForgotPasswordSnapshot) => (state.hasTag('sent') ? RESET_SENT : null);
export const selectEmail = (state: ForgotPasswordSnapshot) => state.context.email;

/** What the form shows: replays compare this (and the state value), not the whole context. */
export const forgotPasswordProjection = (state: ForgotPasswordSnapshot) => ({
  email: selectEmail(state),
  busy: selectBusy(state),
  success: selectSuccess(state),
  error: selectError(state),
});
