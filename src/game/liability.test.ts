import { describe, expect, it } from 'vitest';
import { cfa } from '../../tests/kit/amounts';
import {
  AMOUNT_INVALID,
  AMOUNT_MISSING,
  DEFAULT_LIMIT_BOUNDS,
  LINE_INVALID,
  LINE_MISSING,
  LINE_OUT_OF_RANGE,
  LINE_REPEATED,
  type LimitChange,
  type OpenDrawExposure,
  checkLimitForm,
  formatPercent,
  limitPercent,
  limitSavedNotice,
  limitStatus,
  lineKind,
  lineSubject,
  parseAmountText,
  parseLine,
  shareText,
} from './liability';
import { salesDates, salesShown } from './operator';

describe('a line as an operator types it (as normalized_line_key reads it)', () => {
  it.each([
    ['27', '27'],
    [' 7 ', '7'],
    ['27-12', '12-27'],
    ['27, 12', '12-27'],
    ['3; 27 ;12', '3-12-27'],
    ['3 12 27', '3-12-27'],
    ['90-1-45-2-3', '1-2-3-45-90'],
    ['07', '7'],
  ])('%j → %j', (text, line) => {
    expect(parseLine(text)).toEqual({ line, error: null });
  });

  it.each([
    ['', LINE_MISSING],
    ['   ', LINE_MISSING],
    ['12-', LINE_INVALID],
    ['12--27', LINE_INVALID],
    ['1-2-3-4-5-6', LINE_INVALID],
    ['douze', LINE_INVALID],
    ['12.5', LINE_INVALID],
    ['0', LINE_OUT_OF_RANGE],
    ['91', LINE_OUT_OF_RANGE],
    ['007', LINE_OUT_OF_RANGE],
    ['12-12', LINE_REPEATED],
  ])('%j is refused: %s', (text, error) => {
    expect(parseLine(text)).toEqual({ line: null, error });
  });

  it('names its kind and says it in a sentence', () => {
    expect(['27', '12-27', '3-12-27', '1-2-3-4-5'].map(lineKind)).toEqual(['Numéro', 'Paire', 'Combinaison', 'Combinaison']);
    expect(['27', '12-27', '3-12-27'].map(lineSubject)).toEqual(['Le 27', 'La paire 12-27', 'La combinaison 3-12-27']);
  });
});

describe('an amount of CFA as typed', () => {
  it('takes whole numbers, with spaces of any kind and CFA after', () => {
    expect(['50000', '50 000', '50\u202f000', '50\u00a0000 CFA', '0'].map(parseAmountText)).toEqual([50_000, 50_000, 50_000, 50_000, 0]);
    expect(['', '50 000,5', '-5', '5e6', '50.000', '1 CFA 2', '99999999999999999999'].map(parseAmountText)).toEqual([null, null, null, null, null, null, null]);
  });

  it('checks each form against the bounds: a line from 0 (closed), a draw or a country from the draw minimum', () => {
    const bounds = DEFAULT_LIMIT_BOUNDS;
    expect(checkLimitForm('line', { line: '27', amount: '0' }, bounds)).toEqual({ lineError: null, amountError: null, value: { line: '27', amount: 0 } });
    expect(checkLimitForm('line', { line: '', amount: '' }, bounds)).toEqual({ lineError: LINE_MISSING, amountError: AMOUNT_MISSING, value: null });
    expect(checkLimitForm('line', { line: '27', amount: 'beaucoup' }, bounds).amountError).toBe(AMOUNT_INVALID);
    expect(checkLimitForm('draw', { line: 'ignored', amount: '999 999' }, bounds)).toEqual({
      lineError: null,
      amountError: cfa('Le montant doit être entre 1 000 000 CFA et 1 000 000 000 000 CFA.'),
      value: null,
    });
    expect(checkLimitForm('country', { line: '', amount: '1 000 000' }, bounds).value).toEqual({ line: null, amount: 1_000_000 });
    expect(checkLimitForm('country', { line: '', amount: '1 000 000 000 001' }, bounds).value).toBeNull();
  });
});

describe('how close a line is to its limit', () => {
  it("is 'near' from 80 %, 'reached' at the limit, past it, or when no bet can be added", () => {
    expect(limitStatus({ worstPayout: 79, maxPayout: 100 })).toBe('ok');
    expect(limitStatus({ worstPayout: 80, maxPayout: 100 })).toBe('near');
    expect(limitStatus({ worstPayout: 100, maxPayout: 100 })).toBe('reached');
    expect(limitStatus({ worstPayout: 4_000, maxPayout: 100 })).toBe('reached');
    expect(limitStatus({ worstPayout: 10, maxPayout: 100, available: false })).toBe('reached');
    expect(limitStatus({ worstPayout: 0, maxPayout: 0 })).toBe('reached');
  });

  it('says the share in whole percents rounded down, past 100 % too', () => {
    expect(limitPercent(2_050_000, 2_500_000)).toBe(82);
    expect(limitPercent(999, 1_000)).toBe(99);
    expect(limitPercent(2_400_000, 50_000)).toBe(4_800);
    expect(limitPercent(0, 0)).toBe(100);
    expect(formatPercent(4_800)).toBe('4\u202f800\u202f%');
    expect(shareText({ worstPayout: 2_050_000, maxPayout: 2_500_000 })).toBe(cfa('2 050 000 CFA sur 2 500 000 CFA (82\u202f%)'));
  });
});

describe('the notice after a change', () => {
  const change = (changes: Partial<LimitChange>): LimitChange => ({
    scope: 'line',
    country: 'TG',
    drawId: 'tg-18',
    line: '27',
    maxPayout: 50_000,
    previous: null,
    effective: 50_000,
    unavailable: false,
    ...changes,
  });
  const TITLE = 'Togo · Lundi 23 nov. 2026 à 18h';

  it('says what was set, and whether the line can still be sold', () => {
    expect(limitSavedNotice(change({}), TITLE)).toBe(cfa('Limite de la ligne 27 du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 50 000 CFA.'));
    expect(limitSavedNotice(change({ unavailable: true }), TITLE)).toBe(
      cfa("Limite de la ligne 27 du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 50 000 CFA. Le 27 n'est plus en vente sur ce tirage."),
    );
    expect(limitSavedNotice(change({ scope: 'draw', line: null, maxPayout: 10_000_000, effective: 10_000_000 }), TITLE)).toBe(
      cfa('Limite du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 10 000 000 CFA par ligne.'),
    );
    expect(limitSavedNotice(change({ scope: 'country', country: 'CI', drawId: null, line: null, effective: 2_000_000_000 }), null)).toBe(
      cfa("Côte d'Ivoire : limite par défaut enregistrée, 2 000 000 000 CFA par ligne et par tirage."),
    );
  });

  it('says what applies after a removal', () => {
    expect(limitSavedNotice(change({ maxPayout: null, effective: 25_000_000_000 }), TITLE)).toBe(
      cfa("Limite propre de la ligne 27 du tirage Togo · Lundi 23 nov. 2026 à 18h retirée : la limite du tirage s'applique (25 000 000 000 CFA)."),
    );
    expect(limitSavedNotice(change({ scope: 'draw', line: null, maxPayout: null, effective: 25_000_000_000 }), TITLE)).toBe(
      cfa("Limite propre du tirage Togo · Lundi 23 nov. 2026 à 18h retirée : la limite par défaut du pays s'applique (25 000 000 000 CFA par ligne)."),
    );
  });
});

describe('the overview’s filter', () => {
  const draw = (drawId: string, country: OpenDrawExposure['country'], time: OpenDrawExposure['time'], drawAt: string): OpenDrawExposure => ({
    drawId,
    country,
    day: 'lundi',
    time,
    drawAt,
    stakes: 0,
    bets: 0,
    tickets: 0,
    players: 0,
    maxPayout: 25_000_000_000,
    limitSource: 'country',
    topLine: null,
    unavailableLines: 0,
    lineLimits: 0,
  });
  // Bénin's 24h of Monday is drawn at 23:00 UTC on Monday: it belongs to Monday, as in the schedule
  const DRAWS = [
    draw('ci-tue', 'CI', '10h', '2026-11-24T10:00:00Z'),
    draw('bj-24', 'BJ', '24h', '2026-11-23T23:00:00Z'),
    draw('tg-18', 'TG', '18h', '2026-11-23T18:00:00Z'),
  ];

  it('shows one date at a time (the first by default), soonest first, one country or all', () => {
    expect(salesDates(DRAWS, null)).toEqual(['2026-11-23', '2026-11-24']);
    expect(salesShown(DRAWS, { country: null, date: null }).draws.map((d) => d.drawId)).toEqual(['tg-18', 'bj-24']);
    expect(salesShown(DRAWS, { country: 'CI', date: '2026-11-23' })).toEqual({ date: '2026-11-24', draws: [DRAWS[0]] });
    expect(salesShown([], { country: null, date: null })).toEqual({ date: null, draws: [] });
  });
});
