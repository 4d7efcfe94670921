import type { BasketItem } from '../../src/game/basket-item';
import type { BetTypeId } from '../../src/game/bet-types';
import { type Selection, EMPTY_SELECTION, combinationsOf } from '../../src/game/combinations';
import type { CountryCode, DrawHour, Weekday } from '../../src/game/countries';
import { findCountry } from '../../src/game/countries';
import type { BetOptionId, GameModeId } from '../../src/game/options';
import { priceBet } from '../../src/game/payouts';
import { drawInstant } from '../../src/game/schedule';

/** The instant the fixtures are built at: the stories' default clock, Monday 23 Nov 2026, 08:00 UTC. */
export const FIXTURE_NOW = '2026-11-23T08:00:00Z';

interface ItemSpec {
  id: string;
  type: BetTypeId;
  option: BetOptionId;
  mode: GameModeId;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  selection: Partial<Omit<Selection, 'type'>>;
  stake: number;
}

/** A basket item as the bet builder writes it: combinations, prices and draw instant derived by src/game. */
export function basketItem(spec: ItemSpec, now: string = FIXTURE_NOW): BasketItem {
  const country = findCountry(spec.country)!;
  const combinations = combinationsOf({ ...EMPTY_SELECTION, ...spec.selection, type: spec.type });
  const price = priceBet(spec.type, spec.mode, spec.option, spec.stake, combinations.length);
  return {
    id: spec.id,
    betType: spec.type,
    betOption: spec.option,
    gameMode: spec.mode,
    country: spec.country,
    day: spec.day,
    time: spec.time,
    drawAt: drawInstant(country, spec.day, spec.time, new Date(now)).toISOString(),
    combinations,
    baseStake: spec.stake,
    ...price,
  };
}

/** Solo, Togo, Monday 9h (09:00 UTC): 3 combinations, 200 CFA each. Closes first. */
export const soloTogo = basketItem({
  id: 'solo-tg',
  type: 'solo',
  option: 'direct',
  mode: 'normal',
  country: 'TG',
  day: 'lundi',
  time: '9h',
  selection: { numbers: [7, 21, 45] },
  stake: 200,
});

/** Duo in double chance, Bénin, Monday 14h: 1 combination, 500 CFA, with a MAC win. */
export const duoBenin = basketItem({
  id: 'duo-bj',
  type: 'duo',
  option: 'direct',
  mode: 'double_chance',
  country: 'BJ',
  day: 'lundi',
  time: '14h',
  selection: { numbers: [12, 34] },
  stake: 500,
});

/** Perm Turbo 2, Côte d'Ivoire, Monday 16h: 5 numbers give 10 pairs. */
export const permIvoryCoast = basketItem({
  id: 'perm-ci',
  type: 'perm',
  option: 'turbo2',
  mode: 'normal',
  country: 'CI',
  day: 'lundi',
  time: '16h',
  selection: { numbers: [3, 14, 25, 36, 47] },
  stake: 100,
});

/** Trio, Ghana, Tuesday 19h: exactly 3 numbers, one combination. */
export const trioGhana = basketItem({
  id: 'trio-gh',
  type: 'trio',
  option: 'direct',
  mode: 'normal',
  country: 'GH',
  day: 'mardi',
  time: '19h',
  selection: { numbers: [5, 50, 89] },
  stake: 1000,
});

/** After Togo's 9h draw (09:00 UTC), before Bénin's 14h (13:00 UTC). */
export const AFTER_TOGO_DRAW = '2026-11-23T10:30:00Z';
