import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import {
  AMOUNT_FORMAT_ERROR,
  CONVERSION_MIN_ERROR,
  PROVIDER_IDS,
  QUICK_RECHARGE_AMOUNTS,
  RECHARGE_RANGE_ERROR,
  WITHDRAWAL_RANGE_ERROR,
  checkConversion,
  checkRecharge,
  checkWithdrawal,
  isProviderOf,
  isSandboxDeclined,
  overWinningsError,
  parseAmount,
  providersFor,
} from './payments';
import { cfa } from '../../tests/kit/amounts';

/** U+202F, narrow no-break space: what formatAmount writes between groups (docs/decisions.md). */
const NNBSP = '\u202f';

describe('providers per country (DESIGN §8)', () => {
  it.each([
    ['TG', [['tmoney', 'T-Money'], ['flooz', 'Flooz']]],
    ['BJ', [['mtn_momo', 'MTN Mobile Money'], ['moov_money', 'Moov Money'], ['celtiis', 'Celtiis Cash']]],
    ['CI', [['orange_money', 'Orange Money'], ['mtn_momo', 'MTN Mobile Money'], ['moov_money', 'Moov Money'], ['wave', 'Wave']]],
    ['GH', [['mtn_momo', 'MTN Mobile Money'], ['telecel_cash', 'Telecel Cash'], ['airteltigo_money', 'AirtelTigo Money']]],
  ] as const)('%s', (country, expected) => {
    expect(providersFor(country).map((p) => [p.id, p.name])).toEqual(expected);
  });

  it('every provider serves at least one country', () => {
    const served = new Set(COUNTRIES.flatMap((c) => providersFor(c.code).map((p) => p.id)));
    expect([...served].sort()).toEqual([...PROVIDER_IDS].sort());
  });

  it.each([
    ['TG', 'flooz', true],
    ['TG', 'mtn_momo', false],
    ['BJ', 'celtiis', true],
    ['CI', 'wave', true],
    ['GH', 'wave', false],
    ['GH', 'airteltigo_money', true],
    ['TG', 'Flooz', false],
    ['TG', '', false],
  ] as const)('isProviderOf(%s, %j) is %s', (country, provider, expected) => {
    expect(isProviderOf(country, provider)).toBe(expected);
  });
});

describe('amount messages (French, amounts as formatAmount writes them)', () => {
  it('are exact', () => {
    expect(AMOUNT_FORMAT_ERROR).toBe('Saisissez le montant en chiffres, par exemple 5000.');
    expect(RECHARGE_RANGE_ERROR).toBe(cfa('Le montant de la recharge doit être entre 100 CFA et 1 000 000 CFA.'));
    expect(WITHDRAWAL_RANGE_ERROR).toBe(cfa('Le montant du retrait doit être entre 500 CFA et 1 000 000 CFA.'));
    expect(CONVERSION_MIN_ERROR).toBe(cfa("Le montant à convertir doit être d'au moins 100 CFA."));
    expect(overWinningsError(12_500)).toBe(cfa('Le montant dépasse vos gains disponibles (12 500 CFA).'));
  });
});

describe('parseAmount (the stake field’s rule: trimmed ASCII digits)', () => {
  it.each([
    ['5000', 5000],
    [' 0100 ', 100],
    ['0', 0],
    ['1000000', 1_000_000],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', '   ', '5 000', `5${NNBSP}000`, '5.000', '5,5', '-100', '+100', '1e3', '100 CFA', 'cent', '١٠٠', '０１００'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('checkRecharge: 100 to 1 000 000 CFA', () => {
  it.each(['100', '101', '5000', '999999', '1000000', ' 25000 '])('accepts %j', (text) => {
    expect(checkRecharge(text)).toEqual({ ok: true, value: Number(text) });
  });

  it.each(['0', '99', '1000001', '99999999999999999999'])('refuses %j as out of range', (text) => {
    expect(checkRecharge(text)).toEqual({ ok: false, error: RECHARGE_RANGE_ERROR });
  });

  it.each(['', '5 000', 'abc', '-5000'])('refuses %j as not written in digits', (text) => {
    expect(checkRecharge(text)).toEqual({ ok: false, error: AMOUNT_FORMAT_ERROR });
  });

  it('offers the quick amounts 1 000, 2 000, 5 000, 10 000 and 25 000, all valid', () => {
    expect(QUICK_RECHARGE_AMOUNTS).toEqual([1000, 2000, 5000, 10000, 25000]);
    for (const amount of QUICK_RECHARGE_AMOUNTS) expect(checkRecharge(String(amount)).ok).toBe(true);
  });
});

describe('checkWithdrawal: 500 to 1 000 000 CFA, at most the winnings', () => {
  it.each([
    ['500', 500],
    ['500', 10_000],
    ['10000', 10_000],
    ['1000000', 5_000_000],
  ])('accepts %j with %d CFA of winnings', (text, winnings) => {
    expect(checkWithdrawal(text, winnings)).toEqual({ ok: true, value: Number(text) });
  });

  it.each([
    ['499', 10_000],
    ['1000001', 5_000_000],
  ])('refuses %j (winnings %d) as out of range', (text, winnings) => {
    expect(checkWithdrawal(text, winnings)).toEqual({ ok: false, error: WITHDRAWAL_RANGE_ERROR });
  });

  it('refuses more than the winnings, saying how much there is', () => {
    expect(checkWithdrawal('10001', 10_000)).toEqual({ ok: false, error: cfa('Le montant dépasse vos gains disponibles (10 000 CFA).') });
    expect(checkWithdrawal('500', 300)).toEqual({ ok: false, error: cfa('Le montant dépasse vos gains disponibles (300 CFA).') });
  });

  it('refuses a typed text that is not digits', () => {
    expect(checkWithdrawal('1.000', 10_000)).toEqual({ ok: false, error: AMOUNT_FORMAT_ERROR });
  });
});

describe('checkConversion: 100 CFA and up, at most the winnings', () => {
  it.each([
    ['100', 100],
    ['2500000', 2_500_000],
  ])('accepts %j with %d CFA of winnings', (text, winnings) => {
    expect(checkConversion(text, winnings)).toEqual({ ok: true, value: Number(text) });
  });

  it('refuses less than 100, and more than the winnings', () => {
    expect(checkConversion('99', 5000)).toEqual({ ok: false, error: CONVERSION_MIN_ERROR });
    expect(checkConversion('5001', 5000)).toEqual({ ok: false, error: cfa('Le montant dépasse vos gains disponibles (5 000 CFA).') });
    expect(checkConversion('', 5000)).toEqual({ ok: false, error: AMOUNT_FORMAT_ERROR });
  });
});

describe('amount checks (properties)', () => {
  it('accept exactly the integers within the bounds and the winnings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), (amount, winnings) => {
        const text = String(amount);
        expect(checkRecharge(text).ok).toBe(amount >= 100 && amount <= 1_000_000);
        expect(checkWithdrawal(text, winnings).ok).toBe(amount >= 500 && amount <= 1_000_000 && amount <= winnings);
        expect(checkConversion(text, winnings).ok).toBe(amount >= 100 && amount <= winnings);
      }),
    );
  });
});

describe('isSandboxDeclined: numbers ending in 0000', () => {
  it.each([
    ['+22890120000', true],
    ['+22890123456', false],
    ['+2250712340000', true],
    ['+233241230000', true],
    ['+22890100001', false],
    ['+2289012000', false],
  ])('%s → %s', (phone, declined) => {
    expect(isSandboxDeclined(phone)).toBe(declined);
  });
});
