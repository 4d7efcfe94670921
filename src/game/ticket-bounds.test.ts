import { describe, expect, it } from 'vitest';
import {
  BASKET_OVERFLOW,
  MAX_TICKET_ITEMS,
  MAX_TICKET_LINES,
  TICKET_TOO_LARGE,
  addingOverflows,
  checkTicketBounds,
  fitsOneTicket,
  selectionSize,
  ticketSize,
} from './ticket-bounds';

/** An item of `lines` combinations (what the bounds count is the number of combinations). */
const item = (lines: number) => ({ combinations: Array.from({ length: lines }, (_, i) => [i + 1]) });
const items = (count: number, lines = 1) => Array.from({ length: count }, () => item(lines));

describe('ticket bounds (issue 36)', () => {
  it('are 100 items and 2 520 lines, said in French as the database says them', () => {
    expect([MAX_TICKET_ITEMS, MAX_TICKET_LINES]).toEqual([100, 2520]);
    expect(TICKET_TOO_LARGE).toBe('Un ticket compte au plus 100 paris et 2 520 lignes.');
    expect(BASKET_OVERFLOW).toBe('Avec ce pari, votre panier ne tiendra plus en un seul ticket : un ticket compte au plus 100 paris et 2 520 lignes.');
  });

  it('count the items and the lines: the sum of their combinations', () => {
    expect(ticketSize([])).toEqual({ items: 0, lines: 0 });
    expect(ticketSize([item(1), item(252), item(10)])).toEqual({ items: 3, lines: 263 });
  });

  it('accept exactly 100 items and exactly 2 520 lines, and refuse one more of either', () => {
    expect(checkTicketBounds(items(100))).toEqual({ fits: true, size: { items: 100, lines: 100 } });
    expect(checkTicketBounds(items(101))).toEqual({ fits: false, size: { items: 101, lines: 101 }, reason: TICKET_TOO_LARGE });
    // ten jackpots of 10 numbers (252 lines each) are 2 520 lines
    expect(checkTicketBounds(items(10, 252))).toEqual({ fits: true, size: { items: 10, lines: 2520 } });
    expect(checkTicketBounds([...items(10, 252), item(1)])).toEqual({ fits: false, size: { items: 11, lines: 2521 }, reason: TICKET_TOO_LARGE });
    expect(fitsOneTicket({ items: 0, lines: 0 })).toBe(true);
    expect(fitsOneTicket({ items: 1, lines: 2521 })).toBe(false);
  });

  it("say the selection's size, French grouping and plurals", () => {
    expect(selectionSize({ items: 11, lines: 2772 })).toBe('Votre sélection : 11 paris, 2\u202f772 lignes.');
    expect(selectionSize({ items: 1, lines: 1 })).toBe('Votre sélection : 1 pari, 1 ligne.');
  });

  it('warn the bet builder only when adding the bet would pass a bound', () => {
    expect(addingOverflows({ items: 99, lines: 2000 }, 520)).toBeNull();
    expect(addingOverflows({ items: 99, lines: 2000 }, 521)).toBe(BASKET_OVERFLOW);
    expect(addingOverflows({ items: 100, lines: 100 }, 1)).toBe(BASKET_OVERFLOW);
    // no line yet: nothing can be added, nothing to say
    expect(addingOverflows({ items: 100, lines: 100 }, 0)).toBeNull();
    expect(addingOverflows({ items: 0, lines: 0 }, 252)).toBeNull();
  });
});
