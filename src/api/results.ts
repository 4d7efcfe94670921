import type { RealtimeChannel } from '@supabase/supabase-js';
import type { BetTypeId } from '../game/bet-types';
import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { BetOptionId, GameModeId } from '../game/options';
import type { DrawWin, MyDrawTicket, ResultDraw, ResultsFilter } from '../game/results';
import type { PlacedBetStatus } from '../game/tickets';
import { supabase } from './client';
import { type DrawEvidence, evidenceOfColumns } from './draw-evidence';
import { toApiError } from './errors';
import { type Page, pageRange } from './page';
import { sessionUser } from './session';

export type { DrawWin, MyDrawBet, MyDrawTicket, ResultsFilter } from '../game/results';
/**
 * A draw with its result as the results page shows it (DESIGN §9): settled, or drawn and being settled; with
 * the result's evidence (issue 40: source, recorded and confirmed when, by which role) when the server gives it.
 */
export type DrawResult = ResultDraw;

/** Draws with a result (settled, or drawn and being settled: issue 36), newest first, optionally of one country and one date; a page at a time. */
export async function drawResults(filter: ResultsFilter = {}, page = 0, pageSize = 20): Promise<Page<DrawResult>> {
  const [from, to] = pageRange(page, pageSize);
  let query = supabase
    .from('draw_results')
    .select(
      'id, country, draw_day, draw_time, draw_at, draw_date, winning_numbers, machine_numbers, settled_at, status, source, recorded_at, confirmed_at, recorded_by_role, confirmed_by_role',
      { count: 'exact' },
    );
  if (filter.country) query = query.eq('country', filter.country);
  if (filter.date) query = query.eq('draw_date', filter.date);
  const { data, error, count } = await query.order('draw_at', { ascending: false }).order('country', { ascending: true }).range(from, to);
  if (error) throw toApiError(error);
  const items = data.map((row): DrawResult => ({
    id: row.id!,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at!,
    date: row.draw_date!,
    winningNumbers: row.winning_numbers!,
    machineNumbers: row.machine_numbers!,
    status: row.status === 'drawn' ? ('drawn' as const) : ('settled' as const),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    ...withEvidence(evidenceOfColumns(row)),
  }));
  return { items, page, pageSize, total: count ?? items.length };
}

/** `{ evidence }`, or nothing at all when the answer holds none (the key is then absent, not undefined). */
function withEvidence(evidence: DrawEvidence | null): { evidence?: DrawEvidence } {
  return evidence ? { evidence } : {};
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
 * Calls back, live, once per draw on which the signed-in player won ('Vous avez gagné 45 000 CFA !'),
 * following sign-in and sign-out; `onListening` once the server listens for a player. Settlement inserts
 * one win_notices row per winner and draw (issue 36), which Realtime delivers to its player only (RLS and
 * the filter): a draw of a million bets is not a million change events checked against every subscriber.
 * Returns the unsubscribe function.
 */
export function subscribeToMyWins(onWin: (win: DrawWin) => void, onListening?: () => void): () => void {
  let active = true;
  let channel: RealtimeChannel | null = null;
  let following: string | null | undefined;

  function follow(userId: string | null) {
    if (channel) void supabase.removeChannel(channel);
    channel = null;
    if (!userId) return;
    channel = supabase
      .channel(`wins:${userId}:${Math.random().toString(36).slice(2)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'win_notices', filter: `player_id=eq.${userId}` }, (change) => {
        const notice = change.new as { draw_id: string; amount: number; bets_won: number };
        if (active) onWin({ drawId: notice.draw_id, amount: Number(notice.amount), betsWon: Number(notice.bets_won) });
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
