import { DISPATCH_SECRET_HEADER } from '../functions/_shared/dispatch-protocol';
import type { Database } from './db';

/** A committed row change, as the realtime notify trigger reports it (bootstrap.sql). */
export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
}

export interface DispatcherOptions {
  /** `<stack>/functions/v1/payments-dispatch` */
  functionUrl: () => string;
  secret: string;
  /** how often pending payments no provider has accepted are sent again (default 30 s) */
  everyMs?: number;
  /** …once they are this old, so a fresh insert is left to the change feed (default 10 s) */
  staleAfterMs?: number;
  log: (line: string) => void;
}

const SENT_AT_ONCE = 8;

/**
 * The local stack's Database Webhook on `public.payments` (docs/decisions.md, "Payments: provider,
 * webhook, sandbox"): each insert of a pending payment, read from the change feed the realtime
 * server also reads, is POSTed to payments-dispatch, as hosted Supabase's webhook would. It also
 * reconciles: at start every pending payment is sent (the in-memory sandbox forgot what it had), then
 * every `everyMs` those still without a provider reference. A payment is sent once at a time.
 */
export class PaymentsDispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private reconciling: Promise<unknown> | null = null;
  private stopped = false;
  private readonly everyMs: number;
  private readonly staleAfterMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: DispatcherOptions,
  ) {
    this.everyMs = options.everyMs ?? 30_000;
    this.staleAfterMs = options.staleAfterMs ?? 10_000;
  }

  /** A change from the feed: a new pending payment is dispatched. */
  notice(change: RowChange): void {
    if (change.schema !== 'public' || change.table !== 'payments' || change.type !== 'INSERT') return;
    if (change.record?.status === 'pending') void this.send(change.record);
  }

  /** Dispatches what is pending now, then reconciles every `everyMs`. */
  start(): void {
    this.reconcileNow(true);
    this.timer = setInterval(() => this.reconcileNow(false), this.everyMs);
    this.timer.unref();
  }

  /** Sends the pending payments (all of them, or those without a provider reference that are stale); resolves with how many. */
  async reconcile(all: boolean): Promise<number> {
    const rows = await this.db.transaction((q) =>
      q.query<{ payment: Record<string, unknown> }>(
        `select to_jsonb(p) as payment from public.payments as p
         where p.status = 'pending' and ($1 or (p.provider_reference is null and p.created_at < now() - make_interval(secs => $2)))
         order by p.created_at`,
        [all, this.staleAfterMs / 1000],
      ),
    );
    for (let i = 0; i < rows.length && !this.stopped; i += SENT_AT_ONCE) {
      await Promise.all(rows.slice(i, i + SENT_AT_ONCE).map((row) => this.send(row.payment)));
    }
    return rows.length;
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.reconciling;
    await Promise.all([...this.inFlight.values()]);
  }

  private reconcileNow(all: boolean): void {
    if (this.stopped || this.reconciling) return;
    this.reconciling = this.reconcile(all)
      .catch((error: unknown) => this.options.log(`payments reconciliation failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.reconciling = null;
      });
  }

  private send(record: Record<string, unknown>): Promise<void> {
    const id = String(record.id);
    const running = this.inFlight.get(id);
    if (running || this.stopped) return running ?? Promise.resolve();
    const { idempotency_key: _key, ...payment } = record;
    const work = fetch(this.options.functionUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DISPATCH_SECRET_HEADER]: this.options.secret },
      body: JSON.stringify({ type: 'INSERT', table: 'payments', schema: 'public', record: payment, old_record: null }),
    })
      .then(async (response) => {
        if (!response.ok) this.options.log(`payment ${id} not dispatched: ${response.status} ${(await response.text()).slice(0, 200)}`);
        else await response.body?.cancel();
      })
      .catch((error: unknown) => this.options.log(`payment ${id} not dispatched: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, work);
    return work;
  }
}
