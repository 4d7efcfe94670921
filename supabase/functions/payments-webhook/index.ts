/**
 * payments-webhook (DESIGN §8): the provider's confirmation of a payment. The signature over the raw
 * body is checked first (missing or wrong: 401), then the body (malformed: 400), then the payment's
 * terms (another amount, direction, operator or phone than we asked for: 422), and the payment is
 * settled through the service-role-only `settle_payment`, which credits or reverses once per payment.
 * A confirmation sent again gets 200 (`replayed`); one the payment can no longer take (it expired, or
 * another answer settled it) gets 409, so the aggregator knows to give the payer their money back.
 * Database or network trouble is a 502, which providers retry.
 */
import { configuredAdapter } from '../_shared/adapters.ts';
import { configurationFailure } from '../_shared/configuration.ts';
import { type Handler, json, refuse, serveWhenHosted } from '../_shared/http.ts';
import type { Confirmation } from '../_shared/providers.ts';
import { type PaymentRow, readPayment, serviceRpc } from '../_shared/service-rest.ts';

interface Settlement {
  payment: { id: string; status: string };
  transaction_id: string | null;
  replayed: boolean;
}

function sameTerms(payment: PaymentRow, confirmation: Confirmation): boolean {
  return (
    payment.direction === confirmation.direction &&
    payment.amount === confirmation.amount &&
    payment.provider === confirmation.provider &&
    payment.phone === confirmation.phone
  );
}

async function settle(confirmation: Confirmation): Promise<Response> {
  const read = await readPayment(confirmation.paymentId);
  if (!read.ok) return refuse(502, 'database_unavailable', 'The payment could not be read; send the confirmation again');
  const payment = read.data;
  if (!payment) return refuse(404, 'not_found', 'No such payment', { payment_id: confirmation.paymentId });
  if (!sameTerms(payment, confirmation)) {
    return refuse(422, 'terms_mismatch', 'The confirmation does not match the payment requested', { payment_id: payment.id });
  }
  const settled = await serviceRpc<Settlement>('settle_payment', {
    payment_id: confirmation.paymentId,
    provider_reference: confirmation.providerReference,
    outcome: confirmation.outcome,
  });
  if (settled.ok) {
    return json(200, { payment_id: payment.id, status: settled.data.payment.status, replayed: settled.data.replayed });
  }
  if (settled.code === 'P0001' && settled.message === 'invalid_state') {
    return refuse(409, 'invalid_state', 'The payment can no longer take this answer', { payment_id: payment.id, details: settled.details });
  }
  if (settled.code === 'P0001' && settled.message === 'not_found') return refuse(404, 'not_found', 'No such payment', { payment_id: payment.id });
  return refuse(502, 'database_unavailable', 'The payment could not be settled; send the confirmation again');
}

export const handler: Handler = async (request) => {
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'POST a confirmation' }, { allow: 'POST' });
  try {
    const adapter = configuredAdapter();
    const reading = await adapter.readConfirmation(request.headers, await request.text());
    switch (reading.kind) {
      case 'unsigned':
        return refuse(401, 'missing_signature', 'The confirmation is not signed');
      case 'bad_signature':
        return refuse(401, 'invalid_signature', 'The signature does not match the body');
      case 'malformed':
        return refuse(400, 'malformed_confirmation', `The confirmation is malformed: ${reading.reason}`);
      case 'confirmation':
        return await settle(reading.confirmation);
    }
  } catch (error) {
    return configurationFailure(error);
  }
};

export default handler;

serveWhenHosted(handler);
