import type { SnapshotFrom } from 'xstate';
import type { registerMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export const selectBusy = (state: RegisterSnapshot) => state.hasTag('busy');
export const selectError = (state: RegisterSnapshot) => state.context.error;
export const selectFields = (state: RegisterSnapshot) => state.context;
