import { type TicketSize, ticketSize } from '../../src/game/ticket-bounds';
import { isItemClosed } from './basket.machine';
import type { BasketSnapshot } from './basket.selectors';

/*
 * What the bet builder reads of the basket, apart from the basket page's selectors (its maximum payout search
 * among them), which the betting page does not load before its first paint.
 */

/** The badge on the bet builder's basket button. */
export function selectItemCount(snapshot: BasketSnapshot): number {
  return snapshot.context.items.length;
}

/** What the basket's open items would make as one ticket: the bet builder warns before adding past a bound. */
export function selectOpenSize(snapshot: BasketSnapshot): TicketSize {
  return ticketSize(snapshot.context.items.filter((item) => !isItemClosed(item, snapshot.context.now, snapshot.context.closedDraws)));
}

/** The whole basket's stake, selected or not: the bet builder's confirmation after 'Ajouter au panier'. */
export function selectBasketStake(snapshot: BasketSnapshot): number {
  return snapshot.context.items.reduce((sum, item) => sum + item.totalStake, 0);
}
