import { describe, expect, it } from 'vitest';
import { CASES, formatDuration, formatTable, measure } from './bench-combinations';

describe('bench:combinations', () => {
  it('builds the largest selection of every type, with the expected number of combinations', () => {
    expect(Object.fromEntries(CASES.map((c) => [c.type, c.build().length]))).toEqual({
      solo: 1,
      duo: 1,
      jackpot: 252,
      quadra: 210,
      trio: 120,
      perm: 190,
      banker: 89,
      turning: 65,
      closing: 89,
      addition: 44,
    });
  });

  it('measures a median duration and prints one row per type', () => {
    const rows = CASES.slice(0, 2).map((c) => measure(c, 5, 0.05));
    for (const row of rows) expect(row.medianMs).toBeGreaterThan(0);
    const table = formatTable(rows).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/type.*sélection.*combinaisons.*médiane/);
    expect(table[2]).toMatch(/^\| solo /);
  });

  it.each([
    [2.345, '2.35 ms'],
    [0.0123, '12.3 µs'],
    [0.0000456, '46 ns'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
