/**
 * `npm run bench:stack`: load on the local stack. For 1, 10 and 50 concurrent players, each signs in
 * once (all sign-ins first, timed apart), then adds, lists and removes bets in a loop for BENCH_SECONDS
 * (default 20). Prints requests/s, p50/p99 latency and the stack's peak RSS, on PGlite (in memory) and
 * on PostgreSQL (a fresh database on DATABASE_URL's server).
 * The stack runs in a child process so its memory is measured alone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findCountry, WEEKDAYS } from '../src/game/countries';
import { priceBet } from '../src/game/payouts';
import { countryTime, drawInstant } from '../src/game/schedule';
import { ANON_KEY } from '../supabase/local/keys';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LEVELS = [1, 10, 50];

type ToChild = { type: 'peak' };
type FromChild = { type: 'ready'; url: string } | { type: 'peak'; rss: number };

/** Child mode: runs the stack and samples its own RSS. */
async function serve(database: string) {
  const { startStack } = await import('../supabase/local/stack');
  const stack = await startStack({ port: 0, database, log: () => {} });
  let peak = process.memoryUsage.rss();
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50).unref();
  process.on('message', (message: ToChild) => {
    if (message.type === 'peak') {
      process.send!({ type: 'peak', rss: peak } satisfies FromChild);
      peak = process.memoryUsage.rss();
    }
  });
  process.on('disconnect', () => void stack.close().finally(() => process.exit(0)));
  process.send!({ type: 'ready', url: stack.url } satisfies FromChild);
}

function startChild(database: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', database], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
    child.on('message', (message: FromChild) => {
      if (message.type === 'ready') resolve({ child, url: message.url });
    });
  });
}

function peakRss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: FromChild) => {
      if (message.type !== 'peak') return;
      child.off('message', onMessage);
      resolve(message.rss);
    };
    child.on('message', onMessage);
    child.send({ type: 'peak' } satisfies ToChild);
  });
}

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

interface Tally {
  latencies: number[];
  errors: number;
}

/** The response body of a successful request, or null; its latency is recorded either way. */
async function timed(tally: Tally, url: string, init: RequestInit): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    tally.latencies.push(performance.now() - started);
    if (!response.ok) {
      tally.errors++;
      return null;
    }
    return body;
  } catch {
    tally.errors++;
    return null;
  }
}

async function signUp(url: string, email: string) {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-123', data: { username: 'bench' } }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
}

interface Session {
  token: string;
  userId: string;
}

async function signIn(url: string, email: string, tally: Tally): Promise<Session> {
  const body = await timed(tally, `${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-123' }),
  });
  if (!body) throw new Error(`sign-in failed for ${email}`);
  const { access_token: token, user } = JSON.parse(body) as { access_token: string; user: { id: string } };
  return { token, userId: user.id };
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchBackend(label: string, database: string): Promise<string[]> {
  const { child, url } = await startChild(database);
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
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return lines;
}

async function withFreshDatabase<T>(base: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `lotoafrik_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
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

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1]!);
else await main();
