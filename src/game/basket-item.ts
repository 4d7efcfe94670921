import { type BetTypeId, combinationSize, findBetType } from './bet-types';
import { isBall } from './combinations';
import { type Country, type CountryCode, type DrawHour, type Weekday, findCountry, hoursOn, isWeekday } from './countries';
import { type BetOptionId, type GameModeId, isGameMode, optionsFor } from './options';
import { priceBet } from './payouts';
import { drawInstant } from './schedule';
import { STAKE_MAX, STAKE_MIN } from './stakes';

/** One bet waiting in the basket (SPEC §3, plus the draw's instant). */
export interface BasketItem {
  id: string;
  betType: BetTypeId;
  betOption: BetOptionId;
  gameMode: GameModeId;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant of the draw */
  drawAt: string;
  combinations: number[][];
  baseStake: number;
  totalStake: number;
  potentialWin: number;
  potentialMacWin: number | null;
}

export const BASKET_STORAGE_KEY = 'basketItems';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value read back from storage is a coherent basket item (prices re-derived). */
export function isBasketItem(value: unknown): value is BasketItem {
  if (!isObject(value)) return false;
  const type = findBetType(value.betType as string);
  const country = findCountry(value.country as string);
  if (!type || !country || country.code !== value.country || !isGameMode(value.gameMode)) return false;
  if (typeof value.id !== 'string' || value.id === '' || typeof value.drawAt !== 'string' || Number.isNaN(Date.parse(value.drawAt))) return false;
  if (!isWeekday(value.day as string) || !hoursOn(country, value.day as Weekday).includes(value.time as DrawHour)) return false;
  if (!optionsFor(type.id, value.gameMode).some((o) => o.id === value.betOption)) return false;
  const { combinations, baseStake } = value;
  if (!Array.isArray(combinations) || combinations.length === 0) return false;
  if (!combinations.every((c) => isCombination(c, combinationSize(type.id)))) return false;
  if (!drawAtMatches(country, value.day as Weekday, value.time as DrawHour, value.drawAt)) return false;
  if (!Number.isInteger(baseStake) || (baseStake as number) < STAKE_MIN || (baseStake as number) > STAKE_MAX) return false;
  const price = priceBet(type.id, value.gameMode, value.betOption as string, baseStake as number, combinations.length);
  return (
    value.totalStake === price.totalStake &&
    value.potentialWin === price.potentialWin &&
    (value.potentialMacWin ?? null) === price.potentialMacWin
  );
}

function isCombination(value: unknown, size: number): boolean {
  return (
    Array.isArray(value) &&
    value.length === size &&
    value.every(isBall) &&
    value.every((ball, i) => i === 0 || (value[i - 1] as number) < ball)
  );
}

/** drawAt must be an instant of that weekday and hour in the country's zone (any week). */
function drawAtMatches(country: Country, day: Weekday, time: DrawHour, drawAt: string): boolean {
  const instant = new Date(drawAt);
  // The draw of that weekday and hour in the week of the instant itself, searched from a day before.
  const candidate = drawInstant(country, day, time, new Date(instant.getTime() - 86_400_000));
  return candidate.getTime() === instant.getTime();
}

export type BasketParse = { items: BasketItem[]; problem: null } | { items: BasketItem[]; problem: string };

/**
 * Reads the stored basket. Unparseable text gives an empty basket; items that are not coherent
 * are dropped, and so is a second item with an id already seen. `problem` says what was wrong, for the log. The UI-only `selected` flag is dropped.
 */
export function parseStoredBasket(text: string | null): BasketParse {
  if (text === null || text === '') return { items: [], problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { items: [], problem: 'Panier illisible dans le stockage de session' };
  }
  if (!Array.isArray(data)) return { items: [], problem: 'Panier illisible dans le stockage de session' };
  const seen = new Set<string>();
  const items = data
    .filter(isBasketItem)
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .map(withoutSelection);
  const dropped = data.length - items.length;
  return dropped === 0 ? { items, problem: null } : { items, problem: `${dropped} pari(s) invalide(s) ignoré(s)` };
}

function withoutSelection(item: BasketItem & { selected?: unknown }): BasketItem {
  const { selected: _selected, ...rest } = item;
  // A normal-mode item may have been stored without its MAC figure; the type says null.
  return { ...rest, potentialMacWin: rest.potentialMacWin ?? null };
}

export function serializeBasket(items: readonly BasketItem[]): string {
  return JSON.stringify(items.map(withoutSelection));
}
