import { describe, expect, it } from 'vitest';
import { formatTable, measure } from './bench-combinations';
import { CASES } from './bench-max-payout';

describe('bench:max-payout', () => {
  it('times every type in both modes, on the largest selections', () => {
    expect(CASES.map((c) => `${c.type}: ${c.selection}`)).toEqual([
      'solo: 1 numéro, normal',
      'duo: 2 numéros, normal',
      'jackpot: 10 numéros, normal',
      'quadra: 10 numéros, normal',
      'trio: 10 numéros, normal',
      'perm: 20 numéros, normal',
      'banker: banker + base totale (89), normal',
      'turning: complet, tous les couples, normal',
      'closing: tous les couples, normal',
      'addition: 1 couple, normal',
      'solo: 1 numéro, double chance',
      'duo: 2 numéros, double chance',
      'jackpot: 10 numéros, double chance',
      'quadra: 10 numéros, double chance',
      'trio: 10 numéros, double chance',
      'perm: 20 numéros, double chance',
      'banker: banker + base totale (89), double chance',
      'turning: complet, tous les couples, double chance',
      'closing: tous les couples, double chance',
      'addition: 1 couple, double chance',
    ]);
    expect(CASES.find((c) => c.type === 'addition')!.build()).toHaveLength(1);
  });

  it('measures a median duration per case', () => {
    const rows = [CASES[0]!, CASES[10]!].map((c) => measure(c, 3, 0.05));
    for (const row of rows) expect(row.medianMs).toBeGreaterThan(0);
    expect(formatTable(rows).split('\n')).toHaveLength(4);
  });
});
