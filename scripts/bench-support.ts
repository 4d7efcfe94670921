/** What the bench:* scripts that load the local stack share: the stack in a child, timing, accounts, databases. */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ANON_KEY } from '../supabase/local/keys';
import type { FromStackChild, ToStackChild } from './bench-stack-server';

export const BENCH_PASSWORD = 'bench-123';

/** Starts the local stack on `database` ('memory' or a postgres:// URL) in a child process. */
export function startStackChild(database: string): Promise<{ child: ChildProcess; url: string }> {
  const entry = fileURLToPath(new URL('./bench-stack-server.ts', import.meta.url));
  const child = fork(entry, [database], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
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
}

/** The response body of a successful request, or null; its latency is recorded either way. */
export async function timed(tally: Tally, url: string, init: RequestInit): Promise<string | null> {
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

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function signUp(url: string, email: string): Promise<void> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    // Usernames are unique: 'b' and 8 hex digits.
    body: JSON.stringify({ email, password: BENCH_PASSWORD, data: { username: `b${randomUUID().slice(0, 8)}` } }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
}

export interface Session {
  token: string;
  userId: string;
}

export async function signIn(url: string, email: string, tally: Tally): Promise<Session> {
  const body = await timed(tally, `${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
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
