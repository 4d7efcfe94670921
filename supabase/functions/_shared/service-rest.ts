import { requiredEnv } from './env.ts';

/** What the REST API answered: the data, or the failure (status 0: the API could not be reached). */
export type RestResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string; details: string | null };

/**
 * A request to the project's REST API as the service role (SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY, which hosted Edge Functions receive and the local stack provides).
 */
async function serviceRequest<T>(path: string, init: RequestInit = {}): Promise<RestResult<T>> {
  const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  let response: Response;
  try {
    response = await fetch(`${requiredEnv('SUPABASE_URL')}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    });
  } catch (error) {
    return { ok: false, status: 0, code: 'network', message: error instanceof Error ? error.message : String(error), details: null };
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // a gateway's HTML page: kept as the message below
  }
  if (response.ok) return { ok: true, data: body as T };
  const error = (body ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  return {
    ok: false,
    status: response.status,
    code: typeof error.code === 'string' ? error.code : '',
    message: typeof error.message === 'string' ? error.message : text.slice(0, 200),
    details: typeof error.details === 'string' ? error.details : null,
  };
}

/** Calls a database function (`/rest/v1/rpc/<name>`) as the service role. */
export function serviceRpc<T>(name: string, args: Record<string, unknown>): Promise<RestResult<T>> {
  return serviceRequest<T>(`rpc/${encodeURIComponent(name)}`, { method: 'POST', body: JSON.stringify(args) });
}

/** Records a disagreement with the provider for operators (payment_discrepancies); false when the database could not. */
export async function recordDiscrepancy(
  paymentId: string | null,
  providerReference: string | null,
  kind: string,
  details: Record<string, unknown>,
): Promise<boolean> {
  return (await serviceRpc('record_payment_discrepancy', { payment_id: paymentId, provider_reference: providerReference, kind, details })).ok;
}

/** A payment's terms and state, as the service role reads them. */
export interface PaymentRow {
  id: string;
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  provider_reference: string | null;
}

/** One payment, or null when there is none with that id. */
export async function readPayment(id: string): Promise<RestResult<PaymentRow | null>> {
  const result = await serviceRequest<PaymentRow[]>(
    `payments?select=id,direction,provider,phone,amount,status,provider_reference&id=eq.${encodeURIComponent(id)}`,
  );
  if (!result.ok) return result;
  const row = result.data[0];
  return { ok: true, data: row ? { ...row, amount: Number(row.amount) } : null };
}
