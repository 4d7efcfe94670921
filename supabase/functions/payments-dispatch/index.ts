/**
 * payments-dispatch (docs/decisions.md, "Payments: provider, webhook, sandbox"): a Database Webhook
 * on insert into `public.payments` (the local stack plays that part, and re-sends the pending
 * payments no provider has accepted when it starts and every 30 s). It hands a pending payment to
 * the provider PAYMENTS_PROVIDER names — collect a recharge from the phone, pay a withdrawal out to
 * it — and records the provider's reference (`record_payment_dispatch`). Authenticated by the shared
 * secret PAYMENTS_DISPATCH_SECRET in the `x-dispatch-secret` header. The player's browser plays no
 * part: a payment is dispatched even if the tab that asked for it is closed.
 */
import { configuredAdapter } from '../_shared/adapters.ts';
import { configurationFailure } from '../_shared/configuration.ts';
import { DISPATCH_SECRET_HEADER } from '../_shared/dispatch-protocol.ts';
import { requiredEnv } from '../_shared/env.ts';
import { type Handler, json, refuse, serveWhenHosted } from '../_shared/http.ts';
import { type ProviderOrder, ProviderUnavailable } from '../_shared/providers.ts';
import { serviceRpc } from '../_shared/service-rest.ts';
import { sameSecret } from '../_shared/signature.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PendingPayment extends ProviderOrder {
  direction: 'in' | 'out';
  status: string;
}

/** The inserted payment of a Database Webhook payload ({ type, table, schema, record, old_record }), or what is wrong. */
function readPayload(text: string): PendingPayment | string {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return 'invalid JSON';
  }
  if (typeof payload !== 'object' || payload === null) return 'not a JSON object';
  const { type, schema, table, record } = payload as Record<string, unknown>;
  if (type !== 'INSERT' || schema !== 'public' || table !== 'payments') return 'not an insert into public.payments';
  if (typeof record !== 'object' || record === null) return 'no record';
  const row = record as Record<string, unknown>;
  if (typeof row.id !== 'string' || !UUID.test(row.id)) return 'invalid record.id';
  if (row.direction !== 'in' && row.direction !== 'out') return 'invalid record.direction';
  if (typeof row.provider !== 'string' || typeof row.phone !== 'string' || typeof row.status !== 'string') return 'invalid record';
  const amount = Number(row.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'invalid record.amount';
  return { paymentId: row.id, direction: row.direction, provider: row.provider, phone: row.phone, amount, status: row.status };
}

export const handler: Handler = async (request) => {
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'POST a payment insert' }, { allow: 'POST' });
  try {
    const presented = request.headers.get(DISPATCH_SECRET_HEADER);
    if (!presented || !(await sameSecret(presented, requiredEnv('PAYMENTS_DISPATCH_SECRET')))) {
      return refuse(401, 'invalid_secret', `A valid ${DISPATCH_SECRET_HEADER} header is required`);
    }
    const payment = readPayload(await request.text());
    if (typeof payment === 'string') return refuse(400, 'malformed_payload', payment);
    if (payment.status !== 'pending') return json(200, { payment_id: payment.paymentId, dispatched: false, reason: 'not_pending' });

    const adapter = configuredAdapter();
    const order: ProviderOrder = { paymentId: payment.paymentId, provider: payment.provider, phone: payment.phone, amount: payment.amount };
    let providerReference: string;
    try {
      ({ providerReference } = await (payment.direction === 'in' ? adapter.collect(order) : adapter.payout(order)));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      return refuse(502, 'provider_unavailable', error.message, { payment_id: payment.paymentId });
    }
    const recorded = await serviceRpc('record_payment_dispatch', { payment_id: payment.paymentId, provider_reference: providerReference });
    if (recorded.ok) return json(200, { payment_id: payment.paymentId, dispatched: true, provider_reference: providerReference });
    if (recorded.code === 'P0001') {
      // invalid_state (settled meanwhile with another reference) or not_found: nothing to retry.
      return refuse(409, recorded.message, 'The payment could not take this dispatch', { payment_id: payment.paymentId, details: recorded.details });
    }
    return refuse(502, 'database_unavailable', 'The dispatch could not be recorded; send it again', { payment_id: payment.paymentId });
  } catch (error) {
    return configurationFailure(error);
  }
};

export default handler;

serveWhenHosted(handler);
