import type { SnapshotFrom } from 'xstate';
import { RESET_SENT, type forgotPasswordMachine } from './forgot-password.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectBusy = (state: ForgotPasswordSnapshot) => state.hasTag('busy');
export const selectError = (state: ForgotPasswordSnapshot) => state.context.error;
export const selectSuccess = (state: ForgotPasswordSnapshot) => (state.hasTag('sent') ? RESET_SENT : null);
export const selectEmail = (state: ForgotPasswordSnapshot) => state.context.email;
