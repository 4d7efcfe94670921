/** What the bench:* scripts that load the local stack share: the stack in a child, timing, accounts, databases. */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ANON_KEY } from '../supabase/local/keys';
import type { FromStackChild, ToStackChild } from './bench-stack-server';

export const BENCH_PASSWORD = 'bench-123';

/**
 * Starts the local stack on `database` ('memory' or a postgres:// URL) in a child process, with
 * generous auth rate limits, or the real ones (`npm start`'s) for benches whose clients each have
 * their own address (clientAt).
 */
export function startStackChild(database: string, limits: 'generous' | 'real' = 'generous'): Promise<{ child: ChildProcess; url: string }> {
  const entry = fileURLToPath(new URL('./bench-stack-server.ts', import.meta.url));
  const child = fork(entry, [database, limits], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
    child.on('message', (message: FromStackChild) => {
      if (message.type === 'ready') resolve({ child, url: message.url });
    });
  });
}

export async function stopStackChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
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

/** Runs `run` against a new, empty database on `base`'s server, dropped afterwards. */
export async function withFreshDatabase<T>(base: string, run: (url: string) => Promise<T>): Promise<T> {
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
