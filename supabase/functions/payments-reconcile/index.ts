/**
 * payments-reconcile (DESIGN §8, docs/decisions.md "Payments from the database"): the payments job,
 * called every minute by pg_cron through pg_net on a hosted project (README, "Payments") and by the
 * local stack's scheduler. It sends the outbox's due dispatches again and asks the provider about
 * every payment still pending after its confirmation window. Authenticated by PAYMENTS_DISPATCH_SECRET
 * in the `x-dispatch-secret` header; the body is ignored.
 */
import { configurationFailure } from '../_shared/configuration.ts';
import { authorizedBySecret } from '../_shared/dispatch-protocol.ts';
import { type Handler, json, refuse, serveWhenHosted } from '../_shared/http.ts';
import { reconcilePayments } from '../_shared/reconcile.ts';

export const handler: Handler = async (request) => {
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'POST to run the payments job' }, { allow: 'POST' });
  try {
    const denied = await authorizedBySecret(request);
    if (denied) return denied;
    const report = await reconcilePayments();
    if (!report) return refuse(502, 'database_unavailable', 'The payments job could not read the database; it runs again');
    return json(200, { ...report });
  } catch (error) {
    return configurationFailure(error);
  }
};

export default handler;

serveWhenHosted(handler);
