import type { DrawEvidence } from './draw-evidence';
import type { BetTypeId } from './bet-types';
import { type CountryCode, type DrawHour, type Weekday, findCountry } from './countries';
import { capitalize, formatAmount, formatDrawDate } from './format';
import type { BetOptionId, GameModeId } from './options';
import { drawDayOf } from './schedule';

/** A ticket's status (DESIGN §9): pending while a bet awaits its draw, else won, refunded or lost. */
export type TicketStatus = 'pending' | 'won' | 'lost' | 'refunded';
export type PlacedBetStatus = 'validated' | 'won' | 'lost' | 'cancelled';
export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';

export interface TicketDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  drawAt: string;
  status: DrawStatus;
  /** in drawn order, once the result is confirmed; null before */
  winningNumbers: number[] | null;
  machineNumbers: number[] | null;
  /** where the result came from (issue 40), once there is one and the server gives it */
  evidence?: DrawEvidence;
}

export interface TicketBet {
  betType: BetTypeId;
  betOption: BetOptionId;
  gameMode: GameModeId;
  combinations: number[][];
  baseStake: number;
  totalStake: number;
  potentialWin: number;
  potentialMacWin: number | null;
  status: PlacedBetStatus;
  /** CFA paid once settled (0 when lost); null before */
  payout: number | null;
  draw: TicketDraw;
}

/** A ticket as its verification page shows it: no name, no e-mail. */
export interface Ticket {
  code: string;
  placedAt: Date;
  totalStake: number;
  status: TicketStatus;
  totalPayout: number | null;
  bets: TicketBet[];
}

export interface MyTicket extends Ticket {
  id: string;
}

/**
 * Said of a bet still waiting while its draw has its result but is not settled yet (issue 36: settlement
 * runs in chunks after the confirmation), and of such a draw on /results.
 */
export const RESULTS_PENDING = 'Résultats en cours de calcul';

/** A bet whose draw has its numbers but whose outcome is still being computed. */
export function awaitsSettlement(bet: Pick<TicketBet, 'status'> & { draw?: Pick<TicketDraw, 'status'> }): boolean {
  return bet.status === 'validated' && bet.draw?.status === 'drawn';
}

/**
 * What a bet has become, in French: 'En attente du tirage', 'Résultats en cours de calcul' (its draw is
 * drawn, not settled yet), 'Gagné 45 000 CFA', 'Perdu', 'Remboursé'.
 */
export function betStatusLabel(bet: Pick<TicketBet, 'status' | 'payout'> & { draw?: Pick<TicketDraw, 'status'> }): string {
  if (awaitsSettlement(bet)) return RESULTS_PENDING;
  switch (bet.status) {
    case 'won':
      return `Gagné ${formatAmount(bet.payout ?? 0)}`;
    case 'lost':
      return 'Perdu';
    case 'cancelled':
      return 'Remboursé';
    default:
      return 'En attente du tirage';
  }
}

/**
 * The ticket's status in the same words: 'Gagné' with the total paid; a pending ticket whose every waiting
 * bet has its draw's numbers is 'Résultats en cours de calcul'.
 */
export function ticketStatusLabel(ticket: Pick<Ticket, 'status' | 'totalPayout'> & Partial<Pick<Ticket, 'bets'>>): string {
  const waiting = ticket.bets?.filter((bet) => bet.status === 'validated') ?? [];
  if (ticket.status === 'pending' && waiting.length > 0 && waiting.every(awaitsSettlement)) return RESULTS_PENDING;
  switch (ticket.status) {
    case 'won':
      return `Gagné ${formatAmount(ticket.totalPayout ?? 0)}`;
    case 'lost':
      return 'Perdu';
    case 'refunded':
      return 'Remboursé';
    default:
      return 'En attente du tirage';
  }
}

/**
 * When the ticket was bought, in the time of its first draw's country (the zone its draw hours are
 * written in): '23 nov. 2026 à 08:15'. Built from parts, so every ICU version writes it alike.
 */
export function formatPlacedAt(ticket: Pick<Ticket, 'placedAt' | 'bets'>): string {
  const { timeZone } = findCountry(ticket.bets[0]?.draw.country ?? 'CI')!;
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(ticket.placedAt);
  return `${formatDrawDate(ticket.placedAt, timeZone)} à ${time}`;
}

/** A ticket's draw as the pickers write it: 'Lundi 23 nov. 2026 à 9h' (the day of the draw, in its country). */
export function describeDraw(draw: Pick<TicketDraw, 'country' | 'day' | 'time' | 'drawAt'>): string {
  const { timeZone } = findCountry(draw.country)!;
  return `${capitalize(draw.day)} ${formatDrawDate(drawDayOf(draw), timeZone)} à ${draw.time}`;
}

/** The ticket's draws, each once, in the order of its bets. */
export function ticketDraws(ticket: Pick<Ticket, 'bets'>): TicketDraw[] {
  const seen = new Map<string, TicketDraw>();
  for (const { draw } of ticket.bets) if (!seen.has(`${draw.country}/${draw.drawAt}`)) seen.set(`${draw.country}/${draw.drawAt}`, draw);
  return [...seen.values()];
}
