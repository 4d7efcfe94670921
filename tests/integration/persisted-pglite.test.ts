/**
 * Issue 13: persisted PGlite survives kill -9 in the middle of writes. The stack runs as a child
 * process on a temporary folder; a player inserts bets as fast as it can; the process is killed with
 * SIGKILL while writes are in flight, restarted on the same folder, and every insert the stack had
 * acknowledged (201) must be there. Two rounds (each restart costs seconds).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { betRowOf } from '../../src/api/bets';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import { validItem } from './support/bets';

const CHILD = fileURLToPath(new URL('./support/persisted-stack.ts', import.meta.url));
const ROUNDS = 2;
let folder = '';
let child: ChildProcess | null = null;

afterAll(async () => {
  child?.kill('SIGKILL');
  if (folder) await rm(folder, { recursive: true, force: true });
});

function start(dataDir: string): Promise<{ process: ChildProcess; url: string }> {
  const started = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve({ process: started, url: ready[1]! });
    });
    started.once('exit', (code) => reject(new Error(`the stack exited (${code}) before serving: ${output}`)));
  });
}

async function killHard(running: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `survivant.${Date.now()}@lotoafrik.test`, password: 'secret-123' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Inserts bets with four writers until told to stop; collects the ids the stack acknowledged. */
function writeUntilStopped(url: string, token: string, acknowledged: string[]): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  const row = JSON.stringify(betRowOf(validItem()));
  const writer = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}/rest/v1/bets?select=id`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
          body: row,
        });
        if (response.status === 201) acknowledged.push(...((await response.json()) as { id: string }[]).map((bet) => bet.id));
      } catch {
        // The process died under this request: it was never acknowledged.
      }
    }
  };
  return { stop: () => (stopped = true), done: Promise.all(Array.from({ length: 4 }, writer)).then(() => undefined) };
}

async function storedIds(url: string): Promise<Set<string>> {
  const response = await fetch(`${url}/rest/v1/bets?select=id`, { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
  return new Set(((await response.json()) as { id: string }[]).map((bet) => bet.id));
}

describe('persisted PGlite and kill -9', () => {
  it(`keeps every acknowledged insert over ${ROUNDS} kill -9 rounds`, async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lotoafrik-kill9-'));
    let running = await start(folder);
    child = running.process;
    const token = await signUp(running.url);
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = acknowledged.length;
      const writes = writeUntilStopped(running.url, token, acknowledged);
      while (acknowledged.length < before + 40) await new Promise((resolve) => setTimeout(resolve, 20));
      await killHard(running.process);
      writes.stop();
      await writes.done;

      running = await start(folder);
      child = running.process;
      const stored = await storedIds(running.url);
      expect(acknowledged.length).toBeGreaterThan(before);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }
    await killHard(running.process);
    child = null;
  }, 180_000);
});
