import { randomUUID } from 'node:crypto';
import type { Database } from '../core/db';

/** A table and an event ('*' for every one) whose changes someone wants. */
export interface Listened {
  table: string;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
}

/**
 * What this stack wants forwarded, in `_local_realtime.listeners` (supabase/local/realtime/realtime-triggers.sql):
 * the row trigger forwards a change only if some stack listens to its table and event. Written when the
 * set changes, one write at a time; a new subscription waits for its write, so no change it asked for
 * is skipped once it is told it is subscribed.
 */
export class RealtimeListeners {
  private readonly stackId = randomUUID();
  private written = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    /** what the stack's own services follow whoever is connected (the payments dispatcher) */
    private readonly always: readonly Listened[],
  ) {}

  /** PGlite belongs to one stack: rows left by a stack that died with it are dropped. */
  async start(): Promise<void> {
    if (this.db.kind === 'pglite') await this.db.transaction((q) => q.query('delete from _local_realtime.listeners'));
    await this.set([]);
  }

  /** Makes the table hold exactly `wanted` plus the stack's own; resolves once written. */
  set(wanted: readonly Listened[]): Promise<void> {
    const pairs = [...new Set([...this.always, ...wanted].map(({ table, event }) => `${table} ${event}`))].sort();
    const key = pairs.join(',');
    this.queue = this.queue.then(async () => {
      if (key === this.written) return;
      await this.db.transaction(async (q) => {
        await q.query('delete from _local_realtime.listeners where stack_id = $1', [this.stackId]);
        await q.query(
          `insert into _local_realtime.listeners (stack_id, table_name, event)
           select $1, split_part(p, ' ', 1), split_part(p, ' ', 2) from unnest($2::text[]) as p`,
          [this.stackId, pairs],
        );
      });
      this.written = key;
    });
    return this.queue;
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    await this.db.transaction((q) => q.query('delete from _local_realtime.listeners where stack_id = $1', [this.stackId])).catch(() => undefined);
  }
}
