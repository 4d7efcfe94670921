/**
 * How big one ticket may be (issue 36): at most 100 items and 2 520 lines in all, a line being one
 * combination of an item. `place_bets` refuses a larger ticket before any per-line work
 * (`ticket_too_large`, detail `{items, lines, max_items, max_lines}`); the basket and the bet builder say
 * so before the player gets there.
 */
export const MAX_TICKET_ITEMS = 100;
export const MAX_TICKET_LINES = 2520;

/** The database's refusal and the basket's, word for word. */
export const TICKET_TOO_LARGE = 'Un ticket compte au plus 100 paris et 2 520 lignes.';

/** The bet builder's line when the current bet would make the basket too big for one ticket. */
export const BASKET_OVERFLOW = 'Avec ce pari, votre panier ne tiendra plus en un seul ticket : un ticket compte au plus 100 paris et 2 520 lignes.';

/** How many items a ticket would hold, and how many lines (combinations) in all. */
export interface TicketSize {
  items: number;
  lines: number;
}

export const EMPTY_TICKET: TicketSize = { items: 0, lines: 0 };

/** The size of a ticket of these items. */
export function ticketSize(items: readonly { combinations: readonly unknown[] }[]): TicketSize {
  return { items: items.length, lines: items.reduce((sum, item) => sum + item.combinations.length, 0) };
}

export function fitsOneTicket(size: TicketSize): boolean {
  return size.items <= MAX_TICKET_ITEMS && size.lines <= MAX_TICKET_LINES;
}

/** Whether these items fit in one ticket, and if not the French reason. */
export type TicketBoundsCheck = { fits: true; size: TicketSize } | { fits: false; size: TicketSize; reason: string };

export function checkTicketBounds(items: readonly { combinations: readonly unknown[] }[]): TicketBoundsCheck {
  const size = ticketSize(items);
  return fitsOneTicket(size) ? { fits: true, size } : { fits: false, size, reason: TICKET_TOO_LARGE };
}

const COUNT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const plural = (n: number, one: string, many: string) => `${COUNT.format(n)} ${n > 1 ? many : one}`;

/** 'Votre sélection : 11 paris, 2 772 lignes.' */
export function selectionSize(size: TicketSize): string {
  return `Votre sélection : ${plural(size.items, 'pari', 'paris')}, ${plural(size.lines, 'ligne', 'lignes')}.`;
}

/**
 * The bet builder's warning: adding a bet of `lines` lines to a basket whose open items make `basket`
 * would leave more than one ticket can hold (the basket keeps it; it is then validated in several
 * tickets). Null when it still fits, or when the bet has no line yet.
 */
export function addingOverflows(basket: TicketSize, lines: number): string | null {
  if (lines <= 0) return null;
  return fitsOneTicket({ items: basket.items + 1, lines: basket.lines + lines }) ? null : BASKET_OVERFLOW;
}
