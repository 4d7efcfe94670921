/**
 * Issue 41, 'Statistics, honestly': draw_statistics computes, from the draws, each number's frequency and last
 * appearance and the top pairs over a country's last N draws with a result; import_draw_results brings past
 * official results in (service role only). Every expected figure below was counted by hand from HISTORY.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as StatisticsApi from '../../src/api/statistics';
import { freshDraw, ownerSql } from './support/draws';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let service: Client;
let anon: Client;
let player: Player;
let statistics: typeof StatisticsApi;

const MACHINE = [61, 62, 63, 64, 65];
const row = (draw_at: string, winning: number[], country = 'TG') => ({ country, draw_at, winning, machine: MACHINE });

/** Six Togo draws (Lomé is on UTC): Monday 3 and Tuesday 4 March 2025, 9h, 13h and 18h; oldest first. */
const HISTORY = [
  row('2025-03-03T09:00:00Z', [12, 27, 45, 3, 88]),
  row('2025-03-03T13:00:00Z', [27, 12, 5, 60, 71]),
  row('2025-03-03T18:00:00Z', [1, 2, 3, 4, 5]),
  row('2025-03-04T09:00:00Z', [90, 27, 12, 33, 44]),
  row('2025-03-04T13:00:00Z', [7, 8, 9, 10, 11]),
  row('2025-03-04T18:00:00Z', [27, 45, 50, 51, 52]),
];
/** A Bénin draw with 27 in it: another country's draws never count for Togo. */
const BENIN = row('2025-03-04T20:00:00Z', [27, 12, 13, 14, 15], 'BJ');

async function imported(rows: unknown) {
  const { data, error } = await service.rpc('import_draw_results', { rows: rows as never });
  if (error) throw new Error(`${error.code} ${error.message} ${error.details}`);
  return data;
}

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  statistics = await import('../../src/api/statistics');
  service = serviceClient(env.url);
  anon = anonClient(env.url);
  player = await newPlayer(env.url, 'statisticien');
  expect(await imported([...HISTORY, BENIN])).toEqual({ imported: 7, unchanged: 0 });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await env?.close();
});

describe('draw_statistics (anyone, through the API)', () => {
  it('counts each number, its last appearance and the top pairs over the whole history', async () => {
    const stats = await statistics.drawStatistics('TG', 100);
    expect(stats).toMatchObject({ country: 'TG', window: 100, drawCount: 6, firstAt: '2025-03-03T09:00:00.000Z', lastAt: '2025-03-04T18:00:00.000Z' });
    expect(stats.numbers).toHaveLength(90);
    const of = (n: number) => stats.numbers[n - 1];
    expect(of(27)).toEqual({ number: 27, times: 4, lastAt: '2025-03-04T18:00:00.000Z', drawsAgo: 0 });
    expect(of(12)).toEqual({ number: 12, times: 3, lastAt: '2025-03-04T09:00:00.000Z', drawsAgo: 2 });
    expect(of(45)).toEqual({ number: 45, times: 2, lastAt: '2025-03-04T18:00:00.000Z', drawsAgo: 0 });
    expect(of(3)).toEqual({ number: 3, times: 2, lastAt: '2025-03-03T18:00:00.000Z', drawsAgo: 3 });
    expect(of(5)).toEqual({ number: 5, times: 2, lastAt: '2025-03-03T18:00:00.000Z', drawsAgo: 3 });
    expect(of(88)).toEqual({ number: 88, times: 1, lastAt: '2025-03-03T09:00:00.000Z', drawsAgo: 5 });
    expect(of(13)).toEqual({ number: 13, times: 0, lastAt: null, drawsAgo: null });
    expect(of(90)).toEqual({ number: 90, times: 1, lastAt: '2025-03-04T09:00:00.000Z', drawsAgo: 2 });
    expect(stats.numbers.reduce((sum, n) => sum + n.times, 0)).toBe(30);
    expect(stats.pairs).toEqual([
      { numbers: [12, 27], times: 3 },
      { numbers: [27, 45], times: 2 },
      { numbers: [1, 2], times: 1 },
      { numbers: [1, 3], times: 1 },
      { numbers: [1, 4], times: 1 },
      { numbers: [1, 5], times: 1 },
      { numbers: [2, 3], times: 1 },
      { numbers: [2, 4], times: 1 },
      { numbers: [2, 5], times: 1 },
      { numbers: [3, 4], times: 1 },
    ]);
  });

  it('counts only the last N draws: N = 3 is Tuesday’s three', async () => {
    const stats = await statistics.drawStatistics('TG', 3);
    expect(stats).toMatchObject({ drawCount: 3, firstAt: '2025-03-04T09:00:00.000Z', lastAt: '2025-03-04T18:00:00.000Z' });
    const of = (n: number) => stats.numbers[n - 1];
    expect(of(27)).toEqual({ number: 27, times: 2, lastAt: '2025-03-04T18:00:00.000Z', drawsAgo: 0 });
    expect(of(12)).toEqual({ number: 12, times: 1, lastAt: '2025-03-04T09:00:00.000Z', drawsAgo: 2 });
    expect(of(8)).toEqual({ number: 8, times: 1, lastAt: '2025-03-04T13:00:00.000Z', drawsAgo: 1 });
    expect(of(88)).toEqual({ number: 88, times: 0, lastAt: null, drawsAgo: null });
    expect(of(3)).toEqual({ number: 3, times: 0, lastAt: null, drawsAgo: null });
    expect(stats.pairs).toEqual([
      { numbers: [7, 8], times: 1 },
      { numbers: [7, 9], times: 1 },
      { numbers: [7, 10], times: 1 },
      { numbers: [7, 11], times: 1 },
      { numbers: [8, 9], times: 1 },
      { numbers: [8, 10], times: 1 },
      { numbers: [8, 11], times: 1 },
      { numbers: [9, 10], times: 1 },
      { numbers: [9, 11], times: 1 },
      { numbers: [10, 11], times: 1 },
    ]);
  });

  it('a country with no result is empty: every number at 0, no pair', async () => {
    const stats = await statistics.drawStatistics('GH', 30);
    expect(stats).toMatchObject({ country: 'GH', drawCount: 0, firstAt: null, lastAt: null, pairs: [] });
    expect(stats.numbers.every((n) => n.times === 0 && n.lastAt === null && n.drawsAgo === null)).toBe(true);
  });

  it('a result recorded ahead of its hour does not count until the hour has passed', async () => {
    const ahead = await freshDraw(env, 'CI');
    const { error } = await service.rpc('system_draw', { draw_id: ahead.id, winning: [1, 2, 3, 4, 5], machine: MACHINE });
    expect(error).toBeNull();
    const stats = await statistics.drawStatistics('CI', 10);
    expect(stats.drawCount).toBe(0);
    expect(stats.numbers[0]).toEqual({ number: 1, times: 0, lastAt: null, drawsAgo: null });
  });

  it('signed-in players and the service role may ask too', async () => {
    const asPlayer = await player.client.rpc('draw_statistics', { p_country: 'BJ', p_draws: 10 });
    expect(asPlayer.error).toBeNull();
    expect(asPlayer.data).toMatchObject({ country: 'BJ', draws: { count: 1 } });
    expect((asPlayer.data as { pairs: unknown[] }).pairs.slice(0, 2)).toEqual([
      { numbers: [12, 13], times: 1 },
      { numbers: [12, 14], times: 1 },
    ]);
    expect((await service.rpc('draw_statistics', { p_country: 'TG', p_draws: 1 })).data).toMatchObject({ draws: { count: 1 } });
  });

  it('refuses an unknown country and a window outside 1–1000', async () => {
    for (const [p_country, p_draws, field] of [
      ['FR', 10, 'country'],
      ['tg', 10, 'country'],
      ['TG', 0, 'draws'],
      ['TG', 1001, 'draws'],
      ['TG', -5, 'draws'],
    ] as const) {
      const { error } = await anon.rpc('draw_statistics', { p_country, p_draws });
      expect(error).toMatchObject({ code: 'P0001', message: 'invalid_request' });
      expect(JSON.parse(error!.details)).toMatchObject({ field });
    }
    const forged = await anon.rpc('draw_statistics', { p_country: null as never, p_draws: 10 });
    expect(forged.error).toMatchObject({ message: 'invalid_request' });
  });
});

describe('import_draw_results (service role only)', () => {
  it('the same rows again change nothing; the draws are settled, with no bets, from the archives', async () => {
    expect(await imported(HISTORY.slice(0, 2))).toEqual({ imported: 0, unchanged: 2 });
    const rows = await ownerSql<{ draw_day: string; draw_time: string; status: string; source: string; winning: number[]; bets: number }>(
      env,
      `select d.draw_day, d.draw_time, d.status, d.source, d.winning_numbers as winning,
         (select count(*)::int from public.bets as b where b.draw_id = d.id) as bets
       from public.draws as d where d.country = 'TG' and d.draw_at = '2025-03-03T13:00:00Z'`,
    );
    expect(rows).toEqual([{ draw_day: 'lundi', draw_time: '13h', status: 'settled', source: 'archives', winning: [27, 12, 5, 60, 71], bets: 0 }]);
    const audit = await ownerSql<{ actor: string; action: string }>(
      env,
      `select a.actor, a.action from public.operator_audit as a join public.draws as d on d.id = a.draw_id
       where d.country = 'TG' and d.draw_at = '2025-03-03T13:00:00Z'`,
    );
    expect(audit).toEqual([{ actor: 'archives', action: 'record' }]);
    const shown = await anon.from('draw_results').select('source, status').eq('country', 'TG').eq('draw_at', '2025-03-03T13:00:00Z');
    expect(shown.data).toEqual([{ source: 'archives', status: 'settled' }]);
  });

  it('refuses another result for a draw that has one, and imports nothing of that call', async () => {
    const { error } = await service.rpc('import_draw_results', {
      rows: [row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 5]), row('2025-03-04T18:00:00Z', [27, 45, 50, 51, 53])],
    });
    expect(error).toMatchObject({ code: 'P0001', message: 'invalid_state' });
    expect(JSON.parse(error!.details)).toMatchObject({ reason: 'already_drawn', index: 1 });
    expect(await ownerSql(env, `select 1 from public.draws where country = 'TG' and draw_at = '2025-03-05T09:00:00Z'`)).toEqual([]);
  });

  it('refuses an instant off the schedule, a future draw and bad numbers, naming the row', async () => {
    const refusals: [unknown, string, Record<string, unknown>][] = [
      // Togo has no draw on Sunday, nor at 10h; Ghana only at 19h
      [[row('2025-03-09T09:00:00Z', [1, 2, 3, 4, 5])], 'invalid_request', { index: 0, field: 'draw_at', reason: 'not_scheduled' }],
      [[row('2025-03-03T10:00:00Z', [1, 2, 3, 4, 5])], 'invalid_request', { field: 'draw_at', reason: 'not_scheduled' }],
      [[row('2025-03-03T19:30:00Z', [1, 2, 3, 4, 5], 'GH')], 'invalid_request', { field: 'draw_at', reason: 'not_scheduled' }],
      [[row('2099-03-02T09:00:00Z', [1, 2, 3, 4, 5])], 'invalid_request', { field: 'draw_at', reason: 'future' }],
      [[row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 5]), row('2025-03-05T13:00:00', [1, 2, 3, 4, 5])], 'invalid_request', { index: 1, field: 'draw_at' }],
      [[row('2025-02-30T09:00:00Z', [1, 2, 3, 4, 5])], 'invalid_request', { index: 0, field: 'draw_at' }],
      [[row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 4])], 'invalid_numbers', { index: 0, field: 'winning' }],
      [[row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 91])], 'invalid_numbers', { index: 0, field: 'winning' }],
      [[{ ...row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 5]), machine: [1, 2] }], 'invalid_numbers', { index: 0, field: 'machine' }],
      [[row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 5], 'FR')], 'invalid_request', { index: 0, field: 'country' }],
      [['TG'], 'invalid_request', { index: 0, field: 'country' }],
      [[], 'invalid_request', { field: 'rows' }],
      [{ country: 'TG' }, 'invalid_request', { field: 'rows' }],
    ];
    for (const [rows, message, detail] of refusals) {
      const { error } = await service.rpc('import_draw_results', { rows: rows as never });
      expect(error, JSON.stringify(rows)).toMatchObject({ code: 'P0001', message });
      expect(JSON.parse(error!.details)).toMatchObject(detail);
    }
  });

  it('a midnight draw of Bénin is the previous day’s 24h (Porto-Novo is UTC+1)', async () => {
    // Thursday 6 March 2025 at 24h is 23:00 UTC that day
    expect(await imported([row('2025-03-06T23:00:00Z', [40, 41, 42, 43, 44], 'BJ')])).toEqual({ imported: 1, unchanged: 0 });
    const [draw] = await ownerSql(env, `select draw_day, draw_time from public.draws where country = 'BJ' and draw_at = '2025-03-06T23:00:00Z'`);
    expect(draw).toEqual({ draw_day: 'jeudi', draw_time: '24h' });
  });

  it('gives its result to a past draw left open with no bet; refuses a cancelled one', async () => {
    await ownerSql(
      env,
      `insert into public.draws (country, draw_day, draw_time, draw_at) values
         ('CI', 'lundi', '7h', '2025-03-03T07:00:00Z'), ('CI', 'lundi', '10h', '2025-03-03T10:00:00Z')`,
    );
    await ownerSql(env, `update public.draws set status = 'cancelled' where country = 'CI' and draw_at = '2025-03-03T10:00:00Z'`);
    expect(await imported([row('2025-03-03T07:00:00Z', [20, 21, 22, 23, 24], 'CI')])).toEqual({ imported: 1, unchanged: 0 });
    const [open] = await ownerSql(env, `select status, source from public.draws where country = 'CI' and draw_at = '2025-03-03T07:00:00Z'`);
    expect(open).toEqual({ status: 'settled', source: 'archives' });
    const { error } = await service.rpc('import_draw_results', { rows: [row('2025-03-03T10:00:00Z', [20, 21, 22, 23, 24], 'CI')] });
    expect(error).toMatchObject({ message: 'invalid_state' });
    expect(JSON.parse(error!.details)).toMatchObject({ reason: 'final', status: 'cancelled' });
  });

  it('is refused to visitors and players', async () => {
    for (const client of [anon, player.client]) {
      const { error, status } = await client.rpc('import_draw_results', { rows: [row('2025-03-05T09:00:00Z', [1, 2, 3, 4, 5])] });
      expect(error).not.toBeNull();
      expect([401, 403, 404]).toContain(status);
    }
    expect(await ownerSql(env, `select 1 from public.draws where country = 'TG' and draw_at = '2025-03-05T09:00:00Z'`)).toEqual([]);
  });
});
