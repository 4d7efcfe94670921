/** SPEC §5: an item shows all its combinations if 3 or fewer, else the first 2 and how many more. */
const BASKET_COMBINATIONS_SHOWN_IN_FULL = 3;
const SHOWN_WHEN_TRUNCATED = 2;

export function basketCombinations(combinations: readonly (readonly number[])[]) {
  if (combinations.length <= BASKET_COMBINATIONS_SHOWN_IN_FULL) return { shown: combinations, more: 0 };
  return { shown: combinations.slice(0, SHOWN_WHEN_TRUNCATED), more: combinations.length - SHOWN_WHEN_TRUNCATED };
}

export function formatCombination(combination: readonly number[]): string {
  return combination.join(' - ');
}
