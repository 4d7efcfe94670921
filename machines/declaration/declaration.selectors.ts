import type { SnapshotFrom } from 'xstate';
import type { declarationMachine } from './declaration.machine';

type Snapshot = SnapshotFrom<typeof declarationMachine>;

export const selectFields = ({ context: { birthDate, country } }: Snapshot) => ({ birthDate, country });
export const selectBusy = (state: Snapshot) => state.hasTag('busy');
export const selectError = (state: Snapshot) => state.context.error;
export const selectDeclared = (state: Snapshot) => state.matches('declared');

/** What the form shows: replays compare this (and the state value), not the whole context. */
export const declarationProjection = (state: Snapshot) => ({
  ...selectFields(state),
  busy: selectBusy(state),
  error: selectError(state),
  declared: selectDeclared(state),
});
