import { env, requiredEnv } from './env.ts';
import type { Confirmation, ConfirmationReading, FailureReason, ProviderAcceptance, ProviderAdapter, ProviderOrder, ProviderStatus, StatusQuery } from './providers.ts';
import { ProviderUnavailable } from './providers.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_SIGNATURE_PREFIX,
  type SandboxCompletion,
  type SandboxKind,
  type SandboxOrder,
  type SandboxTransaction,
} from './sandbox-protocol.ts';
import { verifyBodySignature } from './signature.ts';
import { isUuid } from './uuid.ts';

/** The aggregator's base URL: SANDBOX_PROVIDER_URL, else the one the local stack runs beside the API. */
function baseUrl(): string {
  return env('SANDBOX_PROVIDER_URL') || `${requiredEnv('SUPABASE_URL')}/sandbox/v1`;
}

/** The merchant API's answer; a network failure is ProviderUnavailable. */
async function merchantCall(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${baseUrl()}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${requiredEnv('SANDBOX_MERCHANT_KEY')}`, 'content-type': 'application/json' },
    });
  } catch (error) {
    throw new ProviderUnavailable(`sandbox unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function order(kind: SandboxKind, request: ProviderOrder): Promise<ProviderAcceptance> {
  const body: SandboxOrder = { merchant_reference: request.paymentId, provider: request.provider, phone: request.phone, amount: request.amount };
  const response = await merchantCall(kind === 'collection' ? 'collections' : 'payouts', { method: 'POST', body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new ProviderUnavailable(`sandbox answered ${response.status}: ${text.slice(0, 200)}`);
  const transaction = JSON.parse(text) as SandboxTransaction;
  return { providerReference: transaction.id };
}

/** The sandbox's transaction ids derive from our payment id (sandbox-protocol.ts). */
function transactionId(query: StatusQuery): string {
  return query.providerReference ?? `sbx-${query.direction === 'in' ? 'col' : 'pay'}-${query.paymentId}`;
}

const failureReason = (reason: string | null): FailureReason => (reason === 'declined_by_payer' || reason === 'test_number_declined' ? 'declined' : 'provider_refused');

async function status(query: StatusQuery): Promise<ProviderStatus> {
  const response = await merchantCall(`transactions/${encodeURIComponent(transactionId(query))}`);
  const text = await response.text();
  if (response.status === 404) return { kind: 'unknown' };
  if (!response.ok) throw new ProviderUnavailable(`sandbox answered ${response.status}: ${text.slice(0, 200)}`);
  const transaction = JSON.parse(text) as SandboxTransaction;
  if (transaction.status === 'pending') return { kind: 'pending', providerReference: transaction.id };
  return {
    kind: 'final',
    providerReference: transaction.id,
    outcome: transaction.status,
    failureReason: transaction.status === 'failed' ? failureReason(transaction.reason) : null,
    amount: transaction.amount,
    currency: SANDBOX_CURRENCY,
  };
}

/** The sandbox pays in CFA francs (XOF), whatever the country: it is for development and staging. */
const SANDBOX_CURRENCY = 'XOF';

const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;

/** The completion's fields, checked one by one: a confirmation, or what is wrong with it. */
function readCompletion(value: unknown): Confirmation | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const event = value as Partial<Record<keyof SandboxCompletion, unknown>>;
  if (event.event !== 'transaction.completed') return 'event';
  if (!isText(event.id)) return 'id';
  if (!isUuid(event.merchant_reference)) return 'merchant_reference';
  if (event.kind !== 'collection' && event.kind !== 'payout') return 'kind';
  if (event.status !== 'succeeded' && event.status !== 'failed') return 'status';
  if (!isText(event.provider, 40)) return 'provider';
  if (!isText(event.phone, 20)) return 'phone';
  if (typeof event.amount !== 'number' || !Number.isSafeInteger(event.amount) || event.amount <= 0) return 'amount';
  if (event.reason !== null && event.reason !== undefined && !isText(event.reason, 100)) return 'reason';
  return {
    paymentId: event.merchant_reference.toLowerCase(),
    providerReference: event.id,
    outcome: event.status,
    failureReason: event.status === 'failed' ? failureReason(event.reason ?? null) : null,
    currency: SANDBOX_CURRENCY,
    direction: event.kind === 'collection' ? 'in' : 'out',
    provider: event.provider,
    phone: event.phone,
    amount: event.amount,
  };
}

/** The sandbox aggregator (DESIGN §8), which the local stack runs at /sandbox/v1. */
export const sandboxAdapter: ProviderAdapter = {
  id: 'sandbox',
  collect: (request) => order('collection', request),
  payout: (request) => order('payout', request),
  status,
  // The sandbox signs no timestamp: a replayed completion is the database's to recognise.
  async readConfirmation(headers, rawBody): Promise<ConfirmationReading> {
    const header = headers.get(SANDBOX_SIGNATURE_HEADER);
    if (!header) return { kind: 'unsigned' };
    const signature = header.startsWith(SANDBOX_SIGNATURE_PREFIX) ? header.slice(SANDBOX_SIGNATURE_PREFIX.length) : '';
    if (!(await verifyBodySignature(requiredEnv('SANDBOX_WEBHOOK_SECRET'), rawBody, signature))) return { kind: 'bad_signature' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return { kind: 'malformed', reason: 'invalid JSON' };
    }
    const confirmation = readCompletion(parsed);
    return typeof confirmation === 'string' ? { kind: 'malformed', reason: `invalid ${confirmation}` } : { kind: 'confirmation', confirmation };
  },
};
