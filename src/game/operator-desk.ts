import { type CountryCode, type DrawHour, type Weekday, findCountry } from './countries';
import { capitalize } from './format';
import type { ExclusionDuration } from './limits';
import type { PlayLimit } from './responsible-gaming';
import type { DrawStatus, TicketBet, TicketDraw, TicketStatus } from './tickets';

/**
 * The operator's desk beyond the draws (DESIGN §12, issue 40): reports computed from the ledger, read-only
 * support look-ups, the audit trail. Amounts are integer CFA; instants are ISO 8601 strings in UTC.
 */

/** The longest report range, in days (operator_report refuses more). */
export const REPORT_MAX_DAYS = 366;

/** The French sentences for a report range (or an audit trail's 'Du'/'Au') that cannot be read. */
export const REPORT_RANGE_INVALID = 'Choisissez une date de début et une date de fin.';
export const REPORT_RANGE_REVERSED = 'La date de fin doit être le même jour ou après la date de début.';
export const REPORT_RANGE_TOO_LONG = `Choisissez une période de ${REPORT_MAX_DAYS} jours au plus.`;

/**
 * One draw of a report: the money on it, from the ledger (docs/decisions.md, 'Reports from the ledger').
 * `stakes` are as sold, refunded ones included; `ggr` (PBJ, produit brut des jeux) = stakes − refunds − payouts.
 */
export interface ReportRow {
  /** the draw's date in its country, yyyy-mm-dd (a '24h' draw belongs to the day it ends) */
  day: string;
  country: CountryCode;
  drawId: string;
  drawDay: Weekday;
  drawTime: DrawHour;
  /** ISO 8601 instant of the draw */
  drawAt: string;
  /** not final before 'settled' or 'cancelled': a draw still on sale or being settled has more to come */
  drawStatus: DrawStatus;
  stakes: number;
  payouts: number;
  refunds: number;
  ggr: number;
  /** tickets with a bet on this draw (a ticket on two draws counts on each) */
  tickets: number;
  /** distinct players with a bet on this draw */
  players: number;
}

/** The amounts of a report added up (tickets and players are not: one ticket or player may be on many draws). */
export interface ReportTotals {
  stakes: number;
  payouts: number;
  refunds: number;
  ggr: number;
}

export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const totals: ReportTotals = { stakes: 0, payouts: 0, refunds: 0, ggr: 0 };
  for (const row of rows) {
    totals.stakes += row.stakes;
    totals.payouts += row.payouts;
    totals.refunds += row.refunds;
    totals.ggr += row.ggr;
  }
  return totals;
}

/** The CSV's columns, in French, in order. */
export const REPORT_CSV_HEADERS = ['Jour', 'Pays', 'Tirage', 'Mises', 'Gains payés', 'Remboursements', 'PBJ', 'Tickets', 'Joueurs', 'Statut'] as const;

export const DRAW_STATUS_LABELS: Readonly<Record<DrawStatus, string>> = {
  open: 'En vente',
  closed: 'Ventes closes',
  drawn: 'En cours de règlement',
  settled: 'Réglé',
  cancelled: 'Annulé',
};

/** Byte order mark: spreadsheet programs read the file as UTF-8 ('Côte d'Ivoire', 'Gains payés') only with it. */
const BOM = '\ufeff';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * One field, RFC 4180: quoted when it holds the separator, a quote, a line break or edge spaces, its quotes
 * doubled. A text that a spreadsheet would read as a formula (=, +, -, @ first) is prefixed with an apostrophe;
 * numbers are written as they are (a negative PBJ stays a number).
 */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(values: readonly (string | number)[]): string {
  return values.map(field).join(SEPARATOR);
}

export interface ReportCsvOptions {
  /** a last line 'Total' with the amounts added up (default true) */
  totals?: boolean;
  /** a UTF-8 byte order mark first, for spreadsheet programs (default false; a download should ask for it) */
  bom?: boolean;
}

/**
 * The report as CSV (RFC 4180 with ';' between fields, as French spreadsheets expect; CRLF line ends): a header
 * line, one line per draw ('Jour' yyyy-mm-dd, 'Pays' by name, 'Tirage' as 'Lundi 18h', amounts as integers in CFA
 * without separators), and a 'Total' line for the amounts.
 */
export function reportCsv(rows: readonly ReportRow[], options: ReportCsvOptions = {}): string {
  const lines = [line(REPORT_CSV_HEADERS)];
  for (const row of rows) {
    lines.push(
      line([
        row.day,
        findCountry(row.country)?.name ?? row.country,
        `${capitalize(row.drawDay)} ${row.drawTime}`,
        row.stakes,
        row.payouts,
        row.refunds,
        row.ggr,
        row.tickets,
        row.players,
        DRAW_STATUS_LABELS[row.drawStatus] ?? row.drawStatus,
      ]),
    );
  }
  if (options.totals ?? true) {
    const totals = reportTotals(rows);
    lines.push(line(['Total', '', '', totals.stakes, totals.payouts, totals.refunds, totals.ggr, '', '', '']));
  }
  return `${options.bom ? BOM : ''}${lines.join(LINE_END)}${LINE_END}`;
}

/** What the audit trail records (DESIGN §12). */
export const AUDIT_ACTIONS = ['close', 'record', 'confirm', 'settle', 'cancel', 'limit_change', 'lookup'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The most entries one page of the audit trail holds. */
export const AUDIT_PAGE_MAX = 200;

/** One operator (or system) action, as the audit trail lists it. */
export interface AuditEntry {
  id: number;
  /** ISO 8601 */
  at: string;
  /** the operator's e-mail at the time, or 'système' / 'simulateur' */
  actor: string;
  action: AuditAction;
  /** the draw acted on, if any */
  draw: { id: string; country: CountryCode; day: Weekday; time: DrawHour; drawAt: string } | null;
  /** the country of a default limit change */
  country: CountryCode | null;
  /** the player a look-up found */
  subjectUsername: string | null;
  details: Record<string, unknown>;
}

/** The audit trail's filters (all optional, and-ed): newest first, a page of `limit` before the entry `beforeId`. */
export interface AuditTrailFilter {
  action?: AuditAction;
  /** a part of the actor (an e-mail, 'système', 'simulateur'), any case */
  actor?: string;
  /** ISO 8601: from this instant on */
  from?: string;
  /** ISO 8601: before this instant */
  to?: string;
  /** 1 to AUDIT_PAGE_MAX, 50 by default */
  limit?: number;
  /** the id of the last entry of the previous page */
  beforeId?: number;
}

/** A bet as support reads it: with its place in the ticket and its draw's id. */
export interface SupportBet extends TicketBet {
  position: number;
  draw: TicketDraw & { id: string };
}

export interface SupportTicket {
  id: string;
  code: string;
  placedAt: string;
  totalStake: number;
  status: TicketStatus;
  totalPayout: number | null;
  bets: SupportBet[];
}

export interface SupportPayment {
  id: string;
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  failureReason: string | null;
  providerReference: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SupportLedgerEntry {
  seq: number;
  kind: string;
  reference: string | null;
  createdAt: string;
  /** the movement of the play balance and of the winnings (signed) */
  playAmount: number;
  winningsAmount: number;
  balanceAfter: number;
  winningsAfter: number;
}

/** What a support look-up shows of a player (read only; the look-up itself is audited). */
export interface SupportPlayer {
  player: { id: string; username: string; country: CountryCode | null; createdAt: string; balance: number; winnings: number };
  /** Σ of the player's ledger entries per account: they equal the balances (DESIGN §8) */
  ledgerTotals: { play: number; winnings: number };
  /** the ticket looked up by its code; null for a look-up by username */
  ticket: SupportTicket | null;
  /** the latest 20, newest first, and how many in all */
  tickets: SupportTicket[];
  ticketCount: number;
  /** the latest 20, newest first, and how many in all */
  payments: SupportPayment[];
  paymentCount: number;
  limits: PlayLimit[];
  /** the exclusion running now, if any (until null: permanent) */
  exclusion: { until: string | null; startedAt: string } | null;
  /** every exclusion taken, newest first (the latest 20) */
  exclusions: { duration: ExclusionDuration; startedAt: string; endsAt: string | null }[];
  /** the latest 50 ledger transactions, newest first */
  ledger: SupportLedgerEntry[];
}

/** Whether the balances equal the ledger's sums (they always should: DESIGN §8). */
export function ledgerMatchesBalances(summary: Pick<SupportPlayer, 'player' | 'ledgerTotals'>): boolean {
  return summary.player.balance === summary.ledgerTotals.play && summary.player.winnings === summary.ledgerTotals.winnings;
}
