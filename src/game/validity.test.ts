import { describe, expect, it } from 'vitest';
import { BET_TYPES, type BetTypeId } from './bet-types';
import { BALLS, EMPTY_SELECTION, type Selection, closingPairs, turningPairs } from './combinations';
import { hasAnySelection, isSelectionComplete } from './validity';

const select = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>> = {}): Selection => ({ type, ...EMPTY_SELECTION, ...parts });

describe('isSelectionComplete (SPEC §5, "Ajouter au panier")', () => {
  describe.each(BET_TYPES.filter((t) => !['addition', 'banker', 'turning', 'closing'].includes(t.id)).map((t) => [t.id, t] as const))(
    '%s needs between its minimum and maximum numbers',
    (id, type) => {
      it.each(Array.from({ length: 22 }, (_, n) => [n]))('%i numbers', (n) => {
        expect(isSelectionComplete(select(id, { numbers: BALLS.slice(0, n) }))).toBe(n >= type.minNumbers && n <= type.maxNumbers);
      });
    },
  );

  it('addition needs a chosen couple', () => {
    expect(isSelectionComplete(select('addition'))).toBe(false);
    expect(isSelectionComplete(select('addition', { numbers: [1, 89] }))).toBe(false);
    expect(isSelectionComplete(select('addition', { additionPair: [1, 89] }))).toBe(true);
  });

  it('banker needs a banker and at least one base number', () => {
    expect(isSelectionComplete(select('banker'))).toBe(false);
    expect(isSelectionComplete(select('banker', { banker: 7 }))).toBe(false);
    expect(isSelectionComplete(select('banker', { base: [8, 9] }))).toBe(false);
    expect(isSelectionComplete(select('banker', { banker: 7, base: [8] }))).toBe(true);
  });

  it('banker is not complete when its only base number is the banker itself (no combination)', () => {
    expect(isSelectionComplete(select('banker', { banker: 7, base: [7] }))).toBe(false);
    expect(isSelectionComplete(select('banker', { banker: 7, base: [7, 8] }))).toBe(true);
  });

  it('banker accepts a full base of 89 (base size "total")', () => {
    expect(isSelectionComplete(select('banker', { banker: 1, base: BALLS.slice(1) }))).toBe(true);
  });

  it.each([
    ['turning', turningPairs('simple')],
    ['closing', closingPairs()],
  ] as const)('%s needs at least one couple', (type, pairs) => {
    expect(isSelectionComplete(select(type))).toBe(false);
    expect(isSelectionComplete(select(type, { numbers: [1, 10] }))).toBe(false);
    expect(isSelectionComplete(select(type, { pairs: pairs.slice(0, 1) }))).toBe(true);
    expect(isSelectionComplete(select(type, { pairs }))).toBe(true);
  });
});

describe('hasAnySelection ("Réinitialiser" is disabled without one)', () => {
  it('is false for the empty selection', () => {
    expect(hasAnySelection(EMPTY_SELECTION)).toBe(false);
  });

  it.each([
    ['numbers', { numbers: [5] }],
    ['banker', { banker: 5 }],
    ['base', { base: [5] }],
    ['pairs', { pairs: [[5, 6]] as const }],
    ['additionPair', { additionPair: [5, 85] as const }],
  ])('is true with %s', (_what, parts) => {
    expect(hasAnySelection({ ...EMPTY_SELECTION, ...parts })).toBe(true);
  });
});
