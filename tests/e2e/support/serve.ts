/**
 * Playwright's web server: builds the app against a test stack, starts that stack on a fresh
 * in-memory database, and serves the build. Run with tsx; stops on SIGTERM/SIGINT.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { E2E_DIR, buildApp } from './build-app';
import { APP_PORT, APP_URL, STACK_PORT, STACK_URL } from './ports';
import { startLocalStack } from './stack';
import { stackLogFile } from './stack-log';
import { startStaticServer } from './static-server';

// One build per run: concurrent runs on one machine each bake their own stack URL into the app.
const outDir = resolve(E2E_DIR, `dist-${APP_PORT}`);
const started = Date.now();
await buildApp(outDir, STACK_URL);
const logFile = stackLogFile(STACK_PORT);
await rm(logFile, { force: true });
const stack = await startLocalStack(STACK_PORT, APP_URL, logFile);
const app = await startStaticServer(outDir, APP_PORT);
console.log(`[e2e] app ${app.url} · stack ${stack.url} · ready in ${Date.now() - started} ms`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([app.close(), stack.stop()]);
  await rm(outDir, { recursive: true, force: true });
  await rm(logFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
