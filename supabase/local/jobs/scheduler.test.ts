import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from '../core/db';
import { DATABASE_JOBS, startScheduler } from './scheduler';

/** A database that only records the SQL the scheduler runs, each in its own transaction. */
function recordingDatabase() {
  const ran: string[] = [];
  const db = {
    kind: 'pglite',
    transaction: async <T>(fn: (q: Queryable) => Promise<T>) => fn({ query: async (sql: string) => (ran.push(sql), []) } as unknown as Queryable),
    exec: async () => {},
    listen: async () => {},
    close: async () => {},
  } as Database;
  return { db, ran };
}

const DRAWS = 'select public.create_scheduled_draws()';
const count = (ran: string[], sql: string) => ran.filter((line) => line === sql).length;

afterEach(() => vi.useRealTimers());

describe('the local stack’s scheduler (pg_cron’s stand-in)', () => {
  it('creates the week of draws before the stack serves, then every hour', async () => {
    vi.useFakeTimers();
    const { db, ran } = recordingDatabase();
    const scheduler = await startScheduler(db, () => {}, DATABASE_JOBS);
    expect(count(ran, DRAWS)).toBe(1);

    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(count(ran, DRAWS)).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count(ran, DRAWS)).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(count(ran, DRAWS)).toBe(4);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(count(ran, DRAWS)).toBe(4);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    let calls = 0;
    const db = {
      transaction: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database is restarting');
      },
    } as unknown as Database;
    const scheduler = await startScheduler(db, (line) => lines.push(line), [{ name: 'draws', everyMs: 3_600_000, sql: DRAWS }]);
    expect(lines).toEqual(["scheduled job 'draws' failed: the database is restarting"]);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toBe(2);
    expect(lines).toHaveLength(1);
    await scheduler.stop();
  });
});
