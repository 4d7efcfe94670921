/**
 * How the local stack serves supabase/functions and the sandbox aggregator: routing, CORS, the
 * callers each endpoint lets in, and each function call running with its own stack's environment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_SECRET_HEADER } from '../../supabase/functions/_shared/dispatch-protocol';
import { PAYMENTS_DISPATCH_SECRET, SANDBOX_MERCHANT_KEY } from '../../supabase/local/function-secrets';
import { paymentState } from './support/sandbox';
import { type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack(() => {}, { payments: { sandbox: { approveAfterMs: 60_000 } } });
});
afterAll(async () => {
  await env?.close();
});

async function call(path: string, init: RequestInit = {}, stack = env) {
  const response = await fetch(`${stack.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const dispatchInit = (body: unknown, secret: string | null = PAYMENTS_DISPATCH_SECRET): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [DISPATCH_SECRET_HEADER]: secret }) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('/functions/v1: routing and CORS', () => {
  it('serves each function of supabase/functions by its folder name, nothing else', async () => {
    expect(await call('/functions/v1/payments-webhook', { method: 'GET' })).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
    expect((await call('/functions/v1/payments-webhook', { method: 'GET' })).headers.get('allow')).toBe('POST');
    expect(await call('/functions/v1/payments-dispatch', { method: 'PUT' })).toMatchObject({ status: 405 });
    for (const path of ['/functions/v1/nope', '/functions/v1/_shared', '/functions/v1/_shared/env.ts', '/functions/v1/', '/functions/v1/..%2Flocal', '/functions/v2/payments-webhook']) {
      expect((await call(path, { method: 'POST' })).status, path).toBe(404);
    }
    expect(await call('/functions/v1/%zz', { method: 'POST' })).toMatchObject({ status: 400 });
  });

  it('answers preflights and puts the CORS headers on what the functions answer', async () => {
    const preflight = await fetch(`${env.url}/functions/v1/payments-webhook`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-sandbox-signature' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-sandbox-signature');
    const refused = await call('/functions/v1/payments-webhook', { method: 'POST', headers: { origin: 'http://127.0.0.1:5173' }, body: '{}' });
    expect(refused).toMatchObject({ status: 401, body: { code: 'missing_signature' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const sandbox = await call('/sandbox/v1/phones', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(sandbox).toMatchObject({ status: 200, body: { phones: [] } });
    expect(sandbox.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('payments-dispatch: only the Database Webhook', () => {
  it('refuses a missing or wrong secret (401) and a payload that is not a payment insert (400)', async () => {
    const record = { id: randomUUID(), direction: 'in', provider: 'tmoney', phone: '+22890500001', amount: 1000, status: 'pending' };
    const insert = { type: 'INSERT', table: 'payments', schema: 'public', record, old_record: null };
    expect(await call('/functions/v1/payments-dispatch', dispatchInit(insert, null))).toMatchObject({ status: 401, body: { code: 'invalid_secret' } });
    expect(await call('/functions/v1/payments-dispatch', dispatchInit(insert, 'guess'))).toMatchObject({ status: 401 });
    expect(await call('/functions/v1/payments-dispatch', dispatchInit(insert, `${PAYMENTS_DISPATCH_SECRET}x`))).toMatchObject({ status: 401 });
    for (const payload of ['{', { ...insert, type: 'UPDATE' }, { ...insert, table: 'bets' }, { ...insert, record: { ...record, id: 'x' } }, { ...insert, record: { ...record, amount: -5 } }]) {
      expect(await call('/functions/v1/payments-dispatch', dispatchInit(payload))).toMatchObject({ status: 400, body: { code: 'malformed_payload' } });
    }
    expect(await call('/functions/v1/payments-dispatch', dispatchInit({ ...insert, record: { ...record, status: 'succeeded' } }))).toMatchObject({
      status: 200,
      body: { dispatched: false, reason: 'not_pending' },
    });
    // A well-formed insert of a payment the database does not hold: the provider takes it, recording it is refused.
    expect(await call('/functions/v1/payments-dispatch', dispatchInit(insert))).toMatchObject({ status: 409, body: { code: 'not_found' } });
  });
});

describe('/sandbox/v1: the aggregator', () => {
  const order = { merchant_reference: randomUUID(), provider: 'tmoney', phone: '+22890500002', amount: 1500 };
  const merchant = (key: string | null, body: unknown = order): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: JSON.stringify(body),
  });

  it('takes orders from the merchant only, once per merchant reference', async () => {
    expect(await call('/sandbox/v1/collections', merchant(null))).toMatchObject({ status: 401 });
    expect(await call('/sandbox/v1/collections', merchant('someone'))).toMatchObject({ status: 401 });
    for (const wrong of [{ ...order, phone: '90500002' }, { ...order, provider: 'paypal' }, { ...order, amount: 0 }, { ...order, amount: 1.5 }, { ...order, merchant_reference: 'x' }]) {
      expect(await call('/sandbox/v1/collections', merchant(SANDBOX_MERCHANT_KEY, wrong))).toMatchObject({ status: 400 });
    }
    const created = await call('/sandbox/v1/collections', merchant(SANDBOX_MERCHANT_KEY));
    expect(created).toMatchObject({ status: 201, body: { id: `sbx-col-${order.merchant_reference}`, kind: 'collection', status: 'pending', ...order } });
    expect(await call('/sandbox/v1/collections', merchant(SANDBOX_MERCHANT_KEY))).toMatchObject({ status: 200, body: created.body! });
    expect(await call('/sandbox/v1/collections', merchant(SANDBOX_MERCHANT_KEY, { ...order, amount: 1600 }))).toMatchObject({ status: 409 });
    expect(await call(`/sandbox/v1/transactions/${String(created.body!.id)}`, { headers: { authorization: `Bearer ${SANDBOX_MERCHANT_KEY}` } })).toMatchObject({
      status: 200,
      body: { id: created.body!.id },
    });
    expect(await call(`/sandbox/v1/transactions/${String(created.body!.id)}`)).toMatchObject({ status: 401 });
  });

  it('shows each phone its pushes, and refuses what is not a phone or not a push', async () => {
    // (+22890500001's push is the one payments-dispatch sent for a payment the database does not hold.)
    expect(await call('/sandbox/v1/phones')).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { phones: [{ phone: '+22890500002', pending: 1 }, { phone: '+22890500001', pending: 1 }] },
    });
    // The query string turns an unencoded + into a space: the number is still read.
    const pushes = await call('/sandbox/v1/pushes?phone=+228 90 50 00 02');
    expect(pushes).toMatchObject({ status: 200, body: { pushes: [{ phone: '+22890500002', amount: 1500, kind: 'collection', held: false }] } });
    expect(await call('/sandbox/v1/pushes?phone=%2B22890500003')).toMatchObject({ status: 200, body: { pushes: [] } });
    expect(await call('/sandbox/v1/pushes')).toMatchObject({ status: 400 });
    expect(await call('/sandbox/v1/pushes?phone=abc')).toMatchObject({ status: 400 });
    expect(await call('/sandbox/v1/pushes/sbx-col-nope/approve', { method: 'POST' })).toMatchObject({ status: 404 });
    expect(await call('/sandbox/v1/pushes/sbx-col-nope/ignore', { method: 'POST' })).toMatchObject({ status: 404 });
    expect(await call('/sandbox/v1/nothing')).toMatchObject({ status: 404 });
  });
});

describe('each stack’s functions run with that stack’s environment', () => {
  it('two stacks in one process dispatch at once, each into its own database', async () => {
    const other = await startTestStack(() => {}, { payments: { sandbox: { approveAfterMs: 60_000 } } });
    try {
      const pending = await Promise.all(
        [env, other].map(async (stack, i) => {
          const player = await newPlayer(stack.url, 'isole');
          const { data, error } = await player.client.rpc('start_recharge', { amount: 1000, provider: 'tmoney', phone: `+2289060000${i + 1}`, idempotency_key: randomUUID() });
          expect(error).toBeNull();
          const payment = data as Record<string, unknown>;
          return { stack, payment };
        }),
      );
      const answers = await Promise.all(
        pending.map(({ stack, payment }) =>
          call('/functions/v1/payments-dispatch', dispatchInit({ type: 'INSERT', table: 'payments', schema: 'public', record: payment, old_record: null }), stack),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const { stack, payment } of pending) {
        expect(await paymentState(stack, String(payment.id))).toEqual({ status: 'pending', provider_reference: `sbx-col-${String(payment.id)}` });
      }
    } finally {
      await other.close();
    }
  });
});
