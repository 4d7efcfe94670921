import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectBusy = (state: LoginSnapshot) => state.hasTag('busy');
export const selectError = (state: LoginSnapshot) => state.context.error;
export const selectFields = ({ context: { email, password, remember } }: LoginSnapshot) => ({ email, password, remember });

/** What the form shows: replays compare this (and the state value), not the whole context. */
export const loginProjection = (state: LoginSnapshot) => ({ ...selectFields(state), busy: selectBusy(state), error: selectError(state) });
