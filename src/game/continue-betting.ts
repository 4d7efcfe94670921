import type { CountryCode, DrawHour, Weekday } from './countries';
import { findOpenDraw } from './schedule';

/** The draw a basket item is for, as the item carries it. */
export interface BasketDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant of the draw */
  drawAt: string;
}

/** Where 'Continuer à parier' leads when no draw is left to go back to. */
export const PLAYER_HOME = '/player';

/**
 * Where 'Continuer à parier' leads (issue 38): the betting page of the last draw added to the basket
 * that is still on sale, so the player goes on building for it; the player's home when there is none.
 * `draws` in the order their items were added.
 */
export function continueBettingPath(draws: readonly BasketDraw[], now: Date): string {
  const open = draws.findLast(({ country, day, time, drawAt }) => {
    // the betting page sells the next draw of that day and hour: it must be the item's own, not next week's
    const draw = findOpenDraw(country, day, time, now);
    return draw !== null && Date.parse(draw.drawAt) === Date.parse(drawAt);
  });
  return open ? `/betting/${open.country}/${open.day}/${open.time}` : PLAYER_HOME;
}
