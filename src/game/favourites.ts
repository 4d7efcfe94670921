import { type BetTypeId, betType, findBetType } from './bet-types';
import { type AnagramKind, DEFAULT_SUM, type Pair, SUM_MAX, SUM_MIN, isBall } from './combinations';
import { type BetOptionId, type GameModeId, isGameMode, resolveOption } from './options';
import { BASE_SIZES, type BaseSize, type SelectionState } from './selection';

/** Favourite numbers (issue 41): a selection of the builder saved under a name, on the server. Pure. */

export const FAVOURITE_NAME_MAX = 40;
export const FAVOURITES_MAX = 50;

export const FAVOURITE_NAME_EMPTY = 'Donnez un nom à ce favori.';
export const FAVOURITE_NAME_TOO_LONG = `Le nom ne doit pas dépasser ${FAVOURITE_NAME_MAX} caractères.`;
/** The server's refusals, as src/api words them */
export const FAVOURITE_NAME_TAKEN = 'Vous avez déjà un favori de ce nom.';
export const FAVOURITES_FULL = `Vous avez déjà ${FAVOURITES_MAX} favoris : supprimez-en un.`;

/** What the grid holds, enough to restore it (src/game/selection.ts's SelectionState without the type). */
export interface FavouriteSelection {
  numbers: number[];
  banker: number | null;
  base: number[];
  pairs: Pair[];
  additionPair: Pair | null;
  baseSize: BaseSize;
  anagramKind: AnagramKind;
  targetSum: number;
}

/** A favourite as the player saves it. */
export interface FavouriteDraft {
  name: string;
  type: BetTypeId;
  option: BetOptionId;
  mode: GameModeId;
  selection: FavouriteSelection;
}

/** A saved favourite. */
export interface Favourite extends FavouriteDraft {
  id: string;
  /** ISO 8601 */
  createdAt: string;
}

/** The name as stored (trimmed), or why it cannot be. */
export function checkFavouriteName(name: string): { ok: true; name: string } | { ok: false; error: string } {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { ok: false, error: FAVOURITE_NAME_EMPTY };
  if (trimmed.length > FAVOURITE_NAME_MAX) return { ok: false, error: FAVOURITE_NAME_TOO_LONG };
  return { ok: true, name: trimmed };
}

/** The builder's current bet (everything a favourite keeps but its name). */
export function favouriteBetOf(state: SelectionState & { mode: GameModeId; option: BetOptionId }): Omit<FavouriteDraft, 'name'> {
  const { type, mode, option, numbers, banker, base, pairs, additionPair, baseSize, anagramKind, targetSum } = state;
  return {
    type,
    mode,
    option,
    selection: {
      numbers: [...numbers],
      banker,
      base: [...base],
      pairs: pairs.map(([a, b]) => [a, b] as const),
      additionPair: additionPair ? [additionPair[0], additionPair[1]] : null,
      baseSize,
      anagramKind,
      targetSum,
    },
  };
}

/** The builder's current bet as a favourite of that name (trimmed). */
export function favouriteDraftOf(state: SelectionState & { mode: GameModeId; option: BetOptionId }, name: string): FavouriteDraft {
  return { name: name.trim(), ...favouriteBetOf(state) };
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asPair = (value: unknown): Pair | null => {
  const [a, b] = asArray(value);
  return isBall(a) && isBall(b) ? [a, b] : null;
};

/**
 * What the server keeps (a loosely checked jsonb) read back as a selection: anything unreadable is dropped,
 * so a favourite saved by an older or a tampered client never breaks the builder.
 */
export function readFavouriteSelection(json: unknown): FavouriteSelection {
  const o = (json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>;
  const baseSize: BaseSize = o.baseSize === 'total' || BASE_SIZES.includes(o.baseSize as never) ? (o.baseSize as BaseSize) : 'total';
  const targetSum = typeof o.targetSum === 'number' && Number.isInteger(o.targetSum) && o.targetSum >= SUM_MIN && o.targetSum <= SUM_MAX ? o.targetSum : DEFAULT_SUM;
  return {
    numbers: asArray(o.numbers).filter(isBall),
    banker: isBall(o.banker) ? o.banker : null,
    base: asArray(o.base).filter(isBall),
    pairs: asArray(o.pairs).map(asPair).filter((p): p is Pair => p !== null),
    additionPair: asPair(o.additionPair),
    baseSize,
    anagramKind: o.anagramKind === 'complete' ? 'complete' : 'simple',
    targetSum,
  };
}

/** A type id, mode and option read back from the server, or null when the game does not know them. */
export function readFavouriteTerms(type: string, mode: string, option: string): Pick<FavouriteDraft, 'type' | 'mode' | 'option'> | null {
  const known = findBetType(type);
  if (!known || !isGameMode(mode)) return null;
  const resolved = resolveOption(known.id, mode, option);
  return resolved.id === option ? { type: known.id, mode, option: resolved.id } : null;
}

/** One line for the list: the type, and the balls or couples. */
export function describeFavourite(favourite: Pick<FavouriteDraft, 'type' | 'selection'>): string {
  const { type, selection } = favourite;
  const name = betType(type).name;
  const pair = (p: Pair) => `${p[0]}–${p[1]}`;
  switch (type) {
    case 'banker':
      return `${name} · ${selection.banker ?? '?'} + ${selection.base.join(', ')}`;
    case 'turning':
    case 'closing':
      return `${name} · ${selection.pairs.map(pair).join(', ')}`;
    case 'addition':
      return `${name} ${selection.targetSum} · ${selection.additionPair ? pair(selection.additionPair) : ''}`;
    default:
      return `${name} · ${selection.numbers.join(', ')}`;
  }
}
