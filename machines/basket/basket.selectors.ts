import type { SnapshotFrom } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { selectionMaxPayout } from '../../src/game/draw-max-payout';
import { type PayoutGap, selectionPayoutGap } from '../../src/game/payout-gap';
import { checkTicketBounds, selectionSize } from '../../src/game/ticket-bounds';
import { type PlacedTicketReceipt, type PlacementFailure, type basketMachine, isItemClosed, selectedOpenItems } from './basket.machine';
import { selectBasketStake, selectItemCount } from './basket-builder.selectors';

export type BasketSnapshot = SnapshotFrom<typeof basketMachine>;

export interface BasketLine {
  item: BasketItem;
  selected: boolean;
  /** the draw has passed or the database no longer sells it: shown 'Tirage clos', cannot be selected or validated */
  closed: boolean;
}

export interface BasketTotals {
  selectedCount: number;
  totalStake: number;
  potentialWin: number;
  /** null when no selected item is in double chance */
  potentialMacWin: number | null;
}

export type SelectAllState = 'all' | 'some' | 'none';

export function selectLines(snapshot: BasketSnapshot): BasketLine[] {
  const { items, selectedIds, now, closedDraws } = snapshot.context;
  return items.map((item) => ({ item, selected: selectedIds.includes(item.id), closed: isItemClosed(item, now, closedDraws) }));
}

export function selectTotals(snapshot: BasketSnapshot): BasketTotals {
  const selected = selectLines(snapshot).filter((line) => line.selected);
  const macWins = selected.map((line) => line.item.potentialMacWin).filter((win): win is number => win !== null);
  return {
    selectedCount: selected.length,
    totalStake: selected.reduce((sum, line) => sum + line.item.totalStake, 0),
    potentialWin: selected.reduce((sum, line) => sum + line.item.potentialWin, 0),
    potentialMacWin: macWins.length === 0 ? null : macWins.reduce((sum, win) => sum + win, 0),
  };
}

/** 'Gain maximal possible' of the selected items, beside SPEC's 'Gain potentiel'. */
export interface BasketMaxPayout {
  /**
   * the most the selected items can really pay together: each draw at its best result for them (bets on one
   * draw share its numbers, so their maxima do not simply add up)
   */
  amount: number;
  /** false when bets on one draw were too entangled to search: `amount` is then an upper bound ('au plus') */
  exact: boolean;
  /** why 'Gain potentiel' says more, or null when the two agree */
  gap: PayoutGap | null;
}

export function selectMaxPayout(snapshot: BasketSnapshot): BasketMaxPayout {
  const selected = selectLines(snapshot)
    .filter((line) => line.selected)
    .map((line) => line.item);
  const most = selectionMaxPayout(selected);
  return { amount: most.amount, exact: most.exact, gap: selectionPayoutGap(selected, most) };
}

export function sameMaxPayout(a: BasketMaxPayout, b: BasketMaxPayout): boolean {
  return a.amount === b.amount && a.exact === b.exact && a.gap === b.gap;
}

/** Of the items that can be selected (open draws), how many are. */
export function selectSelectAllState(snapshot: BasketSnapshot): SelectAllState {
  const open = selectLines(snapshot).filter((line) => !line.closed);
  const selected = open.filter((line) => line.selected).length;
  if (open.length > 0 && selected === open.length) return 'all';
  return selected === 0 ? 'none' : 'some';
}

export function selectHasOpenItems(snapshot: BasketSnapshot): boolean {
  return selectLines(snapshot).some((line) => !line.closed);
}

export function selectIsValidating(snapshot: BasketSnapshot): boolean {
  return snapshot.hasTag('loading');
}

export function selectShowsSuccess(snapshot: BasketSnapshot): boolean {
  return snapshot.hasTag('success');
}

/** Item controls are locked while a validation runs. */
export function selectControlsLocked(snapshot: BasketSnapshot): boolean {
  return !snapshot.can({ type: 'basket.clear' });
}

export function selectCanValidate(snapshot: BasketSnapshot): boolean {
  return snapshot.can({ type: 'basket.validate', idempotencyKey: '' });
}

/**
 * Why the selection cannot be validated as one ticket (more than 100 items or 2 520 lines), with its size;
 * null when it fits. 'Valider' is then refused by the machine, before any request.
 */
export function selectOverBound(snapshot: BasketSnapshot): { reason: string; size: string } | null {
  const check = checkTicketBounds(selectedOpenItems(snapshot.context));
  return check.fits ? null : { reason: check.reason, size: selectionSize(check.size) };
}

/** The ticket just bought, while 'Succès!' shows. */
export function selectPlacedTicket(snapshot: BasketSnapshot): PlacedTicketReceipt | null {
  return snapshot.hasTag('success') ? snapshot.context.ticket : null;
}

/** Why the last validation failed, while its message shows. */
export function selectFailure(snapshot: BasketSnapshot): PlacementFailure | null {
  return snapshot.hasTag('failure') ? snapshot.context.failure : null;
}

/** 'Réessayer': the last validation got no answer, and may be sent again with its key. */
export function selectCanRetry(snapshot: BasketSnapshot): boolean {
  return snapshot.can({ type: 'basket.retry' });
}

/** What 'Annuler' would put back after a removal or 'Vider' (issue 38), while it is offered; null otherwise. */
export interface BasketUndo {
  kind: 'item' | 'all';
  /** how many items 'Annuler' puts back */
  count: number;
  /** their ids, in basket order: a new removal is a new offer even when it takes as many items */
  ids: string[];
}

export function selectUndo(snapshot: BasketSnapshot): BasketUndo | null {
  // traces recorded before issue 38 have no `lastRemoved`
  const removed = snapshot.context.lastRemoved ?? null;
  return removed === null ? null : { kind: removed.kind, count: removed.entries.length, ids: removed.entries.map((entry) => entry.item.id) };
}

export function sameUndo(a: BasketUndo | null, b: BasketUndo | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]));
}

/** What the badge and /basket show: replays compare this (and the state value), not the whole context. */
export const basketProjection = (snapshot: BasketSnapshot) => ({
  lines: selectLines(snapshot).map(({ item, selected, closed }) => ({ id: item.id, selected, closed })),
  itemCount: selectItemCount(snapshot),
  basketStake: selectBasketStake(snapshot),
  undo: selectUndo(snapshot),
  totals: selectTotals(snapshot),
  maxPayout: selectMaxPayout(snapshot),
  selectAll: selectSelectAllState(snapshot),
  canValidate: selectCanValidate(snapshot),
  validating: selectIsValidating(snapshot),
  success: selectShowsSuccess(snapshot),
  locked: selectControlsLocked(snapshot),
  ticket: selectPlacedTicket(snapshot),
  failure: selectFailure(snapshot),
  canRetry: selectCanRetry(snapshot),
});
