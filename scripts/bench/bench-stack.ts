/**
 * `npm run bench:stack`: load on the local stack. For 1, 10 and 50 concurrent players, each signs in
 * once (all sign-ins first, timed apart), then adds, lists and removes bets in a loop for BENCH_SECONDS
 * (default 20); then again while an attacker holds 1 000 realtime channels and guesses a player's
 * password (scripts/bench/bench-attacker.ts). Prints the players' requests/s and p50/p99 latency with and
 * without the attacker, and the stack's peak RSS, on PGlite (in memory) and on PostgreSQL (a fresh
 * database on DATABASE_URL's server). The stack runs in a child process
 * (scripts/bench/bench-stack-server.ts) with `npm start`'s rate limits; every player connects from a
 * loopback address of its own, as players on their own phones do.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { findCountry, WEEKDAYS } from '../../src/game/countries';
import { priceBet } from '../../src/game/payouts';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { ANON_KEY } from '../../supabase/local';
import { type AttackReport, startAttackChild } from './bench-attacker';
import {
  type Session,
  type Tally,
  clientAt,
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

async function player(url: string, { token, userId }: Session, agent: Agent, until: number, tally: Tally) {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const row = JSON.stringify(betRow());
  while (performance.now() < until) {
    const added = await timed(
      tally,
      `${url}/rest/v1/bets?select=id`,
      { method: 'POST', headers: { ...headers, prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' }, body: row },
      agent,
    );
    await timed(
      tally,
      `${url}/rest/v1/bets?select=id,bet_type,combinations,total_stake,potential_win&user_id=eq.${userId}&status=eq.pending&order=created_at.asc`,
      { headers },
      agent,
    );
    if (added) {
      const { id } = JSON.parse(added) as { id: string };
      await timed(tally, `${url}/rest/v1/bets?id=eq.${id}`, { method: 'DELETE', headers }, agent);
    }
  }
}

interface Run {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: string;
}

async function load(url: string, players: { session: Session; agent: Agent }[]): Promise<Run> {
  const tally: Tally = { latencies: [], errors: 0, failures: {} };
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(players.map(({ session, agent }) => player(url, session, agent, until, tally)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const byStatus = Object.entries(tally.failures ?? {}).map(([status, count]) => `${count} × ${status}`);
  return {
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: tally.errors === 0 ? '0' : `${tally.errors} (${byStatus.join(', ')})`,
  };
}

let nextAddress = 0;
/** 127.10.x.y, a player's own address (127.0.1.1 and 127.0.2.1 are the attacker's). */
function playerAddress(): string {
  nextAddress++;
  return `127.10.${Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
}

const row = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;

async function benchBackend(label: string, database: string): Promise<string[]> {
  const { child, url } = await startStackChild(database, 'real');
  const lines: string[] = [];
  try {
    for (const count of LEVELS) {
      const emails = Array.from({ length: count }, () => `bench.${randomUUID()}@lotoafrik.test`);
      const agents = emails.map(() => clientAt(playerAddress()));
      for (const [i, email] of emails.entries()) await signUp(url, email, agents[i]);
      await peakRss(child);
      const signIns: Tally = { latencies: [], errors: 0 };
      const sessions = await Promise.all(emails.map((email, i) => signIn(url, email, signIns, agents[i])));
      const players = sessions.map((session, i) => ({ session, agent: agents[i]! }));
      const calm = await load(url, players);
      const calmRss = await peakRss(child);
      const attack = await startAttackChild(url, emails[0]!);
      const attacked = await load(url, players);
      const report: AttackReport = await attack.stop();
      const attackedRss = await peakRss(child);
      for (const agent of agents) agent.destroy();
      const signInP50 = percentile([...signIns.latencies].sort((a, b) => a - b), 50);
      for (const [attacker, run, rss] of [
        ['no', calm, calmRss],
        [`yes (${report.channels} channels; ${report.guesses} guesses: ${report.compared} checked, ${report.limited} × 429)`, attacked, attackedRss],
      ] as const) {
        lines.push(
          row([
            label,
            count,
            attacker,
            run.requests,
            run.perSecond.toFixed(0),
            run.p50.toFixed(1),
            run.p99.toFixed(1),
            run.errors,
            (rss / 1024 / 1024).toFixed(0),
            signInP50.toFixed(0),
          ]),
        );
        console.log(lines.at(-1));
      }
      console.log(`|  |  | p99 with / without the attacker: ${(attacked.p99 / calm.p99).toFixed(2)}× |`);
    }
  } finally {
    await stopStackChild(child);
  }
  return lines;
}

async function main() {
  console.log(`bench:stack — ${SECONDS} s per run; each player signs in once, then adds, lists and removes bets; then again under attack\n`);
  const header = [
    '| database | players | attacker | requests | requests/s | p50 (ms) | p99 (ms) | errors | peak RSS (MB) | sign-in p50 (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  console.log(header.join('\n'));
  const rows = await benchBackend('PGlite', 'memory');
  const base = process.env.DATABASE_URL;
  if (base) rows.push(...(await withFreshDatabase(base, (url) => benchBackend('PostgreSQL', url))));
  console.log(`\n${[...header, ...rows].join('\n')}`);
  if (!base) console.log('\nPostgreSQL skipped: DATABASE_URL is not set (see scripts/tools/ci-postgres.sh).');
}

await main();
