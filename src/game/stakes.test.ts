import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKE, DEFAULT_SUM, QUICK_AMOUNTS, STAKE_ERROR, STAKE_MAX, STAKE_MIN, SUM_ERROR, parseStake, parseTargetSum } from './stakes';

describe('stake constants (SPEC §5, §9)', () => {
  it('is 100 to 500 000 CFA, 100 by default', () => {
    expect([STAKE_MIN, STAKE_MAX, DEFAULT_STAKE]).toEqual([100, 500_000, 100]);
  });

  it('offers the quick amounts 100, 200, 500, 1000, 5000, 10000, all valid stakes', () => {
    expect(QUICK_AMOUNTS).toEqual([100, 200, 500, 1000, 5000, 10000]);
    for (const amount of QUICK_AMOUNTS) expect(parseStake(String(amount))).toEqual({ ok: true, value: amount });
  });

  it('has the exact French messages', () => {
    expect(STAKE_ERROR).toBe('La mise doit être entre 100 et 500 000 CFA');
    expect(SUM_ERROR).toBe('La somme doit être entre 3 et 179');
  });
});

describe('parseStake', () => {
  it.each(['100', '101', '2500', '499999', '500000', ' 1000 ', '0100'])('accepts %j', (text) => {
    expect(parseStake(text)).toEqual({ ok: true, value: Number(text) });
  });

  it.each(['', ' ', '0', '99', '500001', '1000000000', '1e3', '-100', '+100', '10.5', '1 000', '1,000', 'abc', '100abc', '١٠٠', '０１００'])(
    'refuses %j with the French message',
    (text) => {
      expect(parseStake(text)).toEqual({ ok: false, error: 'La mise doit être entre 100 et 500 000 CFA' });
    },
  );

  it('accepts exactly the integers 100–500 000 written in digits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (n) => {
        expect(parseStake(String(n)).ok).toBe(n >= 100 && n <= 500_000);
      }),
    );
  });
});

describe('parseTargetSum', () => {
  it('defaults to 90', () => {
    expect(DEFAULT_SUM).toBe(90);
  });

  it.each(['3', '90', '179', '050'])('accepts %j', (text) => {
    expect(parseTargetSum(text)).toEqual({ ok: true, value: Number(text) });
  });

  it.each(['', '0', '2', '180', '1000', '-5', '9.5', 'quatre-vingt-dix'])('refuses %j with the French message', (text) => {
    expect(parseTargetSum(text)).toEqual({ ok: false, error: 'La somme doit être entre 3 et 179' });
  });
});
