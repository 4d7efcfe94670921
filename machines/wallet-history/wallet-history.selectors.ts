import type { SnapshotFrom } from 'xstate';
import type { MobileMoneyPayment } from '../mobile-money/mobile-money.types';
import type { WalletTransaction, walletHistoryMachine } from './wallet-history.machine';

type WalletHistorySnapshot = SnapshotFrom<typeof walletHistoryMachine>;

/** A line of the history: a transaction, marked pending while its payment awaits the provider, or a recharge not yet credited. */
export type HistoryLine =
  | { type: 'transaction'; transaction: WalletTransaction; pending: boolean }
  | { type: 'pendingRecharge'; payment: MobileMoneyPayment };

export const selectLoading = (state: WalletHistorySnapshot) => state.hasTag('loading');
export const selectFailure = (state: WalletHistorySnapshot) => (state.hasTag('failed') ? state.context.failure : null);
export const selectPage = (state: WalletHistorySnapshot) => state.context.page;
export const selectPageCount = (state: WalletHistorySnapshot) => Math.max(1, Math.ceil(state.context.total / state.context.pageSize));
/** The page count once the asked page is read; null while it loads, is read again or failed. */
export const selectLoadedPageCount = (state: WalletHistorySnapshot) => (state.matches('ready') ? selectPageCount(state) : null);

/**
 * Newest first: on the first page, recharges still waiting for the provider (nothing is credited
 * yet, so they have no ledger line); a withdrawal is debited at once, so its line shows pending until
 * the provider pays.
 */
export function selectLines(state: WalletHistorySnapshot): HistoryLine[] {
  const { pending, transactions, page } = state.context;
  const pendingReferences = new Set(pending.map((payment) => `payment:${payment.id}`));
  const recharges: HistoryLine[] =
    page === 0 ? pending.filter((payment) => payment.direction === 'in').map((payment) => ({ type: 'pendingRecharge', payment })) : [];
  return [
    ...recharges,
    ...transactions.map((transaction): HistoryLine => ({
      type: 'transaction',
      transaction,
      pending: transaction.reference !== null && pendingReferences.has(transaction.reference),
    })),
  ];
}

/** What /wallet's history shows: replays compare this (and the state value), not the whole context. */
export const walletHistoryProjection = (state: WalletHistorySnapshot) => ({
  loading: selectLoading(state),
  failure: selectFailure(state),
  page: selectPage(state),
  pageCount: selectPageCount(state),
  lines: selectLines(state),
});
