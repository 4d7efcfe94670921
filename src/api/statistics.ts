import type { CountryCode } from '../game/countries';
import type { DrawStatistics } from '../game/statistics';
import { supabase } from './client';
import { jsonObject } from './database';
import { toApiError } from './errors';

export type { DrawStatistics, NumberStatistic, PairStatistic } from '../game/statistics';

/** draw_statistics' answer (supabase/migrations/20261127100000_draw_statistics.sql). */
interface StatisticsRow {
  country: string;
  window: number;
  draws: { count: number; first_at: string | null; last_at: string | null };
  numbers: { number: number; times: number; last_at: string | null; draws_ago: number | null }[];
  pairs: { numbers: [number, number]; times: number }[];
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A country's statistics over its last `draws` draws with a result (1–1000), computed by the database; anyone may ask. */
export async function drawStatistics(country: CountryCode, draws: number): Promise<DrawStatistics> {
  const { data, error } = await supabase.rpc('draw_statistics', { p_country: country, p_draws: draws });
  if (error) throw toApiError(error);
  const row = jsonObject<StatisticsRow>(data, 'draw_statistics');
  return {
    country: row.country as CountryCode,
    window: row.window,
    drawCount: row.draws.count,
    firstAt: iso(row.draws.first_at),
    lastAt: iso(row.draws.last_at),
    numbers: row.numbers.map((n) => ({ number: n.number, times: n.times, lastAt: iso(n.last_at), drawsAgo: n.draws_ago })),
    pairs: row.pairs.map((p) => ({ numbers: [p.numbers[0], p.numbers[1]] as const, times: p.times })),
  };
}
