import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANON_KEY, SERVICE_ROLE_KEY } from './core/keys';
import { startStack } from './stack';

/** `npm run stack`: the local stack on the Supabase CLI's port, over PGlite in .local-db/ or DATABASE_URL. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const database = process.env.DATABASE_URL || path.join(root, '.local-db');
const port = Number(process.env.STACK_PORT ?? 54321);

// A development server should report a stray failure, not die of it.
process.on('unhandledRejection', (reason) => console.error('[stack] unhandled rejection', reason));
process.on('uncaughtException', (error) => console.error('[stack] uncaught exception', error));

// Payments go to the sandbox aggregator, as on a developer's machine with `npm start`.
const stack = await startStack({ port, database, payments: { dispatch: true }, simulateur: true });
console.log(`[stack] LotoAfrik local Supabase stack (development and tests only)
[stack] API URL:          ${stack.url}
[stack] database:         ${database.startsWith('postgres') ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.relative(root, database)}/`}
[stack] anon key:         ${ANON_KEY}
[stack] service_role key: ${SERVICE_ROLE_KEY}
[stack] sandbox aggregator: ${stack.url}/sandbox/v1 (its phone: /sandbox/momo in the app's dev server)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
