import { HttpResponse, delay, http } from 'msw';
import { SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for /statistiques (issue 41), speaking PostgREST as supabase-js calls draw_statistics
 * (POST /rest/v1/rpc/draw_statistics {p_country, p_draws}), with the database's answer written by hand.
 */
const rpc = `${SUPABASE_URL}/rest/v1/rpc/draw_statistics`;

interface NumberRow {
  number: number;
  times: number;
  last_at: string | null;
  draws_ago: number | null;
}
export interface StatisticsRow {
  country: string;
  window: number;
  draws: { count: number; first_at: string | null; last_at: string | null };
  numbers: NumberRow[];
  pairs: { numbers: [number, number]; times: number }[];
}

/** 1 to 90, each never out unless `out` says otherwise: number → [times, last_at, draws_ago]. */
function numbers(out: Record<number, [number, string, number]>): NumberRow[] {
  return Array.from({ length: 90 }, (_, i) => {
    const seen = out[i + 1];
    return { number: i + 1, times: seen?.[0] ?? 0, last_at: seen?.[1] ?? null, draws_ago: seen?.[2] ?? null };
  });
}

/**
 * Togo's last 3 draws as `?tirages=10` reads them (fewer than 10 have a result): 26 Nov. 2026 at 18h
 * [27 12 45 3 88], 13h [27 12 5 60 71] and 9h [27 45 50 51 52]. 27: 3 times, last in the newest draw; 12: twice;
 * 45: twice; 50: once, 2 draws ago; pairs 12–27 and 27–45 twice each.
 */
export const TOGO_LAST_10: StatisticsRow = {
  country: 'TG',
  window: 10,
  draws: { count: 3, first_at: '2026-11-26T09:00:00+00:00', last_at: '2026-11-26T18:00:00+00:00' },
  numbers: numbers({
    3: [1, '2026-11-26T18:00:00+00:00', 0],
    5: [1, '2026-11-26T13:00:00+00:00', 1],
    12: [2, '2026-11-26T18:00:00+00:00', 0],
    27: [3, '2026-11-26T18:00:00+00:00', 0],
    45: [2, '2026-11-26T18:00:00+00:00', 0],
    50: [1, '2026-11-26T09:00:00+00:00', 2],
    51: [1, '2026-11-26T09:00:00+00:00', 2],
    52: [1, '2026-11-26T09:00:00+00:00', 2],
    60: [1, '2026-11-26T13:00:00+00:00', 1],
    71: [1, '2026-11-26T13:00:00+00:00', 1],
    88: [1, '2026-11-26T18:00:00+00:00', 0],
  }),
  pairs: [
    { numbers: [12, 27], times: 2 },
    { numbers: [27, 45], times: 2 },
    { numbers: [3, 12], times: 1 },
    { numbers: [3, 27], times: 1 },
    { numbers: [3, 45], times: 1 },
    { numbers: [3, 88], times: 1 },
    { numbers: [5, 12], times: 1 },
    { numbers: [5, 27], times: 1 },
    { numbers: [5, 60], times: 1 },
    { numbers: [5, 71], times: 1 },
  ],
};

/** Bénin over 300 draws (all 300 counted), 2 Aug. to 26 Nov. 2026: 7 the most frequent (31 times), 90 absent for 58 draws. */
export const BENIN_LAST_300: StatisticsRow = {
  country: 'BJ',
  window: 300,
  draws: { count: 300, first_at: '2026-08-02T10:00:00+00:00', last_at: '2026-11-26T20:00:00+00:00' },
  numbers: numbers(
    Object.fromEntries(
      Array.from({ length: 90 }, (_, i) => {
        const n = i + 1;
        const times = n === 7 ? 31 : n === 90 ? 9 : 16 + (n % 5);
        const ago = n === 90 ? 58 : n % 12;
        return [n, [times, '2026-11-26T20:00:00+00:00', ago]];
      }),
    ),
  ),
  pairs: [
    { numbers: [7, 33], times: 9 },
    { numbers: [14, 61], times: 8 },
  ],
};

/** Ghana, no draw with a result yet. */
export const GHANA_EMPTY: StatisticsRow = {
  country: 'GH',
  window: 30,
  draws: { count: 0, first_at: null, last_at: null },
  numbers: numbers({}),
  pairs: [],
};

/** Each draw_statistics call's arguments, in order. */
export type StatisticsLog = { p_country: string; p_draws: number }[];

export const drawStatistics = {
  /** answers each call with the row of its country and window (`key`: 'TG 10'), else an empty country */
  serve: (rows: Record<string, StatisticsRow>, log?: StatisticsLog) =>
    http.post(rpc, async ({ request }) => {
      const args = (await request.json()) as { p_country: string; p_draws: number };
      log?.push(args);
      const row = rows[`${args.p_country} ${args.p_draws}`];
      return HttpResponse.json(row ?? { ...GHANA_EMPTY, country: args.p_country, window: args.p_draws });
    }),
  failing: () =>
    http.post(rpc, () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  pending: () =>
    http.post(rpc, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
};
