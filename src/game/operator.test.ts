import { describe, expect, it } from 'vitest';
import {
  EMPTY_RESULT_TEXTS,
  NUMBER_MISSING,
  NUMBER_OUT_OF_RANGE,
  NUMBER_REPEATED,
  REFUNDING_NOTICE,
  SETTLING_NOTICE,
  betsSummary,
  cancelConsequences,
  cancelNotice,
  confirmedNotice,
  closeConsequences,
  cancelledNotice,
  checkResult,
  drawDate,
  salesDates,
  salesShown,
  settledNotice,
  settlementPercent,
  settlementProgress,
} from './operator';
import { seriesError } from './result-series';
import { cfa } from '../../tests/kit/amounts';

const texts = (winning: string[], machine: string[]) => ({ winning, machine });

describe('operator rules (src/game/operator)', () => {
  it('says what is wrong with a series in the words the database uses', () => {
    expect(seriesError('winning')).toBe('Les numéros gagnants doivent être 5 numéros différents de 1 à 90.');
    expect(seriesError('machine')).toBe('Les numéros machine doivent être 5 numéros différents de 1 à 90.');
  });

  it('accepts 5 + 5 distinct numbers 1–90, in the order typed; the two series may share numbers', () => {
    const check = checkResult(texts(['12', ' 45 ', '07', '88', '30'], ['5', '12', '61', '40', '90']));
    expect(check.result).toEqual({ winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 90] });
    expect(check.fieldErrors).toEqual({ winning: [null, null, null, null, null], machine: [null, null, null, null, null] });
    expect(check.seriesErrors).toEqual({ winning: null, machine: null });
  });

  it('names each wrong field: missing, out of 1–90 or not a whole number, repeated (the repeat, not the first)', () => {
    const check = checkResult(texts(['', '0', '91', '4.5', 'douze'], ['1', '2', '1', '2', '1']));
    expect(check.result).toBeNull();
    expect(check.fieldErrors.winning).toEqual([NUMBER_MISSING, NUMBER_OUT_OF_RANGE, NUMBER_OUT_OF_RANGE, NUMBER_OUT_OF_RANGE, NUMBER_OUT_OF_RANGE]);
    expect(check.fieldErrors.machine).toEqual([null, null, NUMBER_REPEATED, NUMBER_REPEATED, NUMBER_REPEATED]);
    expect(check.seriesErrors).toEqual({
      winning: 'Les numéros gagnants doivent être 5 numéros différents de 1 à 90.',
      machine: 'Les numéros machine doivent être 5 numéros différents de 1 à 90.',
    });
    expect([NUMBER_MISSING, NUMBER_OUT_OF_RANGE, NUMBER_REPEATED]).toEqual([
      'Saisissez un numéro.',
      'Saisissez un numéro de 1 à 90.',
      'Ce numéro est déjà saisi dans cette série.',
    ]);
  });

  it('checks each series on its own: a valid machine series has no error beside wrong winning numbers', () => {
    const check = checkResult(texts(['1', '2', '3', '4', '4'], ['1', '2', '3', '4', '5']));
    expect(check.result).toBeNull();
    expect(check.seriesErrors).toEqual({ winning: seriesError('winning'), machine: null });
    expect(checkResult(EMPTY_RESULT_TEXTS).fieldErrors.machine).toEqual(Array(5).fill(NUMBER_MISSING));
  });

  it('refuses digits of other scripts and signs', () => {
    expect(checkResult(texts(['١٢', '+3', '-4', '1e1', '٣'], ['1', '2', '3', '4', '5'])).fieldErrors.winning).toEqual(Array(5).fill(NUMBER_OUT_OF_RANGE));
  });

  it('sums up a draw’s bets and what confirming or cancelling did', () => {
    expect(betsSummary({ betCount: 0, totalStake: 0 })).toBe('Aucun pari');
    expect(betsSummary({ betCount: 1, totalStake: 2_000 })).toBe(cfa('1 pari · 2 000 CFA misés'));
    expect(betsSummary({ betCount: 12, totalStake: 24_000 })).toBe(cfa('12 paris · 24 000 CFA misés'));
    expect(settledNotice({ bets: 1, won: 1, totalPayout: 180_000 })).toBe(cfa('Tirage réglé : 1 pari gagnant sur 1, 180 000 CFA versés.'));
    expect(settledNotice({ bets: 3, won: 0, totalPayout: 0 })).toBe(cfa('Tirage réglé : 0 pari gagnant sur 3, 0 CFA versés.'));
    expect(settledNotice({ bets: 0, won: 0, totalPayout: 0 })).toBe('Tirage réglé : aucun pari sur ce tirage.');
    expect(cancelledNotice({ cancelled: 2, totalRefund: 4_000 })).toBe(cfa('Tirage annulé : 2 paris remboursés (4 000 CFA).'));
    expect(cancelledNotice({ cancelled: 0, totalRefund: 0 })).toBe('Tirage annulé : aucun pari à rembourser.');
  });
});

describe('settlement in chunks, as the console says it (issue 36)', () => {
  it('after a confirmation: what was paid once settled, else that the settlement goes on, never a total not yet paid', () => {
    expect(SETTLING_NOTICE).toBe('Résultat confirmé : le règlement des paris est en cours.');
    expect(confirmedNotice({ status: 'drawn', bets: 100_000, won: 120, totalPayout: 360_000 })).toBe(SETTLING_NOTICE);
    expect(confirmedNotice({ status: 'settled', bets: 1, won: 1, totalPayout: 180_000 })).toBe(cfa('Tirage réglé : 1 pari gagnant sur 1, 180 000 CFA versés.'));
  });

  it('after a cancellation: the refunds once all done, else that they go on', () => {
    expect(REFUNDING_NOTICE).toBe('Tirage annulé : le remboursement des paris est en cours.');
    expect(cancelNotice({ bets: 12, cancelled: 5, totalRefund: 1_000 })).toBe(REFUNDING_NOTICE);
    expect(cancelNotice({ bets: 2, cancelled: 2, totalRefund: 4_000 })).toBe(cfa('Tirage annulé : 2 paris remboursés (4 000 CFA).'));
    expect(cancelNotice({ bets: 0, cancelled: 0, totalRefund: 0 })).toBe('Tirage annulé : aucun pari à rembourser.');
  });

  it("says a settlement's progress, grouped the French way", () => {
    expect(settlementProgress({ kind: 'settle', doneBets: 12_345, totalBets: 100_000 })).toBe('Règlement en cours : 12\u202f345 / 100\u202f000 paris');
    expect(settlementProgress({ kind: 'refund', doneBets: 0, totalBets: 1 })).toBe('Remboursement en cours : 0 / 1 pari');
    expect(settlementPercent({ doneBets: 12_345, totalBets: 100_000 })).toBeCloseTo(12.345);
    expect(settlementPercent({ doneBets: 0, totalBets: 0 })).toBe(100);
    expect(settlementPercent({ doneBets: 7, totalBets: 5 })).toBe(100);
  });
});

describe('draws on sale, by country and date (src/game/operator)', () => {
  const onSale = (id: string, country: 'CI' | 'BJ', time: '18h' | '24h' | '7h', drawAt: string) => ({ id, country, day: 'lundi' as const, time, drawAt, status: 'open' as const });
  const CI_MON_18 = onSale('ci-mon-18', 'CI', '18h', '2026-11-23T18:00:00.000Z');
  const CI_TUE_7 = onSale('ci-tue-7', 'CI', '7h', '2026-11-24T07:00:00.000Z');
  const CI_MON_7 = onSale('ci-mon-7', 'CI', '7h', '2026-11-23T07:00:00.000Z');
  // Porto-Novo's Monday 24h is midnight ending Monday: 23:00 UTC
  const BJ_MON_24 = onSale('bj-mon-24', 'BJ', '24h', '2026-11-23T23:00:00.000Z');
  const ALL = [CI_TUE_7, BJ_MON_24, CI_MON_18, CI_MON_7];

  it("dates a draw in its country, a '24h' draw on the day it ends", () => {
    expect(drawDate(CI_MON_18)).toBe('2026-11-23');
    expect(drawDate(BJ_MON_24)).toBe('2026-11-23');
    expect(salesDates(ALL, null)).toEqual(['2026-11-23', '2026-11-24']);
    expect(salesDates(ALL, 'BJ')).toEqual(['2026-11-23']);
  });

  it('shows one date, soonest first: the first date on sale unless another is chosen and has draws', () => {
    expect(salesShown(ALL, { country: null, date: null })).toEqual({ date: '2026-11-23', draws: [CI_MON_7, CI_MON_18, BJ_MON_24] });
    expect(salesShown(ALL, { country: 'CI', date: '2026-11-24' })).toEqual({ date: '2026-11-24', draws: [CI_TUE_7] });
    expect(salesShown(ALL, { country: 'BJ', date: '2026-11-24' })).toEqual({ date: '2026-11-23', draws: [BJ_MON_24] });
    expect(salesShown([], { country: null, date: null })).toEqual({ date: null, draws: [] });
  });
});

describe('what close and cancel do, said before they are confirmed', () => {
  const title = "Côte d'Ivoire · Mardi 24 nov. 2026 à 18h";
  it('closing early keeps the bets already validated', () => {
    expect(closeConsequences(title)).toBe(
      "Les ventes du tirage Côte d'Ivoire · Mardi 24 nov. 2026 à 18h seront closes maintenant, avant l'heure prévue. Plus aucun pari ne pourra être placé sur ce tirage ; les paris déjà validés attendront son résultat.",
    );
  });

  it('cancelling refunds every bet to the play balance, for good', () => {
    expect(cancelConsequences(title, { betCount: 12, totalStake: 24_000 })).toBe(
      cfa("Le tirage Côte d'Ivoire · Mardi 24 nov. 2026 à 18h sera annulé : ses 12 paris seront remboursés (24 000 CFA) sur le solde de jeu des joueurs, et aucun résultat ne pourra plus être saisi. Cette action est définitive."),
    );
    expect(cancelConsequences(title, { betCount: 1, totalStake: 200 })).toContain(cfa(': son pari sera remboursé (200 CFA) sur le solde de jeu des joueurs,'));
    expect(cancelConsequences(title, { betCount: 0, totalStake: 0 })).toContain(": aucun pari n'a été placé, il n'y a rien à rembourser, et aucun résultat");
    // a draw on sale: its bets are not counted yet
    expect(cancelConsequences(title, null)).toContain(': tous les paris déjà placés seront remboursés sur le solde de jeu des joueurs,');
  });
});
