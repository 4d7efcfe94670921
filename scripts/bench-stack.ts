/**
 * `npm run bench:stack`: load on the local stack. For 1, 10 and 50 concurrent players, each signs in
 * once (all sign-ins first, timed apart), then adds, lists and removes bets in a loop for BENCH_SECONDS
 * (default 20). Prints requests/s, p50/p99 latency and the stack's peak RSS, on PGlite (in memory) and
 * on PostgreSQL (a fresh database on DATABASE_URL's server).
 * The stack runs in a child process (scripts/bench-stack-server.ts) so its memory is measured alone.
 */
import { randomUUID } from 'node:crypto';
import { findCountry, WEEKDAYS } from '../src/game/countries';
import { priceBet } from '../src/game/payouts';
import { countryTime, drawInstant } from '../src/game/schedule';
import { ANON_KEY } from '../supabase/local/keys';
import {
  type Session,
  type Tally,
  peakRss,
  percentile,
  signIn,
  signUp,
  startStackChild,
  stopStackChild,
  timed,
  withFreshDatabase,
} from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LEVELS = [1, 10, 50];

function betRow() {
  const country = findCountry('CI')!;
  const now = new Date();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(country, now).weekday) + 1) % 7]!;
  const combinations = [[7], [42]];
  const price = priceBet('solo', 'normal', 'direct', 200, combinations.length);
  return {
    bet_type: 'solo',
    bet_option: 'direct',
    game_mode: 'normal',
    country: 'CI',
    draw_day: day,
    draw_time: '18h',
    draw_at: drawInstant(country, day, '18h', now).toISOString(),
    combinations,
    base_stake: 200,
    total_stake: price.totalStake,
    potential_win: price.potentialWin,
    potential_mac_win: price.potentialMacWin,
  };
}

async function player(url: string, { token, userId }: Session, until: number, tally: Tally) {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const row = JSON.stringify(betRow());
  while (performance.now() < until) {
    const added = await timed(tally, `${url}/rest/v1/bets?select=id`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      body: row,
    });
    await timed(tally, `${url}/rest/v1/bets?select=id,bet_type,combinations,total_stake,potential_win&user_id=eq.${userId}&status=eq.pending&order=created_at.asc`, {
      headers,
    });
    if (added) {
      const { id } = JSON.parse(added) as { id: string };
      await timed(tally, `${url}/rest/v1/bets?id=eq.${id}`, { method: 'DELETE', headers });
    }
  }
}

async function benchBackend(label: string, database: string): Promise<string[]> {
  const { child, url } = await startStackChild(database);
  const lines: string[] = [];
  try {
    for (const players of LEVELS) {
      const emails = Array.from({ length: players }, () => `bench.${randomUUID()}@lotoafrik.test`);
      for (const email of emails) await signUp(url, email);
      await peakRss(child);
      const signIns: Tally = { latencies: [], errors: 0 };
      const sessions = await Promise.all(emails.map((email) => signIn(url, email, signIns)));
      const tally: Tally = { latencies: [], errors: 0 };
      const started = performance.now();
      const until = started + SECONDS * 1000;
      await Promise.all(sessions.map((session) => player(url, session, until, tally)));
      const elapsed = (performance.now() - started) / 1000;
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const rss = await peakRss(child);
      lines.push(
        `| ${label.padEnd(10)} | ${String(players).padStart(7)} | ${String(sorted.length).padStart(8)} | ${(sorted.length / elapsed).toFixed(0).padStart(10)} | ${percentile(sorted, 50).toFixed(1).padStart(8)} | ${percentile(sorted, 99).toFixed(1).padStart(8)} | ${(rss / 1024 / 1024).toFixed(0).padStart(13)} | ${String(tally.errors).padStart(6)} | ${percentile([...signIns.latencies].sort((a, b) => a - b), 50).toFixed(0).padStart(17)} |`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await stopStackChild(child);
  }
  return lines;
}

async function main() {
  console.log(`bench:stack — ${SECONDS} s per level; each player signs in once, then adds, lists and removes bets\n`);
  const header = [
    '| database   | players | requests | requests/s | p50 (ms) | p99 (ms) | peak RSS (MB) | errors | sign-in p50 (ms) |',
    '|------------|---------|----------|------------|----------|----------|---------------|--------|------------------|',
  ];
  console.log(header.join('\n'));
  const rows = await benchBackend('PGlite', 'memory');
  const base = process.env.DATABASE_URL;
  if (base) rows.push(...(await withFreshDatabase(base, (url) => benchBackend('PostgreSQL', url))));
  console.log(`\n${[...header, ...rows].join('\n')}`);
  if (!base) console.log('\nPostgreSQL skipped: DATABASE_URL is not set (see scripts/ci-postgres.sh).');
}

await main();
