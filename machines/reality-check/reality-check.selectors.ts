import type { SnapshotFrom } from 'xstate';
import { REALITY_CHECK_INTERVAL_MS } from '../../src/game/reality-check';
import type { realityCheckMachine } from './reality-check.machine';

type Snapshot = SnapshotFrom<typeof realityCheckMachine>;

export const selectDialogOpen = (state: Snapshot) => state.hasTag('dialog');
/** Time played when the dialog opened: one interval of activity per dialog. */
export const selectPlayedMs = (state: Snapshot) => state.context.checks * REALITY_CHECK_INTERVAL_MS;
export const selectSpendLoading = (state: Snapshot) => state.matches('summing');
export const selectNetSpend = (state: Snapshot) => (state.matches('showing') ? state.context.netSpend : null);

/** What the dialog shows: replays compare this (and the state value), not the whole context. */
export const realityCheckProjection = (state: Snapshot) => ({
  dialogOpen: selectDialogOpen(state),
  playedMs: selectPlayedMs(state),
  spendLoading: selectSpendLoading(state),
  netSpend: selectNetSpend(state),
});
