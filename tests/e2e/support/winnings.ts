import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { type CountryCode, type DrawHour, WEEKDAYS, findCountry } from '../../../src/game/countries';
import { priceBet } from '../../../src/game/payouts';
import { countryTime, drawInstant } from '../../../src/game/schedule';
import { SERVICE_ROLE_KEY } from '../../../supabase/local';
import { accessToken } from './money';
import { STACK_URL } from './ports';
import { ANON_KEY } from './stack-keys';
import type { Player } from './test';

/**
 * Winnings the way production makes them: the player buys a solo on 7 (100 CFA, normal mode, direct:
 * 13 × the stake) for the draw of `hour` in `country` `daysAhead` days ahead (two unless said), then that draw is drawn with 7 among
 * the winning numbers and settled by the system (system_draw, the service role, as `npm run draw` does).
 * Each caller takes a draw nobody else uses: that draw is over for everyone afterwards. Returns the payout.
 */
export async function winWithASolo(request: APIRequestContext, player: Pick<Player, 'email' | 'password'>, code: CountryCode, hour: DrawHour, daysAhead = 2): Promise<number> {
  const country = findCountry(code)!;
  const now = new Date();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(country, now).weekday) + daysAhead) % 7]!;
  const drawAt = drawInstant(country, day, hour, now).toISOString();
  const price = priceBet('solo', 'normal', 'direct', 100, 1);
  // The bets row as src/api's betRowOf writes it (src/api itself needs Vite's environment).
  const row = {
    bet_type: 'solo',
    bet_option: 'direct',
    game_mode: 'normal',
    country: code,
    draw_day: day,
    draw_time: hour,
    draw_at: drawAt,
    combinations: [[7]],
    base_stake: 100,
    total_stake: price.totalStake,
    potential_win: price.potentialWin,
    potential_mac_win: price.potentialMacWin,
  };
  const token = await accessToken(request, player);
  const placed = await request.post(`${STACK_URL}/rest/v1/rpc/place_bets`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { items: [row], idempotency_key: randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const service = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
  const found = await request.get(`${STACK_URL}/rest/v1/draws?select=id&country=eq.${code}&draw_at=eq.${encodeURIComponent(drawAt)}`, { headers: service });
  const [draw] = (await found.json()) as { id: string }[];
  expect(draw, `the draw ${code} ${day} ${hour}`).toBeDefined();
  const drawn = await request.post(`${STACK_URL}/rest/v1/rpc/system_draw`, {
    headers: service,
    data: { draw_id: draw!.id, winning: [7, 21, 33, 48, 90], machine: [1, 2, 3, 4, 5], source: 'système' },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
  return 13 * 100;
}
