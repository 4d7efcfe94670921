import { DEFAULT_SUM } from './combinations';
import type { FavouriteDraft } from './favourites';
import { CLEARED, type SelectionState, changeTargetSum, togglePair, toggleNumber } from './selection';

/**
 * The builder's selection a favourite restores: replayed through the grid's own rules (toggleNumber, togglePair),
 * so a stored ball or couple the rules refuse is left out, never forced in.
 */
export function restoreSelection(favourite: Pick<FavouriteDraft, 'type' | 'selection'>): SelectionState {
  const { type, selection } = favourite;
  let state: SelectionState = {
    type,
    ...CLEARED,
    baseSize: type === 'banker' ? selection.baseSize : 'total',
    anagramKind: selection.anagramKind,
    targetSum: DEFAULT_SUM,
  };
  const apply = (change: Partial<SelectionState>) => {
    state = { ...state, ...change };
  };
  apply(changeTargetSum(state, selection.targetSum));
  switch (type) {
    case 'banker':
      if (selection.banker !== null) apply(toggleNumber(state, selection.banker));
      for (const n of selection.base) if (n !== state.banker && !state.base.includes(n)) apply(toggleNumber(state, n));
      break;
    case 'turning':
    case 'closing':
      for (const pair of selection.pairs) if (!state.pairs.some((p) => p[0] === Math.min(...pair) && p[1] === Math.max(...pair))) apply(togglePair(state, pair));
      break;
    case 'addition':
      if (selection.additionPair) apply(togglePair(state, selection.additionPair));
      break;
    default:
      for (const n of selection.numbers) if (!state.numbers.includes(n)) apply(toggleNumber(state, n));
  }
  return state;
}
