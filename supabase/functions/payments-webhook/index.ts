/**
 * payments-webhook (DESIGN §8): the provider's confirmation of a payment. The signature over the raw
 * body is checked first (missing, wrong or stale: 401), then the body (malformed: 400; a genuine
 * message that is not a final answer: 200 `ignored`), then the payment's terms (another amount,
 * currency, direction, operator or phone than we asked for: 422, recorded for operators), and the
 * payment is settled through the service-role-only `settle_payment`, which credits or reverses once per
 * payment. A confirmation sent again gets 200 (`replayed`); one the payment can no longer take (it
 * expired, or another answer settled it) gets 409 and is recorded for operators, so the aggregator
 * knows to give the payer their money back and operators see it. Database or network trouble is a
 * 502, which providers retry.
 */
import { configuredAdapter } from '../_shared/adapters.ts';
import { configurationFailure } from '../_shared/configuration.ts';
import { type Handler, json, refuse, serveWhenHosted } from '../_shared/http.ts';
import type { Confirmation } from '../_shared/providers.ts';
import { type PaymentRow, readPayment, recordDiscrepancy, serviceRpc } from '../_shared/service-rest.ts';

interface Settlement {
  payment: { id: string; status: string };
  transaction_id: string | null;
  replayed: boolean;
}

/** The first of the confirmation's terms that differs from the payment's, or null. */
function mismatch(payment: PaymentRow, confirmation: Confirmation): 'currency_mismatch' | 'amount_mismatch' | 'terms_mismatch' | null {
  if (confirmation.currency !== 'XOF') return 'currency_mismatch';
  if (payment.amount !== confirmation.amount) return 'amount_mismatch';
  const sameParty =
    payment.direction === confirmation.direction &&
    (confirmation.provider === null || payment.provider === confirmation.provider) &&
    (confirmation.phone === null || payment.phone === confirmation.phone);
  return sameParty ? null : 'terms_mismatch';
}

function termsOf(confirmation: Confirmation): Record<string, unknown> {
  const { direction, provider, phone, amount, currency, outcome } = confirmation;
  return { direction, provider, phone, amount, currency, outcome };
}

const UNRECORDED = () => refuse(502, 'database_unavailable', 'The disagreement could not be recorded; send the confirmation again');

async function settle(confirmation: Confirmation): Promise<Response> {
  const note = (paymentId: string | null, kind: string, details: Record<string, unknown>) =>
    recordDiscrepancy(paymentId, confirmation.providerReference, kind, details);
  const read = await readPayment(confirmation.paymentId);
  if (!read.ok) return refuse(502, 'database_unavailable', 'The payment could not be read; send the confirmation again');
  const payment = read.data;
  if (!payment) {
    if (!(await note(null, 'unknown_payment', { payment_id: confirmation.paymentId, provider: termsOf(confirmation) }))) return UNRECORDED();
    return refuse(404, 'not_found', 'No such payment', { payment_id: confirmation.paymentId });
  }
  const differs = mismatch(payment, confirmation);
  if (differs) {
    const ours = { direction: payment.direction, provider: payment.provider, phone: payment.phone, amount: payment.amount, currency: 'XOF' };
    if (!(await note(payment.id, differs, { ours, provider: termsOf(confirmation) }))) return UNRECORDED();
    return refuse(422, 'terms_mismatch', 'The confirmation does not match the payment requested', { payment_id: payment.id, mismatch: differs });
  }
  const settled = await serviceRpc<Settlement>('settle_payment', {
    payment_id: confirmation.paymentId,
    provider_reference: confirmation.providerReference,
    outcome: confirmation.outcome,
    failure_reason: confirmation.failureReason,
  });
  if (settled.ok) {
    return json(200, { payment_id: payment.id, status: settled.data.payment.status, replayed: settled.data.replayed });
  }
  if (settled.code === 'P0001' && settled.message === 'invalid_state') {
    const kind = confirmation.outcome === 'succeeded' && payment.status !== 'succeeded' ? 'paid_after_expiry' : 'outcome_conflict';
    if (!(await note(payment.id, kind, { ours: payment.status, provider: confirmation.outcome }))) return UNRECORDED();
    return refuse(409, 'invalid_state', 'The payment can no longer take this answer', { payment_id: payment.id, details: settled.details });
  }
  if (settled.code === 'P0001' && settled.message === 'not_found') return refuse(404, 'not_found', 'No such payment', { payment_id: payment.id });
  return refuse(502, 'database_unavailable', 'The payment could not be settled; send the confirmation again');
}

export const handler: Handler = async (request) => {
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'POST a confirmation' }, { allow: 'POST' });
  try {
    const adapter = configuredAdapter();
    const reading = await adapter.readConfirmation(request.headers, await request.text(), Date.now());
    switch (reading.kind) {
      case 'unsigned':
        return refuse(401, 'missing_signature', 'The confirmation is not signed');
      case 'bad_signature':
        return refuse(401, 'invalid_signature', 'The signature does not match the body');
      case 'stale':
        return refuse(401, 'stale_signature', 'The signature is too old or from the future');
      case 'malformed':
        return refuse(400, 'malformed_confirmation', `The confirmation is malformed: ${reading.reason}`);
      case 'ignored':
        return json(200, { ignored: true, reason: reading.reason });
      case 'confirmation':
        return await settle(reading.confirmation);
    }
  } catch (error) {
    return configurationFailure(error);
  }
};

export default handler;

serveWhenHosted(handler);
