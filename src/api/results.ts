import type { RealtimeChannel } from '@supabase/supabase-js';
import type { BetTypeId } from '../game/bet-types';
import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { BetOptionId, GameModeId } from '../game/options';
import type { BetWin, MyDrawTicket, ResultDraw, ResultsFilter } from '../game/results';
import type { PlacedBetStatus } from '../game/tickets';
import { supabase } from './client';
import { toApiError } from './errors';
import { type Page, pageRange } from './page';
import { sessionUser } from './session';

export type { BetWin, MyDrawBet, MyDrawTicket, ResultsFilter } from '../game/results';
/** A settled draw as the results page shows it (DESIGN §9). */
export type DrawResult = ResultDraw;

/** Settled draws, newest first, optionally of one country and one date; a page at a time. */
export async function drawResults(filter: ResultsFilter = {}, page = 0, pageSize = 20): Promise<Page<DrawResult>> {
  const [from, to] = pageRange(page, pageSize);
  let query = supabase
    .from('draw_results')
    .select('id, country, draw_day, draw_time, draw_at, draw_date, winning_numbers, machine_numbers, settled_at', { count: 'exact' });
  if (filter.country) query = query.eq('country', filter.country);
  if (filter.date) query = query.eq('draw_date', filter.date);
  const { data, error, count } = await query.order('draw_at', { ascending: false }).order('country', { ascending: true }).range(from, to);
  if (error) throw toApiError(error);
  const items = data.map((row) => ({
    id: row.id!,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at!,
    date: row.draw_date!,
    winningNumbers: row.winning_numbers!,
    machineNumbers: row.machine_numbers!,
    settledAt: new Date(row.settled_at!),
  }));
  return { items, page, pageSize, total: count ?? items.length };
}

/**
 * The signed-in player's tickets on each of these draws (draw id → tickets, in the order they were
 * bought), each with its bets on that draw and their outcome; no entry for a draw they did not play,
 * and nothing at all when signed out.
 */
export async function myTicketsOnDraws(drawIds: readonly string[]): Promise<Record<string, MyDrawTicket[]>> {
  if (drawIds.length === 0 || !(await sessionUser())) return {};
  const bets = await supabase
    .from('bets')
    .select('id, draw_id, ticket_id, ticket_position, bet_type, bet_option, game_mode, combinations, base_stake, total_stake, status, payout, created_at')
    .in('draw_id', [...drawIds])
    .order('created_at', { ascending: true })
    .order('ticket_position', { ascending: true });
  if (bets.error) throw toApiError(bets.error);
  const ticketIds = [...new Set(bets.data.map((bet) => bet.ticket_id!))];
  const codes = new Map<string, string>();
  if (ticketIds.length > 0) {
    const tickets = await supabase.from('tickets').select('id, code').in('id', ticketIds);
    if (tickets.error) throw toApiError(tickets.error);
    for (const ticket of tickets.data) codes.set(ticket.id, ticket.code);
  }
  const byDraw: Record<string, MyDrawTicket[]> = {};
  for (const row of bets.data) {
    const tickets = (byDraw[row.draw_id!] ??= []);
    let ticket = tickets.find((t) => t.ticketId === row.ticket_id);
    if (!ticket) {
      ticket = { ticketId: row.ticket_id!, code: codes.get(row.ticket_id!) ?? '', bets: [], payout: 0 };
      tickets.push(ticket);
    }
    const payout = row.payout === null ? null : Number(row.payout);
    ticket.bets.push({
      id: row.id,
      position: row.ticket_position!,
      betType: row.bet_type as BetTypeId,
      betOption: row.bet_option as BetOptionId,
      gameMode: row.game_mode as GameModeId,
      combinations: row.combinations as number[][],
      baseStake: Number(row.base_stake),
      totalStake: Number(row.total_stake),
      status: row.status as PlacedBetStatus,
      payout,
    });
    ticket.payout += payout ?? 0;
  }
  return byDraw;
}

/**
 * Calls back, live, each time a bet of the signed-in player is settled as won ('Vous avez gagné 45 000
 * CFA !'), following sign-in and sign-out; `onListening` once the server listens for a player. Realtime
 * delivers a bet's changes to its owner only (RLS). Returns the unsubscribe function.
 */
export function subscribeToMyWins(onWin: (win: BetWin) => void, onListening?: () => void): () => void {
  let active = true;
  let channel: RealtimeChannel | null = null;
  let following: string | null | undefined;

  function follow(userId: string | null) {
    if (channel) void supabase.removeChannel(channel);
    channel = null;
    if (!userId) return;
    channel = supabase
      .channel(`wins:${userId}:${Math.random().toString(36).slice(2)}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'bets', filter: `user_id=eq.${userId}` }, (change) => {
        const bet = change.new as { id: string; ticket_id: string; draw_id: string; status: string; payout: number | null };
        if (active && bet.status === 'won') onWin({ betId: bet.id, ticketId: bet.ticket_id, drawId: bet.draw_id, payout: Number(bet.payout) });
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED' && active) onListening?.();
      });
  }

  const {
    data: { subscription },
  } = supabase.auth.onAuthStateChange((_event, session) => {
    const next = session?.user.id ?? null;
    if (next === following) return;
    following = next;
    // Deferred: supabase-js holds its auth lock while notifying.
    setTimeout(() => {
      if (active) follow(next);
    }, 0);
  });

  return () => {
    active = false;
    subscription.unsubscribe();
    if (channel) void supabase.removeChannel(channel);
  };
}
