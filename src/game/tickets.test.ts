import { describe, expect, it } from 'vitest';
import { RESULTS_PENDING, type TicketBet, betStatusLabel, describeDraw, formatPlacedAt, ticketDraws, ticketStatusLabel } from './tickets';
import { cfa } from '../../tests/kit/amounts';

const draw = (country: 'TG' | 'BJ', day: 'lundi' | 'mardi', time: '9h' | '24h', drawAt: string): TicketBet['draw'] => ({
  country,
  day,
  time,
  drawAt,
  status: 'open',
  winningNumbers: null,
  machineNumbers: null,
});

describe('tickets in French (src/game/tickets)', () => {
  it('names what each bet became, the winnings grouped the French way', () => {
    expect(betStatusLabel({ status: 'validated', payout: null })).toBe('En attente du tirage');
    expect(betStatusLabel({ status: 'won', payout: 45_000 })).toBe(cfa('Gagné 45 000 CFA'));
    expect(betStatusLabel({ status: 'lost', payout: 0 })).toBe('Perdu');
    expect(betStatusLabel({ status: 'cancelled', payout: null })).toBe('Remboursé');
  });

  it("says 'Résultats en cours de calcul' of a bet still waiting on a draw that has its numbers but is not settled (issue 36)", () => {
    expect(RESULTS_PENDING).toBe('Résultats en cours de calcul');
    expect(betStatusLabel({ status: 'validated', payout: null, draw: { status: 'drawn' } })).toBe('Résultats en cours de calcul');
    // before the result, and a bet already settled while its draw still is being settled
    expect(betStatusLabel({ status: 'validated', payout: null, draw: { status: 'closed' } })).toBe('En attente du tirage');
    expect(betStatusLabel({ status: 'won', payout: 45_000, draw: { status: 'drawn' } })).toBe(cfa('Gagné 45 000 CFA'));
    expect(betStatusLabel({ status: 'lost', payout: 0, draw: { status: 'drawn' } })).toBe('Perdu');
  });

  it("a pending ticket is 'Résultats en cours de calcul' only once every waiting bet's draw has its numbers", () => {
    const bet = (status: TicketBet['status'], drawStatus: TicketBet['draw']['status']) => ({ status, draw: { ...draw('TG', 'lundi', '9h', '2026-11-23T09:00:00.000Z'), status: drawStatus } }) as TicketBet;
    expect(ticketStatusLabel({ status: 'pending', totalPayout: 5_200, bets: [bet('won', 'drawn'), bet('validated', 'drawn')] })).toBe('Résultats en cours de calcul');
    expect(ticketStatusLabel({ status: 'pending', totalPayout: null, bets: [bet('validated', 'drawn'), bet('validated', 'open')] })).toBe('En attente du tirage');
    expect(ticketStatusLabel({ status: 'pending', totalPayout: null, bets: [bet('validated', 'open')] })).toBe('En attente du tirage');
    expect(ticketStatusLabel({ status: 'won', totalPayout: 5_200, bets: [bet('won', 'settled')] })).toBe(cfa('Gagné 5 200 CFA'));
  });

  it('names the ticket the same way, with what it paid in all', () => {
    expect(ticketStatusLabel({ status: 'pending', totalPayout: null })).toBe('En attente du tirage');
    expect(ticketStatusLabel({ status: 'won', totalPayout: 5_200 })).toBe(cfa('Gagné 5 200 CFA'));
    expect(ticketStatusLabel({ status: 'lost', totalPayout: 0 })).toBe('Perdu');
    expect(ticketStatusLabel({ status: 'refunded', totalPayout: null })).toBe('Remboursé');
  });

  it("writes the placed-at time in the first draw's country: Porto-Novo is an hour ahead of UTC", () => {
    const placedAt = new Date('2026-11-23T23:30:00Z');
    expect(formatPlacedAt({ placedAt, bets: [{ draw: draw('TG', 'mardi', '9h', '2026-11-24T09:00:00.000Z') } as TicketBet] })).toBe('23 nov. 2026 à 23:30');
    expect(formatPlacedAt({ placedAt, bets: [{ draw: draw('BJ', 'mardi', '24h', '2026-11-24T23:00:00.000Z') } as TicketBet] })).toBe('24 nov. 2026 à 00:30');
  });

  it("writes a draw on its own day, 24h included (midnight ending that day)", () => {
    expect(describeDraw(draw('TG', 'lundi', '9h', '2026-11-23T09:00:00.000Z'))).toBe('Lundi 23 nov. 2026 à 9h');
    expect(describeDraw(draw('BJ', 'lundi', '24h', '2026-11-23T23:00:00.000Z'))).toBe('Lundi 23 nov. 2026 à 24h');
  });

  it("lists a ticket's draws once each, in the order of its bets", () => {
    const tg = draw('TG', 'lundi', '9h', '2026-11-23T09:00:00.000Z');
    const bj = draw('BJ', 'lundi', '24h', '2026-11-23T23:00:00.000Z');
    expect(ticketDraws({ bets: [{ draw: tg }, { draw: bj }, { draw: { ...tg } }] as TicketBet[] })).toEqual([tg, bj]);
  });
});
