import { configuredAdapter } from './adapters.ts';
import { type ProviderOrder, ProviderRefused, ProviderUnavailable } from './providers.ts';
import { serviceRpc } from './service-rest.ts';

interface Claim {
  claimed: boolean;
  reason?: 'not_found' | 'not_pending' | 'dispatched' | 'not_due';
  payment?: { id: string; direction: 'in' | 'out'; provider: string; phone: string; amount: number | string };
}

/** What became of one dispatch, as the functions answer it (HTTP status and body). */
export interface DispatchOutcome {
  status: number;
  body: Record<string, unknown>;
}

const outcome = (status: number, paymentId: string, body: Record<string, unknown>): DispatchOutcome => ({ status, body: { payment_id: paymentId, ...body } });

/**
 * Hands one payment to the provider from what the database stores of it, never from what a caller
 * says (DESIGN §8): the outbox's claim gives its terms only while it is pending, not yet taken and
 * due, and pushes the next attempt back, so a repeated or concurrent call orders nothing. The
 * provider's reference is recorded; a provider that cannot be reached leaves the error for the next
 * attempt; a provider that refuses the order fails the payment (a withdrawal is given back, once).
 */
export async function dispatchPayment(paymentId: string): Promise<DispatchOutcome> {
  const adapter = configuredAdapter();
  const claim = await serviceRpc<Claim>('claim_payment_dispatch', { payment_id: paymentId });
  if (!claim.ok) return outcome(502, paymentId, { code: 'database_unavailable', message: 'The payment could not be claimed; send it again' });
  if (!claim.data.claimed || !claim.data.payment) {
    const reason = claim.data.reason ?? 'not_found';
    return reason === 'not_found'
      ? outcome(404, paymentId, { code: 'not_found', message: 'No such payment' })
      : outcome(200, paymentId, { dispatched: false, reason });
  }
  const payment = claim.data.payment;
  const order: ProviderOrder = { paymentId: payment.id, provider: payment.provider, phone: payment.phone, amount: Number(payment.amount) };
  let providerReference: string;
  try {
    ({ providerReference } = await (payment.direction === 'in' ? adapter.collect(order) : adapter.payout(order)));
  } catch (error) {
    if (error instanceof ProviderRefused) {
      const failed = await serviceRpc('settle_payment', { payment_id: paymentId, provider_reference: null, outcome: 'failed', failure_reason: error.reason });
      if (!failed.ok) return outcome(502, paymentId, { code: 'database_unavailable', message: 'The refusal could not be recorded' });
      return outcome(200, paymentId, { dispatched: false, reason: 'refused', failure_reason: error.reason });
    }
    if (!(error instanceof ProviderUnavailable)) throw error;
    await serviceRpc('record_payment_dispatch_error', { payment_id: paymentId, error: error.message });
    return outcome(502, paymentId, { code: 'provider_unavailable', message: error.message });
  }
  const recorded = await serviceRpc('record_payment_dispatch', { payment_id: paymentId, provider_reference: providerReference });
  if (recorded.ok) return outcome(200, paymentId, { dispatched: true, provider_reference: providerReference });
  if (recorded.code === 'P0001') {
    // invalid_state: settled meanwhile with another reference; nothing to send again.
    return outcome(409, paymentId, { code: recorded.message, message: 'The payment could not take this dispatch', details: recorded.details });
  }
  return outcome(502, paymentId, { code: 'database_unavailable', message: 'The dispatch could not be recorded; the outbox sends it again' });
}
