/**
 * `npm run bench:wallet`: the wallet under load. For 1, 10 and 50 concurrent players, each player for
 * BENCH_SECONDS (default 10):
 *   - recharges 1 000 CFA in a loop, timed from `start_recharge` until the realtime change of its
 *     profile says the balance is credited: dispatch by the stack's Database Webhook, the sandbox
 *     aggregator (approving at once: BENCH_SANDBOX_APPROVE_MS=0), its signed call to payments-webhook,
 *     settle_payment, then realtime;
 *   - converts 100 CFA of winnings in a loop (`convert_winnings`).
 * Prints p50/p99 of each, then the ledger invariant (ledger_problems()) after the run, on PGlite (in
 * memory) and, with DATABASE_URL or --postgres[=url], on PostgreSQL (a fresh database). The stack
 * runs in a child process, as for bench:place.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import { type Session, type Tally, percentile, postgresUrl, signIn, signUp, startStackChild, stopStackChild, withFreshDatabase } from './bench-support';
import type { FromStackChild, ToStackChild } from './bench-stack-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEVELS = [1, 10, 50];
const RECHARGE = 1000;
const CONVERSION = 100;
/** Winnings each player starts with: more than 50 players can convert in the run. */
const WINNINGS = 50_000_000;
/** How long a recharge may take to be credited before it counts as an error. */
const CREDIT_TIMEOUT_MS = 30_000;

let sqlIds = 0;
/** A statement run by the stack child as the database owner. */
function ownerSql(child: ChildProcess, sql: string, params: unknown[]): Promise<unknown[]> {
  const id = ++sqlIds;
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromStackChild) => {
      if (message.type !== 'owner-sql' || message.id !== id) return;
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.rows ?? []);
    };
    child.on('message', onMessage);
    child.send({ type: 'owner-sql', id, sql, params } satisfies ToStackChild);
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

/**
 * The balances as the app learns them: one Realtime socket, as the service role, on every profile
 * update; a player's recharge is credited when its profile's balance reaches the expected amount.
 */
class BalanceFeed {
  private readonly waiters = new Map<string, { atLeast: number; resolve: (credited: boolean) => void }>();
  private readonly heartbeat: NodeJS.Timeout;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(String(data)) as [unknown, unknown, string, string, { data?: { record?: { id: string; balance: number } } }];
      const record = event === 'postgres_changes' ? payload.data?.record : undefined;
      const waiter = record && this.waiters.get(record.id);
      if (waiter && Number(record.balance) >= waiter.atLeast) {
        this.waiters.delete(record.id);
        waiter.resolve(true);
      }
    });
    this.heartbeat = setInterval(() => socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])), 20_000);
  }

  static async open(url: string): Promise<BalanceFeed> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${SERVICE_ROLE_KEY}&vsn=2.0.0`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const joined = new Promise<void>((resolve, reject) => {
      socket.on('message', function onJoin(data) {
        const [, ref, , event, payload] = JSON.parse(String(data)) as [unknown, string, string, string, { status: string }];
        if (ref !== 'join' || event !== 'phx_reply') return;
        socket.off('message', onJoin);
        if (payload.status === 'ok') resolve();
        else reject(new Error(`realtime join refused: ${JSON.stringify(payload)}`));
      });
    });
    socket.send(
      JSON.stringify(['join', 'join', 'realtime:bench-balances', 'phx_join', { config: { postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'profiles' }] }, access_token: SERVICE_ROLE_KEY }]),
    );
    await joined;
    return new BalanceFeed(socket);
  }

  /** Resolves true once `userId`'s balance is at least `atLeast`, false after the timeout. */
  credited(userId: string, atLeast: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(userId);
        resolve(false);
      }, CREDIT_TIMEOUT_MS);
      this.waiters.set(userId, {
        atLeast,
        resolve: (credited) => {
          clearTimeout(timer);
          resolve(credited);
        },
      });
    });
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.socket.close();
  }
}

interface Player extends Session {
  balance: number;
  phone: string;
}

async function recharges(url: string, feed: BalanceFeed, player: Player, until: number, tally: Tally): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    const credited = feed.credited(player.userId, player.balance + RECHARGE);
    try {
      await rpc(url, player.token, 'start_recharge', { amount: RECHARGE, provider: 'tmoney', phone: player.phone, idempotency_key: randomUUID() });
      if (!(await credited)) throw new Error('not credited in time');
      player.balance += RECHARGE;
      tally.latencies.push(performance.now() - started);
    } catch {
      tally.errors++;
      // The balance the next recharge waits for is whatever the database says now.
      const response = await fetch(`${url}/rest/v1/profiles?select=balance&id=eq.${player.userId}`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${player.token}` },
      });
      const [profile] = (await response.json()) as { balance: number }[];
      player.balance = Number(profile?.balance ?? player.balance);
    }
  }
}

async function conversions(url: string, player: Player, until: number, tally: Tally): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      await rpc(url, player.token, 'convert_winnings', { amount: CONVERSION, idempotency_key: randomUUID() });
      tally.latencies.push(performance.now() - started);
    } catch {
      tally.errors++;
    }
  }
}

function row(cells: (string | number)[]): string {
  const widths = [10, 7, 28, 6, 7, 8, 8, 6];
  return `| ${cells.map((cell, i) => (i <= 2 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join(' | ')} |`;
}

async function level(label: string, players: number, operation: string, run: (until: number, tally: Tally) => Promise<void>[]): Promise<string> {
  const tally: Tally = { latencies: [], errors: 0 };
  const started = performance.now();
  await Promise.all(run(started + SECONDS * 1000, tally));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const line = row([label, players, operation, sorted.length, (sorted.length / elapsed).toFixed(1), percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1), tally.errors]);
  console.log(line);
  return line;
}

async function benchBackend(label: string, database: string): Promise<{ lines: string[]; invariant: string }> {
  process.env.BENCH_SANDBOX_APPROVE_MS = '0';
  const { child, url } = await startStackChild(database);
  const lines: string[] = [];
  let feed: BalanceFeed | null = null;
  try {
    const emails = Array.from({ length: Math.max(...LEVELS) }, () => `bench.${randomUUID()}@lotoafrik.test`);
    for (const email of emails) await signUp(url, email);
    const signIns: Tally = { latencies: [], errors: 0 };
    const sessions = await Promise.all(emails.map((email) => signIn(url, email, signIns)));
    // Each player its own Togolese number (none ends in 0000, which the sandbox declines).
    const players: Player[] = sessions.map((session, i) => ({ ...session, balance: 0, phone: `+228901${String(10_001 + i).slice(-5)}` }));
    for (const player of players) {
      await ownerSql(
        child,
        `select public.post_ledger_transaction($1::uuid, 'payout', 'bench:winnings', null, jsonb_build_object('house', -$2::bigint, 'player_winnings', $2::bigint))`,
        [player.userId, WINNINGS],
      );
    }
    feed = await BalanceFeed.open(url);
    for (const count of LEVELS) {
      const active = players.slice(0, count);
      lines.push(await level(label, count, 'start_recharge → credited', (until, tally) => active.map((p) => recharges(url, feed!, p, until, tally))));
      lines.push(await level(label, count, 'convert_winnings', (until, tally) => active.map((p) => conversions(url, p, until, tally))));
    }
    // Let the last deliveries land before the audit.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const problems = (await rpc(url, SERVICE_ROLE_KEY, 'ledger_problems', {})) as unknown[];
    const [counts] = (await ownerSql(
      child,
      `select (select count(*) from public.payments where status = 'succeeded')::int as succeeded,
              (select count(*) from public.payments where status = 'pending')::int as pending,
              (select count(*) from public.ledger_transactions where kind = 'recharge')::int as recharges`,
      [],
    )) as { succeeded: number; pending: number; recharges: number }[];
    const invariant =
      problems.length === 0
        ? `${label}: ledger_problems() = [] — every balance equals its ledger entries, every transaction sums to zero (${counts!.recharges} recharges credited, ${counts!.succeeded} payments succeeded, ${counts!.pending} pending)`
        : `${label}: ${problems.length} ledger problems: ${JSON.stringify(problems.slice(0, 5))}`;
    console.log(invariant);
    return { lines, invariant };
  } finally {
    feed?.close();
    await stopStackChild(child);
  }
}

async function main() {
  console.log(
    `bench:wallet — ${SECONDS} s per level and operation; recharges of ${RECHARGE} CFA approved by the sandbox at once, timed until the realtime balance; conversions of ${CONVERSION} CFA\n`,
  );
  const header = [
    row(['database', 'players', 'operation', 'count', 'per s', 'p50 (ms)', 'p99 (ms)', 'errors']),
    '|------------|---------|------------------------------|--------|---------|----------|----------|--------|',
  ];
  console.log(header.join('\n'));
  const results = [await benchBackend('PGlite', 'memory')];
  const base = postgresUrl();
  if (base) results.push(await withFreshDatabase(base, (url) => benchBackend('PostgreSQL', url)));
  console.log(`\n${[...header, ...results.flatMap((result) => result.lines)].join('\n')}\n`);
  for (const result of results) console.log(result.invariant);
  if (!base) console.log('\nPostgreSQL skipped: set DATABASE_URL or pass --postgres (see scripts/tools/ci-postgres.sh).');
  if (results.some((result) => !result.invariant.includes('= []'))) process.exitCode = 1;
}

await main();
