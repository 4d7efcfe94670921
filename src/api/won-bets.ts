import type { WonBet } from '../game/results';
import { supabase } from './client';
import { toApiError } from './errors';
import { type Page, pageRange } from './page';
import { toBet, toDraw } from './tickets';

export type { WonBet } from '../game/results';

/** The signed-in player's won bets ('Mes gains'), the latest draw first, with their draw's numbers and their ticket's code. */
export async function myWonBets(page = 0, pageSize = 10): Promise<Page<WonBet>> {
  const [from, to] = pageRange(page, pageSize);
  const bets = await supabase
    .from('bets')
    .select('id, ticket_id, draw_id, bet_type, bet_option, game_mode, combinations, base_stake, total_stake, potential_win, potential_mac_win, status, payout', {
      count: 'exact',
    })
    .eq('status', 'won')
    .order('draw_at', { ascending: false })
    .order('ticket_position', { ascending: true })
    .order('id', { ascending: true })
    .range(from, to);
  if (bets.error) throw toApiError(bets.error);
  const total = bets.count ?? bets.data.length;
  if (bets.data.length === 0) return { items: [], page, pageSize, total };

  const [draws, tickets] = await Promise.all([
    supabase
      .from('draws')
      .select('id, country, draw_day, draw_time, draw_at, status, winning_numbers, machine_numbers')
      .in('id', [...new Set(bets.data.map((bet) => bet.draw_id!))]),
    supabase.from('tickets').select('id, code').in('id', [...new Set(bets.data.map((bet) => bet.ticket_id!))]),
  ]);
  if (draws.error) throw toApiError(draws.error);
  if (tickets.error) throw toApiError(tickets.error);
  const drawById = new Map(draws.data.map((draw) => [draw.id, toDraw(draw)]));
  const codeById = new Map(tickets.data.map((ticket) => [ticket.id, ticket.code]));
  const items = bets.data.map((bet) => ({ ...toBet(bet, drawById.get(bet.draw_id!)!), id: bet.id, ticketCode: codeById.get(bet.ticket_id!) ?? '' }));
  return { items, page, pageSize, total };
}
