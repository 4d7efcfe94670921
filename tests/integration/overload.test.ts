/**
 * Issue 13: overload answers 503 with Retry-After, never a hang. The database's wait queue is bounded
 * (PGlite runs one transaction at a time; PostgreSQL's pool has ten connections), and PostgreSQL runs
 * the stack's statements with a statement_timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, fromPgError } from '../../supabase/local';
import { type TestStack, startTestStack } from './support/test-stack';

const MAX_QUEUE = 4;
const STATEMENT_TIMEOUT_MS = 1500;
let env: TestStack;

beforeAll(async () => {
  env = await startTestStack(() => {}, { databaseLimits: { maxQueue: MAX_QUEUE, statementTimeoutMs: STATEMENT_TIMEOUT_MS } });
});
afterAll(() => env?.close());

const read = () => fetch(`${env.url}/rest/v1/bet_multipliers?select=multiplier&bet_type=eq.trio`, { headers: { apikey: ANON_KEY } });

/**
 * Occupies every slot of the database for a moment without blocking the event loop: transactions that
 * wait on a timer, as many as PGlite's one slot or the pool's ten connections, plus the whole queue.
 */
async function holdTheDatabase(): Promise<Promise<unknown>[]> {
  const slots = env.stack.db.kind === 'pglite' ? 1 : 10;
  // Open the pool's connections first, so that the holds take them at once.
  await Promise.all(Array.from({ length: slots }, () => env.stack.db.transaction((q) => q.query('select 1'))));
  const holds = Array.from({ length: slots + MAX_QUEUE }, () =>
    env.stack.db.transaction(() => new Promise((resolve) => setTimeout(resolve, 500))).catch(() => 'refused'),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  return holds;
}

describe('a bounded database queue', () => {
  it('past the queue, requests are refused at once with 503 and Retry-After; every request is answered', async () => {
    const holds = await holdTheDatabase();
    const answers = await Promise.all(Array.from({ length: 20 }, read));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(20 - MAX_QUEUE);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(await refused[0]!.json()).toMatchObject({ code: 'PGRST003', message: expect.any(String) });
    await Promise.all(holds);
    // Once the burst is over, the stack serves again.
    expect((await read()).status).toBe(200);
  });

  it('sign-in meanwhile is a 503 in GoTrue shape, never a hang', async () => {
    const holds = await holdTheDatabase();
    const signIn = await fetch(`${env.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@lotoafrik.test', password: 'demo1234' }),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toBe('1');
    expect(await signIn.json()).toMatchObject({ error_code: 'server_busy', msg: expect.any(String) });
    await Promise.all(holds);
  });
});

if (process.env.LOCAL_STACK_TEST_DB === 'postgres') {
  describe('PostgreSQL statement_timeout', () => {
    it("the stack's connections run with the configured statement_timeout, and a statement past it is a 503", async () => {
      const [setting] = await env.stack.db.transaction((q) => q.query<{ statement_timeout: string }>('show statement_timeout'));
      expect(setting?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS}ms`);
      const slow = env.stack.db.transaction((q) => q.query('select pg_sleep(5)'));
      const error = await slow.then(() => null, (failure: { code: string; message: string }) => failure);
      expect(error?.code).toBe('57014');
      expect(fromPgError(error!, 'anon').status).toBe(503);
    });
  });
}
