import type { Database } from '../core/db';

/**
 * A database job the local stack runs itself, where a hosted project would use pg_cron: SQL run in
 * one transaction as the database owner, or work of its own on the database (the simulateur).
 */
export type DatabaseJob = { name: string; everyMs: number } & ({ sql: string } | { run: (db: Database) => Promise<void> });

export const DATABASE_JOBS: readonly DatabaseJob[] = [
  // A week of draws ahead (DESIGN §9), at start and hourly.
  { name: 'draws', everyMs: 60 * 60 * 1000, sql: 'select public.create_scheduled_draws()' },
  // Draws being settled or refunded, chunk after chunk, each its own transaction (DESIGN §9).
  { name: 'settlement', everyMs: 1000, run: settleWaitingChunks },
];

/** Runs settlement chunks one after another until none is waiting (settle_next_chunk answers null). */
async function settleWaitingChunks(db: Database): Promise<void> {
  while (true) {
    const [row] = await db.transaction((q) => q.query<{ chunk: unknown }>('select public.settle_next_chunk() as chunk'));
    if (!row || row.chunk === null) return;
  }
}

export interface Scheduler {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs every job once (awaited, so the stack serves with its draws in place), then each at its
 * interval, one run of a job at a time, as the database owner. A failure is logged and retried at
 * the next interval.
 */
export async function startScheduler(db: Database, log: (line: string) => void, jobs: readonly DatabaseJob[] = DATABASE_JOBS): Promise<Scheduler> {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;

  function run(job: DatabaseJob): Promise<void> {
    if (stopped || busy.has(job.name)) return Promise.resolve();
    busy.add(job.name);
    const work = ('sql' in job ? db.transaction((q) => q.query(job.sql)) : job.run(db))
      .then(
        () => undefined,
        (error: unknown) => log(`scheduled job '${job.name}' failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        busy.delete(job.name);
        running.delete(work);
      });
    running.add(work);
    return work;
  }

  await Promise.all(jobs.map(run));
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void run(job), job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all([...running]);
    },
  };
}
