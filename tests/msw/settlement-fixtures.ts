import { GHANA_TUESDAY_19H, type ResultDrawFixture } from '../fixtures/results';
import { LOST_TICKET, type TicketFixture } from '../fixtures/tickets';

/**
 * Draws whose result is confirmed while their bets are still being settled (issue 36: settlement runs in
 * chunks after the confirmation): the draw is `drawn`, its numbers public, its bets still `validated`.
 */

/** A draw of the results as draw_results serves it: settled unless told `drawn`. */
export type ServedResultDraw = ResultDrawFixture & { status?: 'drawn' | 'settled' };

/** Ghana's Tuesday 19h, its numbers out, its bets being settled. */
export const GHANA_BEING_SETTLED: ServedResultDraw = { ...GHANA_TUESDAY_19H, status: 'drawn' };

const [lostBet] = LOST_TICKET.bets;

/** LOST_TICKET's trio on Ghana's Tuesday 19h before its outcome is known: still validated, its draw drawn. */
export const CALCULATING_TICKET: TicketFixture = {
  ...LOST_TICKET,
  id: '3f0c9a1e-1111-4c2b-8d7e-000000000006',
  code: 'LA-CA1C-8DEF-3GHJ',
  status: 'pending',
  bets: [{ ...lostBet!, status: 'validated', payout: null, draw: { ...lostBet!.draw, status: 'drawn' } }],
};
