/**
 * payments-dispatch (DESIGN §8, docs/decisions.md "Payments from the database"): called by the Database
 * Webhook on insert into `public.payments` (the local stack plays that part). It takes only the
 * payment's id from the body, `payment_id` or the webhook's `record.id`; whatever else the body says is
 * ignored. The payment's terms are read from the database (`dispatchPayment`). Authenticated by the
 * shared secret PAYMENTS_DISPATCH_SECRET in the `x-dispatch-secret` header.
 */
import { configurationFailure } from '../_shared/configuration.ts';
import { dispatchPayment } from '../_shared/dispatch.ts';
import { authorizedBySecret } from '../_shared/dispatch-protocol.ts';
import { type Handler, json, refuse, serveWhenHosted } from '../_shared/http.ts';
import { isUuid } from '../_shared/uuid.ts';

/** The payment's id, from `{payment_id}` or a Database Webhook's `{record: {id}}`, or what is wrong. */
function paymentIdOf(text: string): string | { error: string } {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { error: 'invalid JSON' };
  }
  if (typeof payload !== 'object' || payload === null) return { error: 'not a JSON object' };
  const { payment_id: direct, record } = payload as { payment_id?: unknown; record?: unknown };
  const id = direct ?? (typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined);
  return isUuid(id) ? id.toLowerCase() : { error: 'a payment id (payment_id or record.id) is required' };
}

export const handler: Handler = async (request) => {
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'POST a payment id' }, { allow: 'POST' });
  try {
    const denied = await authorizedBySecret(request);
    if (denied) return denied;
    const id = paymentIdOf(await request.text());
    if (typeof id !== 'string') return refuse(400, 'malformed_payload', id.error);
    const { status, body } = await dispatchPayment(id);
    return json(status, body);
  } catch (error) {
    return configurationFailure(error);
  }
};

export default handler;

serveWhenHosted(handler);
