import type { DrawEvidence } from './draw-evidence';
import type { BetTypeId } from './bet-types';
import { COUNTRIES, type CountryCode, type DrawHour, type Weekday, findCountry } from './countries';
import { formatAmount } from './format';
import type { BetOptionId, GameModeId } from './options';
import { type PlacedBetStatus, type TicketBet, type TicketDraw, describeDraw } from './tickets';

/**
 * A draw with its result as the results page shows it (DESIGN §9): settled, or drawn and still being
 * settled (issue 36: its numbers are public, its bets' outcomes are 'Résultats en cours de calcul').
 */
export interface ResultDraw {
  id: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant of the draw */
  drawAt: string;
  /** the draw's date in its country, yyyy-mm-dd (a '24h' draw belongs to the day it ends) */
  date: string;
  /** in drawn order */
  winningNumbers: number[];
  machineNumbers: number[];
  status: 'drawn' | 'settled';
  /** null while its bets are being settled */
  settledAt: Date | null;
  /** where the result came from (issue 40), when the server gives it */
  evidence?: DrawEvidence;
}

export interface ResultsFilter {
  country?: CountryCode;
  /** a date in the draw's country, yyyy-mm-dd */
  date?: string;
}

/** One of the signed-in player's bets on a draw, with what it became. */
export interface MyDrawBet {
  id: string;
  /** its place in the ticket, from 0 */
  position: number;
  betType: BetTypeId;
  betOption: BetOptionId;
  gameMode: GameModeId;
  combinations: number[][];
  baseStake: number;
  totalStake: number;
  status: PlacedBetStatus;
  /** CFA paid once settled (0 when lost); null before, and for a refunded bet */
  payout: number | null;
}

/** One of the signed-in player's tickets, with its bets on one draw. */
export interface MyDrawTicket {
  ticketId: string;
  code: string;
  bets: MyDrawBet[];
  /** what these bets paid */
  payout: number;
}

/**
 * The signed-in player's winnings on one draw, told once when their bets on it are settled (a row of
 * win_notices, issue 36: one per player and draw, not one per bet).
 */
export interface DrawWin {
  drawId: string;
  /** CFA credited to their winnings for this draw, all their won bets added up */
  amount: number;
  /** how many of their bets on it won */
  betsWon: number;
}

/** A won bet as 'Mes gains' lists it: the bet, its draw's numbers, its ticket. */
export interface WonBet extends TicketBet {
  id: string;
  ticketCode: string;
}

/** 'Vous avez gagné 45 000 CFA !' (issue 16). */
export function winMessage(amount: number): string {
  return `Vous avez gagné ${formatAmount(amount)} !`;
}

/** "Côte d'Ivoire · Mardi 24 nov. 2026 à 18h": a draw named with its country. */
export function drawTitle(draw: Pick<TicketDraw, 'country' | 'day' | 'time' | 'drawAt'>): string {
  return `${findCountry(draw.country)!.name} · ${describeDraw(draw)}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd naming a real calendar day, else null. */
export function parseResultsDate(text: string | null | undefined): string | null {
  const match = DATE.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text! : null;
}

/** The filter the results page's address holds (`?pays=CI&date=2026-11-24`); what cannot be read is left out. */
export function resultsFilterOf(params: URLSearchParams): ResultsFilter {
  const country = findCountry(params.get('pays') ?? undefined)?.code;
  const date = parseResultsDate(params.get('date'));
  return { ...(country && { country }), ...(date && { date }) };
}

/** The address's search part for a filter (the inverse of resultsFilterOf). */
export function resultsSearchOf(filter: ResultsFilter): Record<string, string> {
  return { ...(filter.country && { pays: filter.country }), ...(filter.date && { date: filter.date }) };
}

export function sameResultsFilter(a: ResultsFilter, b: ResultsFilter): boolean {
  return a.country === b.country && a.date === b.date;
}

/**
 * How many draws of one country the page asks for: without a date, the latest 3 of each country (10
 * when one country is chosen); with a date, every draw of that day (7 at most, Côte d'Ivoire).
 */
export function resultsPerCountry(filter: ResultsFilter): number {
  return filter.date || filter.country ? 10 : 3;
}

/** The countries a filter covers, in the catalogue's order. */
export function resultsCountries(filter: ResultsFilter): CountryCode[] {
  return filter.country ? [filter.country] : COUNTRIES.map((country) => country.code);
}

/** The draws grouped by country in the catalogue's order, each group newest first; countries without a draw are left out. */
export function resultsByCountry<T extends Pick<ResultDraw, 'country' | 'drawAt'>>(draws: readonly T[]): { country: CountryCode; draws: T[] }[] {
  return COUNTRIES.map((country) => ({
    country: country.code,
    draws: draws.filter((draw) => draw.country === country.code).sort((a, b) => Date.parse(b.drawAt) - Date.parse(a.drawAt)),
  })).filter((group) => group.draws.length > 0);
}

/** The numbers a bet plays, each once, ascending. */
export function playedNumbers(combinations: readonly (readonly number[])[]): number[] {
  return [...new Set(combinations.flat())].sort((a, b) => a - b);
}

/**
 * Which of the bet's numbers came out: 'winning' when among the winning numbers; 'machine' when only
 * among the machine numbers and the bet is double chance (the only mode they pay in); else null.
 */
export type NumberHit = 'winning' | 'machine' | null;

export function numberHits(
  numbers: readonly number[],
  draw: { winningNumbers: readonly number[] | null; machineNumbers: readonly number[] | null },
  gameMode: GameModeId,
): NumberHit[] {
  return numbers.map((n) => {
    if (draw.winningNumbers?.includes(n)) return 'winning';
    if (gameMode === 'double_chance' && draw.machineNumbers?.includes(n)) return 'machine';
    return null;
  });
}

/** The latest date results can be of (yyyy-mm-dd): today in the country whose day starts first. */
export function latestResultsDate(now: Date): string {
  const dates = COUNTRIES.map((country) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: country.timeZone }).format(now));
  return dates.sort().at(-1)!;
}
