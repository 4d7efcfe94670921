import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './build-app';

export interface RunningStack {
  url: string;
  stop: () => Promise<void>;
}

type StartStack = (options: Record<string, unknown>) => Promise<unknown>;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/auth/v1/health`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`local stack not answering at ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The local Supabase stack on a fresh in-memory database, in this process when supabase/local exports startStack. */
export async function startLocalStack(port: number): Promise<RunningStack> {
  const url = `http://127.0.0.1:${port}`;
  for (const name of ['stack.ts', 'start-stack.ts', 'server.ts', 'index.ts']) {
    const file = resolve(PROJECT_ROOT, 'supabase/local', name);
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { startStack?: StartStack };
    if (typeof mod.startStack !== 'function') continue;
    const handle = (await mod.startStack({ port, host: '127.0.0.1', database: 'memory', memory: true, quiet: true })) as {
      stop?: () => Promise<void>;
      close?: () => Promise<void>;
    };
    await waitForHealth(url, 30_000);
    return { url, stop: async () => (handle.stop ?? handle.close)?.call(handle) };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), STACK_PORT: String(port), STACK_DB: 'memory' },
  });
  await waitForHealth(url, 60_000);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
