import { describe, expect, it } from 'vitest';
import {
  EMPTY_RESULT_TEXTS,
  NUMBER_MISSING,
  NUMBER_OUT_OF_RANGE,
  NUMBER_REPEATED,
  betsSummary,
  cancelledNotice,
  checkResult,
  seriesError,
  settledNotice,
} from './operator';

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
    expect(betsSummary({ betCount: 1, totalStake: 2_000 })).toBe('1 pari · 2\u202f000 CFA misés');
    expect(betsSummary({ betCount: 12, totalStake: 24_000 })).toBe('12 paris · 24\u202f000 CFA misés');
    expect(settledNotice({ bets: 1, won: 1, totalPayout: 180_000 })).toBe('Tirage réglé : 1 pari gagnant sur 1, 180\u202f000 CFA versés.');
    expect(settledNotice({ bets: 3, won: 0, totalPayout: 0 })).toBe('Tirage réglé : 0 pari gagnant sur 3, 0 CFA versés.');
    expect(settledNotice({ bets: 0, won: 0, totalPayout: 0 })).toBe('Tirage réglé : aucun pari sur ce tirage.');
    expect(cancelledNotice({ cancelled: 2, totalRefund: 4_000 })).toBe('Tirage annulé : 2 paris remboursés (4\u202f000 CFA).');
    expect(cancelledNotice({ cancelled: 0, totalRefund: 0 })).toBe('Tirage annulé : aucun pari à rembourser.');
  });
});
