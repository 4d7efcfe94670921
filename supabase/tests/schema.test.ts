import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_TYPE_IDS } from '../../src/game/bet-types';
import { COUNTRIES, WEEKDAYS, hoursOn } from '../../src/game/countries';
import { GAME_MODES, optionsFor } from '../../src/game/options';
import { type TestStack, startTestStack } from '../../tests/integration/support/test-stack';

let env: TestStack;
beforeAll(async () => {
  env = await startTestStack();
});
afterAll(() => env?.close());

describe('the database rules stay identical to src/game', () => {
  it('bet_multipliers is exactly optionsFor() for every type and mode, in order', async () => {
    const rows = await env.stack.db.transaction((q) =>
      q.query<{ bet_type: string; game_mode: string; bet_option: string; multiplier: number; mac_multiplier: number | null }>(
        'select bet_type, game_mode, bet_option, multiplier, mac_multiplier from public.bet_multipliers order by bet_type, game_mode, position',
      ),
    );
    const expected = BET_TYPE_IDS.flatMap((type) =>
      GAME_MODES.flatMap((mode) =>
        optionsFor(type, mode.id).map((option) => ({
          bet_type: type,
          game_mode: mode.id,
          bet_option: option.id,
          multiplier: option.multiplier,
          mac_multiplier: option.macMultiplier,
        })),
      ),
    ).sort((a, b) => a.bet_type.localeCompare(b.bet_type) || a.game_mode.localeCompare(b.game_mode));
    expect(rows.map((row) => ({ ...row, multiplier: Number(row.multiplier), mac_multiplier: row.mac_multiplier === null ? null : Number(row.mac_multiplier) }))).toEqual(expected);
  });

  it('is_scheduled_draw() accepts exactly the country schedule of src/game', async () => {
    const hours = Array.from({ length: 24 }, (_, i) => `${i + 1}h`);
    const cases = COUNTRIES.flatMap((country) => WEEKDAYS.flatMap((day) => hours.map((hour) => ({ country: country.code, day, hour }))));
    const rows = await env.stack.db.transaction((q) =>
      q.query<{ ok: boolean }>(
        `select public.is_scheduled_draw(c ->> 'country', c ->> 'day', c ->> 'hour') as ok
         from jsonb_array_elements($1::jsonb) with ordinality as t(c, n) order by n`,
        [JSON.stringify(cases)],
      ),
    );
    const expected = cases.map(({ country, day, hour }) => hoursOn(COUNTRIES.find((c) => c.code === country)!, day).includes(hour as `${number}h`));
    expect(rows.map((row) => row.ok)).toEqual(expected);
  });
});
