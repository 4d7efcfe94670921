import type { SnapshotFrom } from 'xstate';
import { CONFIRMATION_SENT, type registerMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export const selectBusy = (state: RegisterSnapshot) => state.hasTag('busy');
export const selectError = (state: RegisterSnapshot) => state.context.error;
export const selectFields = ({ context: { username, email, birthDate, country, password, confirm } }: RegisterSnapshot) => ({
  username,
  email,
  birthDate,
  country,
  password,
  confirm,
});
export const selectConfirmation = (state: RegisterSnapshot) => (state.hasTag('confirmationSent') ? CONFIRMATION_SENT : null);

/** What the form shows: replays compare this (and the state value), not the whole context. */
export const registerProjection = (state: RegisterSnapshot) => ({
  ...selectFields(state),
  busy: selectBusy(state),
  error: selectError(state),
  confirmation: selectConfirmation(state),
});
