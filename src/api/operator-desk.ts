import type { BetTypeId } from '../game/bet-types';
import { type CountryCode, type DrawHour, type Weekday, findCountry } from '../game/countries';
import type { ExclusionDuration } from '../game/limits';
import {
  AUDIT_PAGE_MAX,
  type AuditAction,
  type AuditEntry,
  type AuditTrailFilter,
  REPORT_RANGE_INVALID,
  REPORT_RANGE_REVERSED,
  REPORT_RANGE_TOO_LONG,
  type ReportRow,
  type SupportBet,
  type SupportLedgerEntry,
  type SupportPayment,
  type SupportPlayer,
  type SupportTicket,
} from '../game/operator-desk';
import type { BetOptionId, GameModeId } from '../game/options';
import type { DrawStatus, PlacedBetStatus, TicketStatus } from '../game/tickets';
import { supabase } from './client';
import { jsonObject } from './database';
import type { Json } from './database.types';
import { MoneyError, toApiError } from './errors';
import { type LimitRow, toLimit } from './responsible-gaming';

export type { AuditAction, AuditEntry, AuditTrailFilter, ReportRow, ReportTotals, SupportPlayer, SupportTicket } from '../game/operator-desk';
export { AUDIT_ACTIONS, REPORT_CSV_HEADERS, REPORT_MAX_DAYS, reportCsv, reportTotals } from '../game/operator-desk';

/**
 * The operator's desk beyond the draws (DESIGN §12, issue 40), operators only (others get the MoneyError
 * not_operator): reports from the ledger, read-only support look-ups (each one that finds a player is written to
 * the audit trail), the audit trail. Operators never move money here.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;


/** A refusal of the report's range, as an Error whose message is French (the server's code is its cause). */
function rangeError(error: unknown): Error {
  if (error instanceof MoneyError && error.code === 'invalid_request' && error.detail.field === 'range') {
    const message = error.detail.reason === 'reversed' ? REPORT_RANGE_REVERSED : error.detail.reason === 'too_long' ? REPORT_RANGE_TOO_LONG : REPORT_RANGE_INVALID;
    return new Error(message, { cause: error });
  }
  return error instanceof Error ? error : new Error('', { cause: error });
}

/**
 * One row per draw of the dates `from` to `to` (yyyy-mm-dd, the draw's date in its country, both included, at most
 * REPORT_MAX_DAYS days) that has money on it, optionally of one country; by date, country and draw. Every amount
 * comes from the ledger (docs/decisions.md, 'Reports from the ledger').
 */
export async function operatorReport(from: string, to: string, country?: CountryCode): Promise<ReportRow[]> {
  if (!DATE.test(from) || !DATE.test(to)) throw new Error(REPORT_RANGE_INVALID);
  const { data, error } = await supabase.rpc('operator_report', country ? { p_from: from, p_to: to, p_country: country } : { p_from: from, p_to: to });
  if (error) throw rangeError(toApiError(error));
  return data.map((row) => ({
    day: row.day,
    country: row.country as CountryCode,
    drawId: row.draw_id,
    drawDay: row.draw_day as Weekday,
    drawTime: row.draw_time as DrawHour,
    drawAt: iso(row.draw_at),
    drawStatus: row.draw_status as DrawStatus,
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
    refunds: Number(row.refunds),
    ggr: Number(row.ggr),
    tickets: Number(row.tickets),
    players: Number(row.players),
  }));
}

/** PostgREST writes instants as '2026-11-23T10:00:00.123+00:00': kept as ISO strings in UTC. */
const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));
const amountOrNull = (value: number | null) => (value === null ? null : Number(value));

interface DrawRow {
  draw_id: string;
  country: string;
  draw_day: string;
  draw_time: string;
  draw_at: string;
  status: string;
  winning_numbers: number[] | null;
  machine_numbers: number[] | null;
}

interface BetRow {
  position: number;
  bet_type: string;
  bet_option: string;
  game_mode: string;
  combinations: number[][];
  base_stake: number;
  total_stake: number;
  potential_win: number;
  potential_mac_win: number | null;
  status: string;
  payout: number | null;
  draw: DrawRow;
}

interface TicketRow {
  ticket_id: string;
  code: string;
  placed_at: string;
  total_stake: number;
  status: string;
  total_payout: number | null;
  bets: BetRow[];
}

interface PaymentRow {
  payment_id: string;
  direction: string;
  provider: string;
  phone: string;
  amount: number;
  status: string;
  failure_reason: string | null;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
}

interface LedgerRow {
  seq: number;
  kind: string;
  reference: string | null;
  created_at: string;
  play_amount: number;
  winnings_amount: number;
  balance_after: number;
  winnings_after: number;
}

/** What support_find_ticket and support_find_player answer (support_player_summary's fields, and the ticket). */
interface SummaryRow {
  player: { player_id: string; username: string; country: string | null; created_at: string; balance: number; winnings: number };
  ledger_totals: { play: number; winnings: number };
  ticket: TicketRow | null;
  ticket_count: number;
  tickets: TicketRow[];
  payment_count: number;
  payments: PaymentRow[];
  limits: LimitRow[] | null;
  exclusion: { until: string | null; started_at: string } | null;
  exclusions: { duration: ExclusionDuration; started_at: string; ends_at: string | null }[];
  ledger: LedgerRow[];
}

const confirmed = (status: string) => status === 'drawn' || status === 'settled';

function toSupportBet(row: BetRow): SupportBet {
  return {
    position: Number(row.position),
    betType: row.bet_type as BetTypeId,
    betOption: row.bet_option as BetOptionId,
    gameMode: row.game_mode as GameModeId,
    combinations: row.combinations,
    baseStake: Number(row.base_stake),
    totalStake: Number(row.total_stake),
    potentialWin: Number(row.potential_win),
    potentialMacWin: amountOrNull(row.potential_mac_win),
    status: row.status as PlacedBetStatus,
    payout: amountOrNull(row.payout),
    draw: {
      id: row.draw.draw_id,
      country: row.draw.country as CountryCode,
      day: row.draw.draw_day as Weekday,
      time: row.draw.draw_time as DrawHour,
      drawAt: iso(row.draw.draw_at),
      status: row.draw.status as DrawStatus,
      winningNumbers: confirmed(row.draw.status) ? row.draw.winning_numbers : null,
      machineNumbers: confirmed(row.draw.status) ? row.draw.machine_numbers : null,
    },
  };
}

function toSupportTicket(row: TicketRow): SupportTicket {
  return {
    id: row.ticket_id,
    code: row.code,
    placedAt: iso(row.placed_at),
    totalStake: Number(row.total_stake),
    status: row.status as TicketStatus,
    totalPayout: amountOrNull(row.total_payout),
    bets: row.bets.map(toSupportBet),
  };
}

function toPayment(row: PaymentRow): SupportPayment {
  return {
    id: row.payment_id,
    direction: row.direction === 'out' ? 'out' : 'in',
    provider: row.provider,
    phone: row.phone,
    amount: Number(row.amount),
    status: row.status as SupportPayment['status'],
    failureReason: row.failure_reason,
    providerReference: row.provider_reference,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toLedgerEntry(row: LedgerRow): SupportLedgerEntry {
  return {
    seq: Number(row.seq),
    kind: row.kind,
    reference: row.reference,
    createdAt: iso(row.created_at),
    playAmount: Number(row.play_amount),
    winningsAmount: Number(row.winnings_amount),
    balanceAfter: Number(row.balance_after),
    winningsAfter: Number(row.winnings_after),
  };
}

function toSupportPlayer(data: Json, fn: string): SupportPlayer {
  const row = jsonObject<SummaryRow>(data, fn);
  return {
    player: {
      id: row.player.player_id,
      username: row.player.username,
      country: findCountry(row.player.country ?? undefined)?.code ?? null,
      createdAt: iso(row.player.created_at),
      balance: Number(row.player.balance),
      winnings: Number(row.player.winnings),
    },
    ledgerTotals: { play: Number(row.ledger_totals.play), winnings: Number(row.ledger_totals.winnings) },
    ticket: row.ticket === null ? null : toSupportTicket(row.ticket),
    tickets: row.tickets.map(toSupportTicket),
    ticketCount: Number(row.ticket_count),
    payments: row.payments.map(toPayment),
    paymentCount: Number(row.payment_count),
    limits: (row.limits ?? []).map(toLimit),
    exclusion: row.exclusion === null ? null : { until: isoOrNull(row.exclusion.until), startedAt: iso(row.exclusion.started_at) },
    exclusions: row.exclusions.map((x) => ({ duration: x.duration, startedAt: iso(x.started_at), endsAt: isoOrNull(x.ends_at) })),
    ledger: row.ledger.map(toLedgerEntry),
  };
}

/**
 * The player holding the ticket of this code as typed (any case, hyphens optional, O/I/L read as 0/1), with that
 * ticket; null when no ticket has it. Read only; a look-up that finds a player is audited.
 */
export async function supportFindTicket(code: string): Promise<SupportPlayer | null> {
  const { data, error } = await supabase.rpc('support_find_ticket', { p_code: code });
  if (error) throw toApiError(error);
  return data === null ? null : toSupportPlayer(data, 'support_find_ticket');
}

/** The player of this username (any case, accents as sign-up compares them), or null. Read only; audited when found. */
export async function supportFindPlayer(username: string): Promise<SupportPlayer | null> {
  const { data, error } = await supabase.rpc('support_find_player', { p_username: username });
  if (error) throw toApiError(error);
  return data === null ? null : toSupportPlayer(data, 'support_find_player');
}

/** The audit trail, newest first, filtered (all filters optional); the next page: `beforeId` = the last entry's id. */
export async function operatorAuditTrail(filter: AuditTrailFilter = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), AUDIT_PAGE_MAX);
  const { data, error } = await supabase.rpc('operator_audit_trail', {
    p_limit: limit,
    ...(filter.action ? { p_action: filter.action } : {}),
    ...(filter.actor?.trim() ? { p_actor: filter.actor.trim() } : {}),
    ...(filter.from ? { p_from: filter.from } : {}),
    ...(filter.to ? { p_to: filter.to } : {}),
    ...(filter.beforeId !== undefined ? { p_before_id: filter.beforeId } : {}),
  });
  if (error) throw toApiError(error);
  return data.map((row) => {
    // (the generated types say every column of a returned table is set; the draw and subject are optional)
    const drawId = row.draw_id as string | null;
    const country = row.country as string | null;
    return {
      id: Number(row.id),
      at: iso(row.at),
      actor: row.actor,
      action: row.action as AuditAction,
      draw:
        drawId === null
          ? null
          : { id: drawId, country: row.draw_country as CountryCode, day: row.draw_day as Weekday, time: row.draw_time as DrawHour, drawAt: iso(row.draw_at) },
      country: country === null ? null : (country as CountryCode),
      subjectUsername: row.subject_username as string | null,
      details: (row.details ?? {}) as Record<string, unknown>,
    };
  });
}
