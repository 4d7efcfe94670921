import type { SnapshotFrom } from 'xstate';
import type { WalletHistoryEntry, walletHistoryMachine } from './wallet-history.machine';

type WalletHistorySnapshot = SnapshotFrom<typeof walletHistoryMachine>;

/**
 * A line of the history: an entry, marked pending while its payment awaits the provider (a recharge
 * not yet credited, which has no movement, or a withdrawal already debited).
 */
export interface HistoryLine extends WalletHistoryEntry {
  pending: boolean;
}

export const selectLoading = (state: WalletHistorySnapshot) => state.hasTag('loading');
export const selectFailure = (state: WalletHistorySnapshot) => (state.hasTag('failed') ? state.context.failure : null);
export const selectPage = (state: WalletHistorySnapshot) => state.context.page;
export const selectPageCount = (state: WalletHistorySnapshot) => Math.max(1, Math.ceil(state.context.total / state.context.pageSize));
/** The page count once the asked page is read; null while it loads, is read again or failed. */
export const selectLoadedPageCount = (state: WalletHistorySnapshot) => (state.matches('ready') ? selectPageCount(state) : null);

/** The page's lines, newest first, as the database ordered them (a recharge waiting for its provider sits at its own time). */
export function selectLines(state: WalletHistorySnapshot): HistoryLine[] {
  return state.context.entries.map((entry) => ({ ...entry, pending: entry.payment?.status === 'pending' }));
}

/** What /wallet's history shows: replays compare this (and the state value), not the whole context. */
export const walletHistoryProjection = (state: WalletHistorySnapshot) => ({
  loading: selectLoading(state),
  failure: selectFailure(state),
  page: selectPage(state),
  pageCount: selectPageCount(state),
  lines: selectLines(state),
});
