import type { SnapshotFrom } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { type TicketSize, checkTicketBounds, selectionSize, ticketSize } from '../../src/game/ticket-bounds';
import { type PlacedTicketReceipt, type PlacementFailure, type basketMachine, isItemClosed, selectedOpenItems } from './basket.machine';

export type BasketSnapshot = SnapshotFrom<typeof basketMachine>;

export interface BasketLine {
  item: BasketItem;
  selected: boolean;
  /** the draw has passed: shown 'Tirage clos', cannot be selected or validated */
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
  const { items, selectedIds, now } = snapshot.context;
  return items.map((item) => ({ item, selected: selectedIds.includes(item.id), closed: isItemClosed(item, now) }));
}

/** The badge on the bet builder's basket button. */
export function selectItemCount(snapshot: BasketSnapshot): number {
  return snapshot.context.items.length;
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

/** What the basket's open items would make as one ticket: the bet builder warns before adding past a bound. */
export function selectOpenSize(snapshot: BasketSnapshot): TicketSize {
  return ticketSize(snapshot.context.items.filter((item) => !isItemClosed(item, snapshot.context.now)));
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

/** What the badge and /basket show: replays compare this (and the state value), not the whole context. */
export const basketProjection = (snapshot: BasketSnapshot) => ({
  lines: selectLines(snapshot).map(({ item, selected, closed }) => ({ id: item.id, selected, closed })),
  itemCount: selectItemCount(snapshot),
  totals: selectTotals(snapshot),
  selectAll: selectSelectAllState(snapshot),
  canValidate: selectCanValidate(snapshot),
  validating: selectIsValidating(snapshot),
  success: selectShowsSuccess(snapshot),
  locked: selectControlsLocked(snapshot),
  ticket: selectPlacedTicket(snapshot),
  failure: selectFailure(snapshot),
  canRetry: selectCanRetry(snapshot),
});
