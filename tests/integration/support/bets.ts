import type { BasketItem } from '../../../src/game/basket-item';
import { findCountry, WEEKDAYS } from '../../../src/game/countries';
import { priceBet } from '../../../src/game/payouts';
import { drawInstant, countryTime } from '../../../src/game/schedule';

/** A valid jackpot-free basket item on tomorrow's 18h draw in Côte d'Ivoire (every day has one). */
export function validItem(overrides: Partial<BasketItem> = {}, now = new Date()): BasketItem {
  const country = findCountry('CI')!;
  const today = WEEKDAYS.indexOf(countryTime(country, now).weekday);
  const day = WEEKDAYS[(today + 1) % 7]!;
  const combinations = [[7], [42]];
  const price = priceBet('solo', 'double_chance', 'direct', 500, combinations.length);
  return {
    id: 'local-1',
    betType: 'solo',
    betOption: 'direct',
    gameMode: 'double_chance',
    country: 'CI',
    day,
    time: '18h',
    drawAt: drawInstant(country, day, '18h', now).toISOString(),
    combinations,
    baseStake: 500,
    ...price,
    ...overrides,
  };
}
