/**
 * `npm start`: the local Supabase stack (in this process) and the Vite dev server (a child), stopped
 * together. Prints the app's address, the demo account and the operators once both answer. A fresh database
 * gets a made-up history of results (the 8 weeks before its first draw) so /statistiques and /results have content.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from '../../src/game/countries';
import { madeUpHistory } from '../../src/game/statistics-history';
import { SERVICE_ROLE_KEY, type Stack, startStack } from '../../supabase/local';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_URL = 'http://127.0.0.1:54321';
const APP_URL = 'http://127.0.0.1:5173';
const DEMO = { email: 'demo@lotoafrik.test', password: 'demo1234' };
// supabase/seed.sql's two operators (DESIGN §9): one records a draw's numbers, the other confirms.
const OPERATORS = { emails: ['operateur1@lotoafrik.test', 'operateur2@lotoafrik.test'], password: 'operateur1234' };

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function startOrReuseStack(): Promise<Stack | null> {
  try {
    return await startStack({ port: 54321, database: process.env.DATABASE_URL || path.join(root, '.local-db'), payments: { dispatch: true }, simulateur: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && (await answers(`${API_URL}/auth/v1/health`))) {
      console.log(`[start] a local stack already answers on ${API_URL}: using it`);
      return null;
    }
    throw error;
  }
}

const SERVICE_HEADERS = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
const DEMO_HISTORY_DAYS = 56;

/**
 * The demo history (issue 41): on a database whose oldest draw of a country is recent (a fresh one: the stack made
 * its draws from today), that country's draws of the 8 weeks before, through import_draw_results.
 */
async function importDemoHistory(): Promise<void> {
  let imported = 0;
  for (const country of COUNTRIES) {
    const oldest = await fetch(`${API_URL}/rest/v1/draws?select=draw_at&country=eq.${country.code}&order=draw_at.asc&limit=1`, { headers: SERVICE_HEADERS });
    const [first] = (await oldest.json()) as { draw_at: string }[];
    const before = first ? new Date(Math.min(Date.parse(first.draw_at), Date.now())) : new Date();
    if (Date.now() - before.getTime() > 2 * 86_400_000) continue;
    const rows = madeUpHistory([country], before, DEMO_HISTORY_DAYS, 41);
    const answer = await fetch(`${API_URL}/rest/v1/rpc/import_draw_results`, { method: 'POST', headers: SERVICE_HEADERS, body: JSON.stringify({ rows }) });
    if (!answer.ok) throw new Error(`import_draw_results ${answer.status}: ${await answer.text()}`);
    imported += ((await answer.json()) as { imported: number }).imported;
  }
  if (imported > 0) console.log(`[start] demo history: ${imported} past results imported (source 'archives')`);
}

process.on('unhandledRejection', (reason) => console.error('[start] unhandled rejection', reason));

const stack = await startOrReuseStack();
await importDemoHistory().catch((error: unknown) => console.error('[start] the demo history was not imported:', error));
const vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' });

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (vite.exitCode === null) vite.kill('SIGTERM');
  await stack?.close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
vite.on('exit', (code) => void stop(code ?? 0));

for (let i = 0; i < 120 && !(await answers(APP_URL)); i++) await new Promise((resolve) => setTimeout(resolve, 500));
console.log(`
  LotoAfrik is running.
  App:           ${APP_URL}
  Supabase API:  ${API_URL} (local stack, development only)
  Demo account:  ${DEMO.email} / ${DEMO.password}
  Operators:     ${OPERATORS.emails.join(' and ')} / ${OPERATORS.password} (${APP_URL}/operateur)
  Sandbox phone: ${APP_URL}/sandbox/momo (approve or decline mobile-money payments; they approve by themselves after 5 s)
  Stop with Ctrl+C.
`);
