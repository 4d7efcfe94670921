import type { SnapshotFrom } from 'xstate';
import { CONFIRMATION_SENT, type registerMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export const selectBusy = (state: RegisterSnapshot) => state.hasTag('busy');
export const selectError = (state: RegisterSnapshot) => state.context.error;
export const selectFields = (state: RegisterSnapshot) => state.context;
export const selectConfirmation = (state: RegisterSnapshot) => (state.hasTag('confirmationSent') ? CONFIRMATION_SENT : null);
