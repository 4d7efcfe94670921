import { requiredEnv } from './env.ts';
import { refuse } from './http.ts';
import { sameSecret } from './signature.ts';

/** The header carrying PAYMENTS_DISPATCH_SECRET on the calls to payments-dispatch and payments-reconcile. */
export const DISPATCH_SECRET_HEADER = 'x-dispatch-secret';

/** null when the request carries the dispatch secret; else the 401 to answer. */
export async function authorizedBySecret(request: Request): Promise<Response | null> {
  const presented = request.headers.get(DISPATCH_SECRET_HEADER);
  if (presented && (await sameSecret(presented, requiredEnv('PAYMENTS_DISPATCH_SECRET')))) return null;
  return refuse(401, 'invalid_secret', `A valid ${DISPATCH_SECRET_HEADER} header is required`);
}
