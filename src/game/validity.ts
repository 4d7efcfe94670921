import { betType } from './bet-types';
import type { Selection } from './combinations';

/** Whether a selection may go to the basket (SPEC §5). */
export function isSelectionComplete(selection: Selection): boolean {
  switch (selection.type) {
    case 'addition':
      return selection.additionPair !== null;
    case 'banker':
      return selection.banker !== null && selection.base.some((b) => b !== selection.banker);
    case 'turning':
    case 'closing':
      return selection.pairs.length > 0;
    default: {
      const { minNumbers, maxNumbers } = betType(selection.type);
      return selection.numbers.length >= minNumbers && selection.numbers.length <= maxNumbers;
    }
  }
}

export function hasAnySelection(selection: Omit<Selection, 'type'>): boolean {
  return (
    selection.numbers.length > 0 ||
    selection.banker !== null ||
    selection.base.length > 0 ||
    selection.pairs.length > 0 ||
    selection.additionPair !== null
  );
}
