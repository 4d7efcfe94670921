/**
 * `npm run bench:place`: place_bets under load. For 1, 10 and 50 concurrent players and tickets of 1
 * and of 10 items, each player (funded through start_recharge + settle_payment) buys tickets in a
 * loop for BENCH_SECONDS (default 10), each with a new idempotency key. Prints tickets/s and the
 * p50/p99 latency of place_bets, then the ledger invariant (ledger_problems()) after the run, on
 * PGlite (in memory) and, with DATABASE_URL or --postgres[=url], on PostgreSQL (a fresh database).
 * The stack runs in a child process, as for bench:stack.
 */
import { randomUUID } from 'node:crypto';
import { type Country, type DrawHour, WEEKDAYS, findCountry } from '../src/game/countries';
import { priceBet } from '../src/game/payouts';
import { countryTime, drawInstant } from '../src/game/schedule';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/keys';
import { type Session, type Tally, percentile, signIn, signUp, startStackChild, stopStackChild, timed, withFreshDatabase } from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEVELS = [1, 10, 50];
const TICKET_SIZES = [1, 10];
/** Per player; 1 000 000 per recharge, the most one recharge may be. */
const FUNDING_RECHARGES = 5;
const CI_PROVIDER = { provider: 'orange_money', phone: '+2250123456789' };
const DEFAULT_POSTGRES = 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';

/** Ten different 100 CFA solo bets on tomorrow's draws in Côte d'Ivoire and Bénin (both draw every day). */
function items(count: number) {
  const now = new Date();
  const draws: [Country, DrawHour][] = [
    [findCountry('CI')!, '10h'],
    [findCountry('CI')!, '13h'],
    [findCountry('CI')!, '18h'],
    [findCountry('BJ')!, '14h'],
    [findCountry('BJ')!, '21h'],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [country, time] = draws[i % draws.length]!;
    const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(country, now).weekday) + 1) % 7]!;
    const price = priceBet('solo', 'normal', 'direct', 100, 1);
    return {
      bet_type: 'solo',
      bet_option: 'direct',
      game_mode: 'normal',
      country: country.code,
      draw_day: day,
      draw_time: time,
      draw_at: drawInstant(country, day, time, now).toISOString(),
      combinations: [[i + 1]],
      base_stake: 100,
      total_stake: price.totalStake,
      potential_win: price.potentialWin,
      potential_mac_win: price.potentialMacWin,
    };
  });
}

async function rpc(url: string, token: string, name: string, args: unknown): Promise<unknown> {
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body}`);
  return JSON.parse(body);
}

async function fund(url: string, session: Session): Promise<void> {
  for (let i = 0; i < FUNDING_RECHARGES; i++) {
    const payment = (await rpc(url, session.token, 'start_recharge', { amount: 1_000_000, ...CI_PROVIDER, idempotency_key: randomUUID() })) as { id: string };
    await rpc(url, SERVICE_ROLE_KEY, 'settle_payment', { payment_id: payment.id, provider_reference: `bench-${randomUUID()}`, outcome: 'succeeded' });
  }
}

async function player(url: string, { token }: Session, body: (key: string) => string, until: number, tally: Tally) {
  const init = (key: string): RequestInit => ({
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body(key),
  });
  while (performance.now() < until) await timed(tally, `${url}/rest/v1/rpc/place_bets`, init(randomUUID()));
}

function row(cells: (string | number)[]): string {
  const widths = [10, 7, 12, 7, 9, 8, 8, 6];
  return `| ${cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join(' | ')} |`;
}

async function benchBackend(label: string, database: string): Promise<{ lines: string[]; invariant: string }> {
  const { child, url } = await startStackChild(database);
  const lines: string[] = [];
  try {
    const emails = Array.from({ length: Math.max(...LEVELS) }, () => `bench.${randomUUID()}@lotoafrik.test`);
    for (const email of emails) await signUp(url, email);
    const signIns: Tally = { latencies: [], errors: 0 };
    const sessions = await Promise.all(emails.map((email) => signIn(url, email, signIns)));
    for (const session of sessions) await fund(url, session);

    for (const size of TICKET_SIZES) {
      const basket = items(size);
      const body = (key: string) => JSON.stringify({ items: basket, idempotency_key: key });
      for (const players of LEVELS) {
        const tally: Tally = { latencies: [], errors: 0 };
        const started = performance.now();
        const until = started + SECONDS * 1000;
        await Promise.all(sessions.slice(0, players).map((session) => player(url, session, body, until, tally)));
        const elapsed = (performance.now() - started) / 1000;
        const sorted = [...tally.latencies].sort((a, b) => a - b);
        lines.push(
          row([label, players, size, sorted.length - tally.errors, ((sorted.length - tally.errors) / elapsed).toFixed(0), percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1), tally.errors]),
        );
        console.log(lines.at(-1));
      }
    }
    const problems = (await rpc(url, SERVICE_ROLE_KEY, 'ledger_problems', {})) as unknown[];
    const invariant =
      problems.length === 0
        ? `${label}: ledger_problems() = [] — every balance equals its ledger entries, every transaction sums to zero`
        : `${label}: ${problems.length} ledger problems: ${JSON.stringify(problems.slice(0, 5))}`;
    console.log(invariant);
    return { lines, invariant };
  } finally {
    await stopStackChild(child);
  }
}

function postgresUrl(): string | null {
  const flag = process.argv.find((arg) => arg === '--postgres' || arg.startsWith('--postgres='));
  if (flag) return flag.includes('=') ? flag.slice('--postgres='.length) : process.env.DATABASE_URL || DEFAULT_POSTGRES;
  return process.env.DATABASE_URL || null;
}

async function main() {
  console.log(`bench:place — ${SECONDS} s per level; each player buys tickets of 1 or 10 solo bets (100 CFA each) in a loop\n`);
  const header = [
    row(['database', 'players', 'items/ticket', 'tickets', 'tickets/s', 'p50 (ms)', 'p99 (ms)', 'errors']),
    '|------------|---------|--------------|---------|-----------|----------|----------|--------|',
  ];
  console.log(header.join('\n'));
  const results = [await benchBackend('PGlite', 'memory')];
  const base = postgresUrl();
  if (base) results.push(await withFreshDatabase(base, (url) => benchBackend('PostgreSQL', url)));
  console.log(`\n${[...header, ...results.flatMap((result) => result.lines)].join('\n')}\n`);
  for (const result of results) console.log(result.invariant);
  if (!base) console.log('\nPostgreSQL skipped: set DATABASE_URL or pass --postgres (see scripts/ci-postgres.sh).');
  if (results.some((result) => !result.invariant.includes('= []'))) process.exitCode = 1;
}

await main();
