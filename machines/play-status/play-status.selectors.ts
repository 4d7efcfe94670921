import type { SnapshotFrom } from 'xstate';
import type { playStatusMachine } from './play-status.machine';

type Snapshot = SnapshotFrom<typeof playStatusMachine>;

/** The signed-in player's last known status, or null (signed out, or not read yet). */
export const selectPlayStatus = (state: Snapshot) => (state.matches('signedIn') ? state.context.status : null);
export const selectPlayStatusLoading = (state: Snapshot) => state.hasTag('loading');

/** What the pages show of it: replays compare this (and the state value), not the whole context. */
export const playStatusProjection = (state: Snapshot) => ({
  status: selectPlayStatus(state),
  loading: selectPlayStatusLoading(state),
});
