import { configuredAdapter } from './adapters.ts';
import { type DispatchOutcome, dispatchPayment } from './dispatch.ts';
import { type ProviderAdapter, type ProviderStatus, ProviderUnavailable } from './providers.ts';
import { type RestResult, recordDiscrepancy, serviceRpc } from './service-rest.ts';

/** A pending payment past its confirmation window (payments_to_reconcile). */
interface Overdue {
  id: string;
  direction: 'in' | 'out';
  amount: number | string;
  provider_reference: string | null;
}

/** What reconciliation did with one overdue payment. */
export type Verdict = 'settled' | 'expired' | 'still_pending' | 'dispatched_again' | 'mismatch' | 'conflict' | 'unreachable' | 'database_unavailable';

/** The currency of every amount we ask for: CFA francs. */
const OUR_CURRENCY = 'XOF';
const BATCH = 50;

const verdictOf = (result: RestResult<unknown>, verdict: Verdict): Verdict => (result.ok ? verdict : 'database_unavailable');

/**
 * One overdue payment, settled by what the provider says (DESIGN §8): a final answer with our terms
 * settles it (settle_payment, once); another amount or currency is recorded for operators and a
 * recharge expires uncredited; a recharge the provider never got or still waits for expires; a
 * withdrawal it never got is dispatched again (keyed on our payment id, it cannot be paid twice); one it
 * still processes waits.
 */
async function reconcileOne(adapter: ProviderAdapter, payment: Overdue): Promise<Verdict> {
  let status: ProviderStatus;
  try {
    status = await adapter.status({ paymentId: payment.id, direction: payment.direction, providerReference: payment.provider_reference });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return 'unreachable';
    throw error;
  }
  const expire = () => serviceRpc('settle_payment', { payment_id: payment.id, provider_reference: null, outcome: 'expired', failure_reason: 'not_confirmed' });
  if (status.kind === 'unknown' || status.kind === 'pending') {
    if (status.kind === 'unknown' && payment.provider_reference !== null) {
      if (!(await recordDiscrepancy(payment.id, payment.provider_reference, 'unknown_to_provider', { direction: payment.direction }))) return 'database_unavailable';
    }
    if (payment.direction === 'in') return verdictOf(await expire(), 'expired');
    if (status.kind === 'pending') return 'still_pending';
    return verdictOf(await serviceRpc('reopen_payment_dispatch', { payment_id: payment.id }), 'dispatched_again');
  }
  const amount = Number(payment.amount);
  if (status.amount !== amount || status.currency !== OUR_CURRENCY) {
    const kind = status.currency !== OUR_CURRENCY ? 'currency_mismatch' : 'amount_mismatch';
    const details = { ours: { amount, currency: OUR_CURRENCY }, provider: { amount: status.amount, currency: status.currency, outcome: status.outcome } };
    if (!(await recordDiscrepancy(payment.id, status.providerReference, kind, details))) return 'database_unavailable';
    return payment.direction === 'in' ? verdictOf(await expire(), 'mismatch') : 'mismatch';
  }
  const settled = await serviceRpc('settle_payment', {
    payment_id: payment.id,
    provider_reference: status.providerReference,
    outcome: status.outcome,
    failure_reason: status.failureReason,
  });
  if (settled.ok) return 'settled';
  if (settled.code !== 'P0001') return 'database_unavailable';
  const noted = await recordDiscrepancy(payment.id, status.providerReference, 'outcome_conflict', { provider: status.outcome, refused: settled.message, details: settled.details });
  return noted ? 'conflict' : 'database_unavailable';
}

export interface ReconciliationReport {
  dispatches: Record<string, number>;
  reconciled: Partial<Record<Verdict, number>>;
}

function count<K extends string>(into: Partial<Record<K, number>>, key: K): void {
  into[key] = (into[key] ?? 0) + 1;
}

/**
 * The payments job (payments-reconcile; pg_cron hosted, the scheduler locally): the outbox's due
 * dispatches are sent again, then the payments past their confirmation window are reconciled, a batch
 * of each per run.
 */
export async function reconcilePayments(): Promise<ReconciliationReport | null> {
  const adapter = configuredAdapter();
  const report: ReconciliationReport = { dispatches: {}, reconciled: {} };
  const due = await serviceRpc<string[]>('due_payment_dispatches', { p_limit: BATCH });
  if (!due.ok) return null;
  for (const id of due.data) {
    const sent: DispatchOutcome = await dispatchPayment(id);
    count(report.dispatches, sent.body.dispatched === true ? 'dispatched' : String(sent.body.reason ?? sent.body.code ?? sent.status));
  }
  const overdue = await serviceRpc<Overdue[]>('payments_to_reconcile', { p_limit: BATCH });
  if (!overdue.ok) return null;
  for (const payment of overdue.data) count(report.reconciled, await reconcileOne(adapter, payment));
  return report;
}
