import type { SnapshotFrom } from 'xstate';
import { type BetTypeId, betType, combinationSize } from '../../src/game/bet-types';
import { type Pair, combinationCount, combinationsOf } from '../../src/game/combinations';
import { firstUnavailableLine, lineUnavailableText } from '../../src/game/liability-lines';
import { type BetOption, optionsFor } from '../../src/game/options';
import { type Price, priceBet } from '../../src/game/payouts';
import { type BallState, availablePairs, ballStates, baseLimit, samePair, selectionOf } from '../../src/game/selection';
import { STAKE_ERROR, SUM_ERROR } from '../../src/game/stakes';
import { hasAnySelection } from '../../src/game/validity';
import type { BetBuilderContext, betBuilderMachine } from './bet-builder.machine';

export type BetBuilderSnapshot = SnapshotFrom<typeof betBuilderMachine>;

const PREVIEW_LIMIT = 50;

export const selectMode = (s: BetBuilderSnapshot) => s.context.mode;
export const selectType = (s: BetBuilderSnapshot) => s.context.type;
export const selectOption = (s: BetBuilderSnapshot) => s.context.option;
export const selectStakeInput = (s: BetBuilderSnapshot) => s.context.stakeInput;
export const selectStake = (s: BetBuilderSnapshot) => s.context.stake;
export const selectBaseSize = (s: BetBuilderSnapshot) => s.context.baseSize;
export const selectAnagramKind = (s: BetBuilderSnapshot) => s.context.anagramKind;
export const selectSumInput = (s: BetBuilderSnapshot) => s.context.sumInput;

export const selectOptions = (s: BetBuilderSnapshot): BetOption[] => optionsFor(s.context.type, s.context.mode);

export const selectStakeError = (s: BetBuilderSnapshot): string | null => (s.hasTag('stakeError') ? STAKE_ERROR : null);
export const selectSumError = (s: BetBuilderSnapshot): string | null => (s.hasTag('sumError') ? SUM_ERROR : null);

export const selectDrawClosed = (s: BetBuilderSnapshot) => s.hasTag('drawClosed');
/** Why the draw is no longer sold, once the builder has closed (null before). */
export const selectClosedReason = (s: BetBuilderSnapshot) => (s.hasTag('drawClosed') ? s.context.closedReason : null);

/** 'Ajouter au panier' is enabled when the machine's `canAdd` guard would accept it (the id and time do not matter to it). */
export const selectCanAdd = (s: BetBuilderSnapshot) => s.can({ type: 'basket.add', id: '', now: '' });

/** 'Réinitialiser' is enabled only when something is selected. */
export const selectCanReset = (s: BetBuilderSnapshot) => hasAnySelection(s.context);

/** Which extra controls the type shows. */
interface TypeControls {
  selectAll: boolean;
  baseSize: boolean;
  targetSum: boolean;
  anagramKind: boolean;
  pairList: boolean;
}

function controlsFor(type: BetTypeId): TypeControls {
  return {
    selectAll: type === 'turning' || type === 'closing',
    baseSize: type === 'banker',
    targetSum: type === 'addition',
    anagramKind: type === 'turning',
    pairList: type === 'turning' || type === 'closing' || type === 'addition',
  };
}

export const selectControls = (s: BetBuilderSnapshot) => controlsFor(s.context.type);

/** A short French hint about what the grid expects for this type. */
function selectionHint(context: BetBuilderContext): string {
  const { type } = context;
  const t = betType(type);
  switch (type) {
    case 'banker':
      return context.banker === null
        ? 'Choisissez le numéro banker (bleu), puis les numéros de la base (rouge).'
        : `Base : ${context.base.length} / ${baseLimit(context.baseSize)} numéros.`;
    case 'turning':
    case 'closing':
      return 'Choisissez un ou plusieurs couples.';
    case 'addition':
      return `Choisissez un couple dont la somme fait ${context.targetSum}.`;
    default:
      return t.minNumbers === t.maxNumbers
        ? `Choisissez ${t.minNumbers} numéro${t.minNumbers > 1 ? 's' : ''} (${context.numbers.length} / ${t.maxNumbers}).`
        : `Choisissez de ${t.minNumbers} à ${t.maxNumbers} numéros (${context.numbers.length} / ${t.maxNumbers}).`;
  }
}

export const selectHint = (s: BetBuilderSnapshot) => selectionHint(s.context);

/** Each ball's state; for a type played on single numbers, a ball no bet may add to (issue 40) is 'unavailable' unless picked. */
export const selectBallStates = (s: BetBuilderSnapshot): BallState[] => {
  const states = ballStates(selectionOf(s.context));
  const { unavailableLines = [], type } = s.context;
  if (unavailableLines.length === 0 || combinationSize(type) !== 1) return states;
  const closed = new Set(unavailableLines);
  return states.map((state, i) => (state === 'idle' && closed.has(String(i + 1)) ? 'unavailable' : state));
};

/** The French sentence for the selection's first line no longer sold for this draw, or null (issue 40). */
export const selectUnavailableLine = (s: BetBuilderSnapshot): string | null => {
  const line = firstUnavailableLine(combinationsOf(selectionOf(s.context)), s.context.unavailableLines ?? []);
  return line === null ? null : lineUnavailableText(line, s.context.draw.time);
};

/** Shallow equality for useSelector on arrays (the grid re-renders only when a ball changes). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export interface PairChoice {
  pair: Pair;
  label: string;
  picked: boolean;
}

export function selectPairChoices(s: BetBuilderSnapshot): PairChoice[] {
  const { context } = s;
  const picked = context.type === 'addition' ? (context.additionPair ? [context.additionPair] : []) : context.pairs;
  return availablePairs(context).map((pair) => ({
    pair,
    label: `${pair[0]}–${pair[1]}`,
    picked: picked.some((p) => samePair(p, pair)),
  }));
}

export const selectAllPairsPicked = (s: BetBuilderSnapshot) => {
  const offered = availablePairs(s.context);
  return offered.length > 0 && s.context.pairs.length === offered.length;
};

export const selectCombinationCount = (s: BetBuilderSnapshot) => combinationCount(selectionOf(s.context));

export interface Preview {
  shown: number[][];
  /** how many more combinations there are beyond the first 50 */
  remaining: number;
  count: number;
}

export function selectPreview(s: BetBuilderSnapshot): Preview {
  const all = combinationsOf(selectionOf(s.context));
  return { shown: all.slice(0, PREVIEW_LIMIT), remaining: Math.max(0, all.length - PREVIEW_LIMIT), count: all.length };
}

export function samePreview(a: Preview, b: Preview): boolean {
  return a.count === b.count && a.remaining === b.remaining && sameItems(a.shown.map(String), b.shown.map(String));
}

export function selectTotals(s: BetBuilderSnapshot): Price & { count: number } {
  const { context } = s;
  const count = selectCombinationCount(s);
  return { count, ...priceBet(context.type, context.mode, context.option, context.stake, count) };
}

export function sameTotals(a: Price & { count: number }, b: Price & { count: number }): boolean {
  return a.count === b.count && a.totalStake === b.totalStake && a.potentialWin === b.potentialWin && a.potentialMacWin === b.potentialMacWin;
}

export const selectIsDoubleChance = (s: BetBuilderSnapshot) => s.context.mode === 'double_chance';

