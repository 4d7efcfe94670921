import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectBusy = (state: LoginSnapshot) => state.hasTag('busy');
export const selectError = (state: LoginSnapshot) => state.context.error;
export const selectFields = (state: LoginSnapshot) => state.context;
