import { env, requiredEnv } from './env.ts';
import type { Confirmation, ConfirmationReading, ProviderAcceptance, ProviderAdapter, ProviderOrder } from './providers.ts';
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

/** The aggregator's base URL: SANDBOX_PROVIDER_URL, else the one the local stack runs beside the API. */
function baseUrl(): string {
  return env('SANDBOX_PROVIDER_URL') || `${requiredEnv('SUPABASE_URL')}/sandbox/v1`;
}

async function order(kind: SandboxKind, request: ProviderOrder): Promise<ProviderAcceptance> {
  const body: SandboxOrder = { merchant_reference: request.paymentId, provider: request.provider, phone: request.phone, amount: request.amount };
  let response: Response;
  try {
    response = await fetch(`${baseUrl()}/${kind === 'collection' ? 'collections' : 'payouts'}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${requiredEnv('SANDBOX_MERCHANT_KEY')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ProviderUnavailable(`sandbox unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderUnavailable(`sandbox answered ${response.status}: ${text.slice(0, 200)}`);
  const transaction = JSON.parse(text) as SandboxTransaction;
  return { providerReference: transaction.id };
}

const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The completion's fields, checked one by one: a confirmation, or what is wrong with it. */
function readCompletion(value: unknown): Confirmation | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const event = value as Partial<Record<keyof SandboxCompletion, unknown>>;
  if (event.event !== 'transaction.completed') return 'event';
  if (!isText(event.id)) return 'id';
  if (typeof event.merchant_reference !== 'string' || !UUID.test(event.merchant_reference)) return 'merchant_reference';
  if (event.kind !== 'collection' && event.kind !== 'payout') return 'kind';
  if (event.status !== 'succeeded' && event.status !== 'failed') return 'status';
  if (!isText(event.provider, 40)) return 'provider';
  if (!isText(event.phone, 20)) return 'phone';
  if (typeof event.amount !== 'number' || !Number.isSafeInteger(event.amount) || event.amount <= 0) return 'amount';
  return {
    paymentId: event.merchant_reference.toLowerCase(),
    providerReference: event.id,
    outcome: event.status,
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
