import { DISPATCH_SECRET_HEADER } from '../../functions/_shared/dispatch-protocol';
import type { Database } from '../core/db';
import { type Scheduler, startScheduler } from '../jobs/scheduler';

/** A committed row change, as the realtime notify trigger reports it (bootstrap.sql). */
export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
}

export interface DispatcherOptions {
  /** `<stack>/functions/v1/` */
  functionsUrl: () => string;
  secret: string;
  /** how often the payments job (payments-reconcile) runs (default 30 s) */
  everyMs?: number;
  log: (line: string) => void;
}

/**
 * The local stack's part in payments where a hosted project has a Database Webhook and pg_cron
 * (docs/decisions.md, "Payments from the database"): each insert of a pending payment seen on the
 * change feed is POSTed to payments-dispatch as the webhook would; the scheduler POSTs to
 * payments-reconcile every `everyMs`, as pg_cron would. At start, the payments the sandbox had taken
 * are dispatched again: its pushes live in memory, and a restarted stack has forgotten them.
 */
export class PaymentsDispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private scheduler: Promise<Scheduler> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly options: DispatcherOptions,
  ) {}

  /** A change from the feed: a new pending payment is dispatched. */
  notice(change: RowChange): void {
    if (change.schema !== 'public' || change.table !== 'payments' || change.type !== 'INSERT') return;
    if (change.record?.status === 'pending') void this.post('payments-dispatch', { type: 'INSERT', table: 'payments', schema: 'public', record: change.record }, String(change.record.id));
  }

  start(): void {
    this.scheduler = this.db
      .transaction((q) =>
        q.query(
          `update public.payment_dispatches as d set dispatched_at = null, next_attempt_at = now()
           from public.payments as p where p.id = d.payment_id and p.status = 'pending' and d.dispatched_at is not null`,
        ),
      )
      .then(() =>
        startScheduler(this.db, this.options.log, [{ name: 'payments', everyMs: this.options.everyMs ?? 30_000, run: () => this.post('payments-reconcile', {}, 'job') }]),
      );
  }

  async close(): Promise<void> {
    this.stopped = true;
    await (await this.scheduler?.catch(() => null))?.stop();
    await Promise.all([...this.inFlight.values()]);
  }

  /** One call at a time per key (a payment, or the job). */
  private post(name: string, body: Record<string, unknown>, key: string): Promise<void> {
    const running = this.inFlight.get(key);
    if (running || this.stopped) return running ?? Promise.resolve();
    const work = fetch(`${this.options.functionsUrl()}${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DISPATCH_SECRET_HEADER]: this.options.secret },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (!response.ok) this.options.log(`${name} (${key}): ${response.status} ${(await response.text()).slice(0, 200)}`);
        else await response.body?.cancel();
      })
      .catch((error: unknown) => this.options.log(`${name} (${key}) failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }
}
