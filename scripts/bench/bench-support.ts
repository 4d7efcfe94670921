/** What the bench:* scripts that load the local stack share: the stack in a child, timing, accounts, databases, baseline code. */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Country, type DrawHour, type Weekday, WEEKDAYS, findCountry } from '../../src/game/countries';
import { priceBet } from '../../src/game/payouts';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import type { FromStackChild, ToStackChild } from './bench-stack-server';

export const BENCH_PASSWORD = 'bench-123';

export interface StackChildOptions {
  /** a fixed port (an app built for it), instead of any free one */
  port?: number;
  /** the child's scheduling niceness (os.setPriority), for a bench whose browser must not share its CPU with the server */
  niceness?: number;
}

/** This checkout: the current code. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the local stack on `database` ('memory' or a postgres:// URL) in a child process, with
 * generous auth rate limits, or the real ones (`npm start`'s) for benches whose clients each have
 * their own address (clientAt). `root` is the checkout whose stack runs (its
 * scripts/bench/bench-stack-server.ts, supabase/local and migrations): this one by default, or a baseline
 * worktree (withBaselineWorktree), whose commit may predate scripts/bench/ (then scripts/bench-stack-server.ts).
 */
export function startStackChild(
  database: string,
  limits: 'generous' | 'real' = 'generous',
  root = REPO_ROOT,
  { port, niceness }: StackChildOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const entry = [path.join(root, 'scripts', 'bench', 'bench-stack-server.ts'), path.join(root, 'scripts', 'bench-stack-server.ts')].find((file) => existsSync(file))!;
  const env = port === undefined ? process.env : { ...process.env, BENCH_STACK_PORT: String(port) };
  const child = fork(entry, [database, limits], { cwd: root, env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  if (niceness !== undefined && child.pid !== undefined) setPriority(child.pid, niceness);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
    child.on('message', (message: FromStackChild) => {
      if (message.type === 'ready') resolve({ child, url: message.url });
    });
  });
}

/** Asks the child to close its stack; past `graceMs` (a database still busy with queued work) it is killed. */
export async function stopStackChild(child: ChildProcess, graceMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.connected) child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The child's peak RSS since the previous call. */
export function peakRss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: FromStackChild) => {
      if (message.type !== 'peak') return;
      child.off('message', onMessage);
      resolve(message.rss);
    };
    child.on('message', onMessage);
    child.send({ type: 'peak' } satisfies ToStackChild);
  });
}

export interface Tally {
  latencies: number[];
  errors: number;
  /** when present, the errors by HTTP status ('network' when there was no answer) */
  failures?: Record<string, number>;
}

function countFailure(tally: Tally, kind: string): void {
  tally.errors++;
  if (tally.failures) tally.failures[kind] = (tally.failures[kind] ?? 0) + 1;
}

/**
 * An HTTP client whose connections leave from one loopback address (127.0.0.0/8 is all local on
 * Linux): one client of its own for the stack's per-IP limits, as players on different phones are.
 */
export function clientAt(address: string): Agent {
  return new Agent({ keepAlive: true, localAddress: address });
}

/** fetch's answer, or through `agent` (fetch cannot choose its source address). */
export async function sendRequest(url: string, init: RequestInit, agent?: Agent): Promise<{ ok: boolean; status: number; text: () => Promise<string> }> {
  if (!agent) return fetch(url, init);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: async () => Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

/** The response body of a successful request, or null; its latency is recorded either way. */
export async function timed(tally: Tally, url: string, init: RequestInit, agent?: Agent): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await sendRequest(url, init, agent);
    const body = await response.text();
    tally.latencies.push(performance.now() - started);
    if (!response.ok) {
      countFailure(tally, String(response.status));
      return null;
    }
    return body;
  } catch {
    countFailure(tally, 'network');
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function signUp(url: string, email: string, agent?: Agent): Promise<void> {
  const response = await sendRequest(
    `${url}/auth/v1/signup`,
    {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      // Usernames are unique: 'b' and 8 hex digits. An adult with a country may play (issue 17).
      body: JSON.stringify({ email, password: BENCH_PASSWORD, data: { username: `b${randomUUID().slice(0, 8)}`, birth_date: '1990-05-14', country: 'TG' } }),
    },
    agent,
  );
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
}

export interface Session {
  token: string;
  userId: string;
}

export async function signIn(url: string, email: string, tally: Tally, agent?: Agent): Promise<Session> {
  const body = await timed(
    tally,
    `${url}/auth/v1/token?grant_type=password`,
    {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    },
    agent,
  );
  if (!body) throw new Error(`sign-in failed for ${email}`);
  const { access_token: token, user } = JSON.parse(body) as { access_token: string; user: { id: string } };
  return { token, userId: user.id };
}

const interruptCleanups = new Set<() => unknown>();
function cleanUpAndExit(signal: NodeJS.Signals): void {
  // All at once: the synchronous ones (the worktree) are done before anything can kill this process.
  const pending = [...interruptCleanups].reverse().map(async (cleanup) => cleanup());
  void Promise.race([Promise.allSettled(pending), sleep(5000)]).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/** Runs `cleanup` too if the bench is interrupted (Ctrl-C, SIGTERM) before the returned function is called. */
function onInterrupt(cleanup: () => unknown): () => void {
  interruptCleanups.add(cleanup);
  if (interruptCleanups.size === 1) {
    process.once('SIGINT', cleanUpAndExit);
    process.once('SIGTERM', cleanUpAndExit);
  }
  return () => {
    interruptCleanups.delete(cleanup);
    if (interruptCleanups.size === 0) {
      process.off('SIGINT', cleanUpAndExit);
      process.off('SIGTERM', cleanUpAndExit);
    }
  };
}

/** Runs `run` against a new, empty database on `base`'s server, dropped afterwards. */
export async function withFreshDatabase<T>(base: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `lotoafrik_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = () => admin.query(`drop database if exists ${name} with (force)`);
  const forget = onInterrupt(drop);
  try {
    return await run(url.toString());
  } finally {
    await drop();
    forget();
    await admin.end();
  }
}

export const DEFAULT_POSTGRES = 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';

/** The PostgreSQL server asked for by --postgres[=url] or DATABASE_URL, or null. */
export function postgresUrl(argv = process.argv): string | null {
  const flag = argv.find((arg) => arg === '--postgres' || arg.startsWith('--postgres='));
  if (flag) return flag.includes('=') ? flag.slice('--postgres='.length) : process.env.DATABASE_URL || DEFAULT_POSTGRES;
  return process.env.DATABASE_URL || null;
}

/** A database the stack runs on: PGlite in memory, or a fresh database on a PostgreSQL server. */
export interface Backend {
  label: 'PostgreSQL' | 'PGlite';
  /** the server's URL (PostgreSQL), null for PGlite */
  server: string | null;
}

/** PostgreSQL first (the headline) when asked for, then PGlite unless --postgres-only (which implies --postgres). */
export function backendsFromArgs(argv = process.argv): Backend[] {
  const only = argv.includes('--postgres-only');
  const server = postgresUrl(argv) ?? (only ? DEFAULT_POSTGRES : null);
  const backends: Backend[] = [];
  if (server) backends.push({ label: 'PostgreSQL', server });
  if (!only) backends.push({ label: 'PGlite', server: null });
  return backends;
}

/** Runs `run` on a new empty database of `backend` ('memory' for PGlite; a fresh database, dropped afterwards, for PostgreSQL). */
export function withDatabase<T>(backend: Backend, run: (database: string) => Promise<T>): Promise<T> {
  return backend.server ? withFreshDatabase(backend.server, run) : run('memory');
}

/** The stack of `root` on `database`, in a child process, for the length of `run`. */
export async function withStack<T>(root: string, database: string, run: (url: string) => Promise<T>, limits: 'generous' | 'real' = 'generous'): Promise<T> {
  const { child, url } = await startStackChild(database, limits, root);
  try {
    return await run(url);
  } finally {
    await stopStackChild(child);
  }
}

/** A version of the code a bench compares: its label and the checkout it runs from. */
export interface Code {
  label: string;
  root: string;
}

/** The commit before issue 36's work: benches print its figures next to the current code's, in the same run. */
export const BASELINE_COMMIT = process.env.BENCH_BASELINE ?? '46dea6f';

/**
 * A throwaway detached git worktree of `commit` (node_modules linked to this checkout's), for the
 * length of `run`; removed afterwards, on Ctrl-C too. Its stack starts with startStackChild(…, root).
 */
export async function withBaselineWorktree<T>(run: (root: string) => Promise<T>, commit = BASELINE_COMMIT): Promise<T> {
  const parent = mkdtempSync(path.join(tmpdir(), 'lotoafrik-baseline-'));
  const root = path.join(parent, 'tree');
  const git = (...args: string[]) => execFileSync('git', ['-C', REPO_ROOT, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  git('worktree', 'add', '--quiet', '--detach', root, commit);
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    try {
      git('worktree', 'remove', '--force', root);
      rmSync(parent, { recursive: true, force: true });
    } catch {
      // half-created or its folder removed by hand: the folder goes, and prune forgets it
      rmSync(parent, { recursive: true, force: true });
      try {
        git('worktree', 'prune');
      } catch {
        // nothing to prune
      }
    }
  };
  const forget = onInterrupt(cleanup);
  try {
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    return await run(root);
  } finally {
    cleanup();
    forget();
  }
}

/** The baseline (a worktree of BASELINE_COMMIT) and the current code (this checkout); the baseline alone is skipped by --no-baseline. */
export async function withCodes<T>(run: (codes: Code[]) => Promise<T>, argv = process.argv): Promise<T> {
  const current: Code = { label: 'current', root: REPO_ROOT };
  if (argv.includes('--no-baseline')) return run([current]);
  return withBaselineWorktree((root) => run([{ label: `base ${BASELINE_COMMIT.slice(0, 7)}`, root }, current]));
}

/** One HTTP answer: status (0: no answer), latency, body, and Retry-After in seconds when given. */
export interface Answer {
  status: number;
  ms: number;
  body: string;
  retryAfter: number | null;
}

export async function send(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    const retry = response.headers.get('retry-after');
    return { status: response.status, ms: performance.now() - started, body, retryAfter: retry === null ? null : Number(retry) };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error), retryAfter: null };
  }
}

/** '400 invalid_bet', '429', '503 PGRST003', 'network': what an answer was, for counting refusals by kind. */
export function answerKind({ status, body }: { status: number; body: string }): string {
  if (status === 0) return 'network';
  if (status < 300) return String(status);
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown; error_code?: unknown };
    const name = [parsed.message, parsed.error_code, parsed.code].find((value) => typeof value === 'string' && /^[A-Za-z0-9_]{2,40}$/.test(value));
    return name ? `${status} ${String(name)}` : String(status);
  } catch {
    return String(status);
  }
}

export function userHeaders(token: string): Record<string, string> {
  return { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** POST /rest/v1/rpc/<name>; throws on a refusal. */
export async function rpc(url: string, token: string, name: string, args: unknown): Promise<unknown> {
  const answer = await send(`${url}/rest/v1/rpc/${name}`, { method: 'POST', headers: userHeaders(token), body: JSON.stringify(args) });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${name}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body);
}

const FUNDING_PROVIDER = { provider: 'orange_money', phone: '+2250123456789' };

/** Credits `amount` (at most 1 000 000 per recharge) to the player's play balance: start_recharge, then settle_payment as the service role (the provider's confirmation). */
export async function fundPlayer(url: string, token: string, amount = 1_000_000): Promise<void> {
  const payment = (await rpc(url, token, 'start_recharge', { amount, ...FUNDING_PROVIDER, idempotency_key: randomUUID() })) as { id: string };
  await rpc(url, SERVICE_ROLE_KEY, 'settle_payment', { payment_id: payment.id, provider_reference: `bench-${randomUUID()}`, outcome: 'succeeded' });
}

/**
 * `count` new players (4 sign-ups at a time: the stack hashes passwords on one worker here), each
 * signed in by its sign-up (the stack confirms e-mail addresses at once, as mailer_autoconfirm does)
 * and funded once with `fund` CFA when given.
 */
export async function createPlayers(url: string, count: number, fund?: number): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await send(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench.${randomUUID()}@lotoafrik.test`,
          password: BENCH_PASSWORD,
          data: { username: `b${randomUUID().slice(0, 8)}`, birth_date: '1990-05-14', country: 'TG' },
        }),
      });
      if (answer.status !== 200) throw new Error(`signup failed: ${answer.status} ${answer.body}`);
      const { access_token: token, user } = JSON.parse(answer.body) as { access_token: string; user: { id: string } };
      if (fund) await fundPlayer(url, token, fund);
      sessions.push({ token, userId: user.id });
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return sessions;
}

/** ledger_problems() as the service role: [] when every balance equals its ledger entries and every transaction sums to zero. */
export async function ledgerProblems(url: string): Promise<unknown[]> {
  return (await rpc(url, SERVICE_ROLE_KEY, 'ledger_problems', {})) as unknown[];
}

/** Tomorrow's draws in Côte d'Ivoire and Bénin, which draw every day. */
const TOMORROW_DRAWS: [string, DrawHour][] = [
  ['CI', '10h'],
  ['CI', '13h'],
  ['CI', '18h'],
  ['BJ', '14h'],
  ['BJ', '21h'],
];

export function tomorrowsDraw(index: number, now = new Date()): { country: Country; day: Weekday; time: DrawHour; drawAt: string } {
  const [code, time] = TOMORROW_DRAWS[index % TOMORROW_DRAWS.length]!;
  const country = findCountry(code)!;
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(country, now).weekday) + 1) % 7]!;
  return { country, day, time, drawAt: drawInstant(country, day, time, now).toISOString() };
}

/** `count` different 100 CFA solo bets (balls 1, 2, …) spread over tomorrow's five daily draws. */
export function soloItems(count: number, now = new Date()) {
  return Array.from({ length: count }, (_, i) => {
    const { country, day, time, drawAt } = tomorrowsDraw(i, now);
    const price = priceBet('solo', 'normal', 'direct', 100, 1);
    return {
      bet_type: 'solo',
      bet_option: 'direct',
      game_mode: 'normal',
      country: country.code,
      draw_day: day,
      draw_time: time,
      draw_at: drawAt,
      combinations: [[(i % 90) + 1]],
      base_stake: 100,
      total_stake: price.totalStake,
      potential_win: price.potentialWin,
      potential_mac_win: price.potentialMacWin,
    };
  });
}

/** A Markdown table row, the first `left` cells left-aligned. */
export function tableRow(cells: (string | number)[], widths: number[], left = 1): string {
  return `| ${cells.map((cell, i) => (i < left ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join(' | ')} |`;
}

export function tableRule(widths: number[]): string {
  return `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
