import type { BasketItem } from '../game/basket-item';
import type { BetTypeId } from '../game/bet-types';
import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { BetOptionId, GameModeId } from '../game/options';
import { parseTicketCode } from '../game/ticket-code';
import type { DrawStatus, MyTicket, PlacedBetStatus, Ticket, TicketBet, TicketDraw, TicketStatus } from '../game/tickets';
import { betRowOf } from './bets';
import { supabase } from './client';
import { jsonObject } from './database';
import { type DrawEvidenceJson, toDrawEvidence } from './draw-evidence';
import { toApiError } from './errors';
import { type Page, pageRange } from './page';

/** What place_bets answers: the ticket bought and the play balance right after it. */
export interface PlacedTicket {
  ticketId: string;
  code: string;
  placedAt: Date;
  totalStake: number;
  balance: number;
}

export type { DrawStatus, MyTicket, PlacedBetStatus, Ticket, TicketBet, TicketDraw, TicketStatus } from '../game/tickets';

const confirmed = (status: string) => status === 'drawn' || status === 'settled';

/** A draws row as the ticket reads select it. */
export interface DrawJson {
  country: string;
  draw_day: string;
  draw_time: string;
  draw_at: string;
  status: string;
  winning_numbers: number[] | null;
  machine_numbers: number[] | null;
  /** verify_ticket's only: where the result came from, once there is one */
  evidence?: DrawEvidenceJson | null;
}

/** A bets row as the ticket reads select it. */
export interface BetJson {
  bet_type: string;
  bet_option: string;
  game_mode: string;
  combinations: unknown;
  base_stake: number;
  total_stake: number;
  potential_win: number;
  potential_mac_win: number | null;
  status: string;
  payout: number | null;
}

/** A draw as the ticket views show it: its numbers only once confirmed; its evidence when the answer holds it. */
export function toDraw(row: DrawJson): TicketDraw {
  const evidence = toDrawEvidence(row.evidence);
  return {
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at,
    status: row.status as DrawStatus,
    winningNumbers: confirmed(row.status) ? row.winning_numbers : null,
    machineNumbers: confirmed(row.status) ? row.machine_numbers : null,
    ...(evidence ? { evidence } : {}),
  };
}

export function toBet<Draw extends TicketDraw>(row: BetJson, draw: Draw): TicketBet & { draw: Draw } {
  return {
    betType: row.bet_type as BetTypeId,
    betOption: row.bet_option as BetOptionId,
    gameMode: row.game_mode as GameModeId,
    combinations: row.combinations as number[][],
    baseStake: Number(row.base_stake),
    totalStake: Number(row.total_stake),
    potentialWin: Number(row.potential_win),
    potentialMacWin: row.potential_mac_win === null ? null : Number(row.potential_mac_win),
    status: row.status as PlacedBetStatus,
    payout: row.payout === null ? null : Number(row.payout),
    draw,
  };
}

/**
 * Buys the items as one ticket, paid from the play balance: all or nothing. The key is fixed for
 * the attempt: a retry with it returns the same ticket and is never charged twice. Refusals are
 * MoneyErrors (insufficient_funds, draw_closed with the item's index, invalid_bet …).
 */
export async function placeBets(items: readonly BasketItem[], idempotencyKey: string): Promise<PlacedTicket> {
  const { data, error } = await supabase.rpc('place_bets', { items: items.map(betRowOf), idempotency_key: idempotencyKey });
  if (error) throw toApiError(error);
  const receipt = jsonObject<{ ticket_id: string; code: string; placed_at: string; total_stake: number; balance: number }>(data, 'place_bets');
  return {
    ticketId: receipt.ticket_id,
    code: receipt.code,
    placedAt: new Date(receipt.placed_at),
    totalStake: Number(receipt.total_stake),
    balance: Number(receipt.balance),
  };
}

/** The signed-in player's tickets, newest first. */
export async function myTickets(page = 0, pageSize = 10): Promise<Page<MyTicket>> {
  const [from, to] = pageRange(page, pageSize);
  const summaries = await supabase
    .from('ticket_summaries')
    .select('id, code, placed_at, total_stake, status, total_payout', { count: 'exact' })
    .order('placed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (summaries.error) throw toApiError(summaries.error);
  const total = summaries.count ?? summaries.data.length;
  if (summaries.data.length === 0) return { items: [], page, pageSize, total };

  const bets = await supabase
    .from('bets')
    .select('ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, combinations, base_stake, total_stake, potential_win, potential_mac_win, status, payout')
    .in('ticket_id', summaries.data.map((ticket) => ticket.id!))
    .order('ticket_position', { ascending: true });
  if (bets.error) throw toApiError(bets.error);
  const draws = await supabase
    .from('draws')
    .select('id, country, draw_day, draw_time, draw_at, status, winning_numbers, machine_numbers')
    .in('id', [...new Set(bets.data.map((bet) => bet.draw_id!))]);
  if (draws.error) throw toApiError(draws.error);
  const drawById = new Map(draws.data.map((draw) => [draw.id, toDraw(draw)]));

  const items = summaries.data.map((ticket) => ({
    id: ticket.id!,
    code: ticket.code!,
    placedAt: new Date(ticket.placed_at!),
    totalStake: Number(ticket.total_stake),
    status: ticket.status as TicketStatus,
    totalPayout: ticket.total_payout === null ? null : Number(ticket.total_payout),
    bets: bets.data.filter((bet) => bet.ticket_id === ticket.id).map((bet) => toBet(bet, drawById.get(bet.draw_id!)!)),
  }));
  return { items, page, pageSize, total };
}

/**
 * Anyone's ticket by its code as typed (signed in or not), or null when no ticket has that code; a
 * text that cannot be a code (parseTicketCode) is null without asking the server.
 */
export async function verifyTicket(typed: string): Promise<Ticket | null> {
  const code = parseTicketCode(typed);
  if (!code) return null;
  const { data, error } = await supabase.rpc('verify_ticket', { code });
  if (error) throw toApiError(error);
  if (data === null) return null;
  const ticket = jsonObject<{
    code: string;
    placed_at: string;
    total_stake: number;
    status: string;
    total_payout: number | null;
    bets: (BetJson & { draw: DrawJson })[];
  }>(data, 'verify_ticket');
  return {
    code: ticket.code,
    placedAt: new Date(ticket.placed_at),
    totalStake: Number(ticket.total_stake),
    status: ticket.status as TicketStatus,
    totalPayout: ticket.total_payout === null ? null : Number(ticket.total_payout),
    bets: ticket.bets.map((bet) => toBet(bet, toDraw(bet.draw))),
  };
}
