/**
 * `npm run bench:statistics`: draw_statistics (issue 41) on years of draws, through the API as a visitor.
 * Per backend (PostgreSQL with --postgres or DATABASE_URL, then PGlite in memory unless --postgres-only), on a
 * fresh database with the local stack in a child process: imports BENCH_YEARS (default 5) years of every
 * scheduled draw of the four countries (made-up numbers, src/game/statistics-history.ts) through
 * import_draw_results as the service role, 250 a call (the import time is printed apart), then times
 * supabase-js `rpc('draw_statistics')` with the anon key for N = 10, 100 and 1 000, BENCH_RUNS (default 20)
 * times each after 3 untimed calls, round-robin over the countries: median, p95 and max, in ms.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import { COUNTRIES } from '../../src/game/countries';
import { madeUpHistory } from '../../src/game/statistics-history';
import { type Backend, REPO_ROOT, backendsFromArgs, percentile, tableRow, tableRule, withDatabase, withStack } from './bench-support';

const YEARS = Number(process.env.BENCH_YEARS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WINDOWS = [10, 100, 1000];
// 250 a call: a call of 1 000 takes 2–4 s on PostgreSQL, past the stack's 10 s statement timeout on a loaded machine
const BATCH = 250;
// Node 20 has no WebSocket of its own, which supabase-js's realtime client asks for even when unused.
const NO_SESSION = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: WebSocket as never } };

interface Row {
  backend: string;
  window: number;
  median: number;
  p95: number;
  max: number;
}

async function importHistory(url: string): Promise<{ draws: number; seconds: number }> {
  const service = createClient(url, SERVICE_ROLE_KEY, NO_SESSION);
  const rows = madeUpHistory(COUNTRIES, new Date(), Math.round(YEARS * 365.25), 2026);
  const started = performance.now();
  for (let i = 0; i < rows.length; i += BATCH) {
    const { error } = await service.rpc('import_draw_results', { rows: rows.slice(i, i + BATCH) });
    if (error) throw new Error(`import_draw_results: ${error.message} ${error.details}`);
  }
  return { draws: rows.length, seconds: (performance.now() - started) / 1000 };
}

async function timeStatistics(url: string, backend: Backend): Promise<Row[]> {
  const anon = createClient(url, ANON_KEY, NO_SESSION);
  const call = async (country: string, draws: number) => {
    const started = performance.now();
    const { data, error } = await anon.rpc('draw_statistics', { p_country: country, p_draws: draws });
    const ms = performance.now() - started;
    if (error) throw new Error(`draw_statistics: ${error.message}`);
    const counted = (data as { draws: { count: number } }).draws.count;
    if (counted !== draws) throw new Error(`draw_statistics(${country}, ${draws}) counted ${counted} draws`);
    return ms;
  };
  const rows: Row[] = [];
  for (const window of WINDOWS) {
    for (let i = 0; i < 3; i++) await call(COUNTRIES[i % COUNTRIES.length]!.code, window);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await call(COUNTRIES[i % COUNTRIES.length]!.code, window));
    times.sort((a, b) => a - b);
    rows.push({ backend: backend.label, window, median: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! });
  }
  return rows;
}

const results: Row[] = [];
for (const backend of backendsFromArgs()) {
  await withDatabase(backend, (database) =>
    withStack(REPO_ROOT, database, async (url) => {
      const imported = await importHistory(url);
      console.log(`${backend.label}: ${imported.draws} past draws (${YEARS} years × 4 countries) imported in ${imported.seconds.toFixed(1)} s`);
      results.push(...(await timeStatistics(url, backend)));
    }),
  );
}

const widths = [10, 6, 11, 8, 8];
console.log(`\ndraw_statistics through the API as a visitor (${RUNS} calls per N, round-robin over the 4 countries), ms\n`);
console.log(tableRow(['backend', 'N', 'median', 'p95', 'max'], widths));
console.log(tableRule(widths));
for (const row of results) console.log(tableRow([row.backend, row.window, row.median.toFixed(1), row.p95.toFixed(1), row.max.toFixed(1)], widths));
