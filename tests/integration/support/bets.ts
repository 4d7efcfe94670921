import type { BasketItem } from '../../../src/game/basket-item';
import { findCountry, WEEKDAYS } from '../../../src/game/countries';
import { priceBet } from '../../../src/game/payouts';
import { drawInstant, countryTime } from '../../../src/game/schedule';
import type { TablesInsert } from '../../../src/api/database.types';

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

/** The row a client would insert for an item. */
export function rowOf(item: BasketItem): TablesInsert<'bets'> {
  return {
    bet_type: item.betType,
    bet_option: item.betOption,
    game_mode: item.gameMode,
    country: item.country,
    draw_day: item.day,
    draw_time: item.time,
    draw_at: item.drawAt,
    combinations: item.combinations,
    base_stake: item.baseStake,
    total_stake: item.totalStake,
    potential_win: item.potentialWin,
    potential_mac_win: item.potentialMacWin,
  };
}
