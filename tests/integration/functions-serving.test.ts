/**
 * How the local stack serves supabase/functions and the sandbox aggregator: routing, CORS, the
 * callers each endpoint lets in, and each function call running with its own stack's environment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_SECRET_HEADER } from '../../supabase/functions/_shared/dispatch-protocol';
import { PAYMENTS_DISPATCH_SECRET, SANDBOX_MERCHANT_KEY } from '../../supabase/local';
import { freePort } from './support/free-port';
import { expectLedgerBalanced } from './support/ledger';
import { PHONE, paymentState, pushesOf } from './support/sandbox';
import { type Player, type TestStack, newPlayer, serviceClient, startTestStack } from './support/test-stack';

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
    const sandbox = await call('/sandbox/v1/phones', { headers: { origin: 'http://127.0.0.1:5173', ...PHONE } });
    expect(sandbox).toMatchObject({ status: 200, body: { phones: [] } });
    expect(sandbox.headers.get('access-control-allow-origin')).toBe('*');
    // The phone page reads the sandbox's refusals too.
    const locked = await call('/sandbox/v1/phones', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(locked).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(locked.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('payments-dispatch: a payment id, its terms read from the database', () => {
  const DISPATCH = '/functions/v1/payments-dispatch';
  let player: Player;
  const start = async (phone: string, amount = 1000) => {
    const { data, error } = await player.client.rpc('start_recharge', { amount, provider: 'tmoney', phone, idempotency_key: randomUUID() });
    expect(error).toBeNull();
    return data as { id: string; phone: string };
  };

  beforeAll(async () => {
    player = await newPlayer(env.url, 'envoi');
  });

  it('refuses a missing or wrong secret (401) and a body without a valid payment id (400); an unknown id is 404', async () => {
    const unknown = randomUUID();
    expect(await call(DISPATCH, dispatchInit({ payment_id: unknown }, null))).toMatchObject({ status: 401, body: { code: 'invalid_secret' } });
    expect(await call(DISPATCH, dispatchInit({ payment_id: unknown }, 'guess'))).toMatchObject({ status: 401 });
    expect(await call(DISPATCH, dispatchInit({ payment_id: unknown }, `${PAYMENTS_DISPATCH_SECRET}x`))).toMatchObject({ status: 401 });
    for (const payload of ['{', 'null', '[]', '"x"', {}, { payment_id: 'x' }, { payment_id: 42 }, { record: null }, { record: { id: 'x' } }, { type: 'INSERT', record: {} }]) {
      expect(await call(DISPATCH, dispatchInit(payload)), JSON.stringify(payload)).toMatchObject({ status: 400, body: { code: 'malformed_payload' } });
    }
    expect(await call(DISPATCH, dispatchInit({ payment_id: unknown }))).toMatchObject({ status: 404, body: { payment_id: unknown, code: 'not_found' } });
    const insert = { type: 'INSERT', table: 'payments', schema: 'public', record: { id: unknown, direction: 'in', provider: 'tmoney', phone: '+22890500001', amount: 1000, status: 'pending' }, old_record: null };
    expect(await call(DISPATCH, dispatchInit(insert))).toMatchObject({ status: 404, body: { payment_id: unknown, code: 'not_found' } });
    // None of these reached the provider.
    expect(await call('/sandbox/v1/phones', { headers: PHONE })).toMatchObject({ status: 200, body: { phones: [] } });
  });

  it('sends a pending payment once, on the terms the database holds, whatever the body says', async () => {
    const payment = await start('+22890500001');
    // A Database Webhook's body whose record lies about everything but the id.
    const record = { id: payment.id, direction: 'out', provider: 'flooz', phone: '+22890500009', amount: 999_999, status: 'pending' };
    expect(await call(DISPATCH, dispatchInit({ type: 'INSERT', table: 'payments', schema: 'public', record, old_record: null }))).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { payment_id: payment.id, dispatched: true, provider_reference: `sbx-col-${payment.id}` },
    });
    expect(await paymentState(env, payment.id)).toEqual({ status: 'pending', provider_reference: `sbx-col-${payment.id}` });
    expect(await pushesOf(env, '+22890500001')).toMatchObject([{ id: `sbx-col-${payment.id}`, kind: 'collection', provider: 'tmoney', phone: '+22890500001', amount: 1000 }]);
    expect(await pushesOf(env, '+22890500009')).toEqual([]);
    // Again, by its id: already with the provider.
    expect(await call(DISPATCH, dispatchInit({ payment_id: payment.id }))).toMatchObject({
      status: 200,
      body: { payment_id: payment.id, dispatched: false, reason: 'dispatched' },
    });
    expect(await pushesOf(env, '+22890500001')).toHaveLength(1);
  });

  it('sends nothing for a payment already settled, nor for one another dispatcher has just claimed', async () => {
    const service = serviceClient(env.url);
    const refused = await start('+22890500003');
    // The provider refused it without giving a reference.
    expect((await service.rpc('settle_payment', { payment_id: refused.id, provider_reference: null, outcome: 'failed', failure_reason: 'provider_refused' })).error).toBeNull();
    expect(await call(DISPATCH, dispatchInit({ payment_id: refused.id }))).toMatchObject({
      status: 200,
      body: { payment_id: refused.id, dispatched: false, reason: 'not_pending' },
    });

    const claimed = await start('+22890500003');
    const claim = await service.rpc('claim_payment_dispatch' as never, { payment_id: claimed.id } as never);
    expect(claim).toMatchObject({ error: null, data: { claimed: true, attempt: 1, payment: { id: claimed.id, direction: 'in', provider: 'tmoney', phone: '+22890500003', amount: 1000 } } });
    expect(await call(DISPATCH, dispatchInit({ payment_id: claimed.id }))).toMatchObject({
      status: 200,
      body: { payment_id: claimed.id, dispatched: false, reason: 'not_due' },
    });
    expect(await pushesOf(env, '+22890500003')).toEqual([]);
    expect(await paymentState(env, claimed.id)).toEqual({ status: 'pending', provider_reference: null });
    await expectLedgerBalanced(env);
  });

  it('answers 409 when the database refuses the reference the provider gave', async () => {
    const payment = await start('+22890500004');
    const squatter = await start('+22890500005');
    // Another payment already carries the reference the sandbox will give this one.
    const settled = await serviceClient(env.url).rpc('settle_payment', { payment_id: squatter.id, provider_reference: `sbx-col-${payment.id}`, outcome: 'failed' });
    expect(settled.error).toBeNull();
    expect(await call(DISPATCH, dispatchInit({ payment_id: payment.id }))).toMatchObject({
      status: 409,
      body: { payment_id: payment.id, code: 'invalid_state' },
    });
    expect(await paymentState(env, payment.id)).toEqual({ status: 'pending', provider_reference: null });
    await expectLedgerBalanced(env);
  });

  it('answers 502 while the provider cannot be reached, keeps the error, and waits for the backoff before trying again', async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}/sandbox/v1`;
    const cut = await startTestStack(() => {}, { payments: { functionEnv: { SANDBOX_PROVIDER_URL: unreachable } } });
    try {
      const someone = await newPlayer(cut.url, 'coupe');
      const { data, error } = await someone.client.rpc('start_recharge', { amount: 1000, provider: 'tmoney', phone: '+22890500006', idempotency_key: randomUUID() });
      expect(error).toBeNull();
      const id = (data as { id: string }).id;
      expect(await call(DISPATCH, dispatchInit({ payment_id: id }), cut)).toMatchObject({ status: 502, body: { payment_id: id, code: 'provider_unavailable' } });
      const [outbox] = await cut.stack.db.transaction((q) =>
        q.query<{ attempts: number; dispatched: boolean; last_error: string; waits: boolean }>(
          `select attempts, dispatched_at is not null as dispatched, last_error, next_attempt_at > now() as waits from public.payment_dispatches where payment_id = $1`,
          [id],
        ),
      );
      expect(outbox).toEqual({ attempts: 1, dispatched: false, last_error: expect.stringContaining('sandbox unreachable'), waits: true });
      expect(await call(DISPATCH, dispatchInit({ payment_id: id }), cut)).toMatchObject({ status: 200, body: { payment_id: id, dispatched: false, reason: 'not_due' } });
      expect(await paymentState(cut, id)).toEqual({ status: 'pending', provider_reference: null });
    } finally {
      await cut.close();
    }
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
    // (The other pushes are those payments-dispatch sent above.)
    expect(await call('/sandbox/v1/phones', { headers: PHONE })).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        phones: [
          { phone: '+22890500002', pending: 1 },
          { phone: '+22890500004', pending: 1 },
          { phone: '+22890500001', pending: 1 },
        ],
      },
    });
    // The query string turns an unencoded + into a space: the number is still read.
    const pushes = await call('/sandbox/v1/pushes?phone=+228 90 50 00 02', { headers: PHONE });
    expect(pushes).toMatchObject({ status: 200, body: { pushes: [{ phone: '+22890500002', amount: 1500, kind: 'collection', held: false }] } });
    expect(await call('/sandbox/v1/pushes?phone=%2B22890500003', { headers: PHONE })).toMatchObject({ status: 200, body: { pushes: [] } });
    expect(await call('/sandbox/v1/pushes', { headers: PHONE })).toMatchObject({ status: 400 });
    expect(await call('/sandbox/v1/pushes?phone=abc', { headers: PHONE })).toMatchObject({ status: 400 });
    expect(await call('/sandbox/v1/pushes/sbx-col-nope/approve', { method: 'POST', headers: PHONE })).toMatchObject({ status: 404 });
    expect(await call('/sandbox/v1/pushes/sbx-col-nope/ignore', { method: 'POST', headers: PHONE })).toMatchObject({ status: 404 });
    expect(await call('/sandbox/v1/nothing', { headers: PHONE })).toMatchObject({ status: 404 });
  });

  it('lets only the phone key see or answer pushes: without it, 401 and no number', async () => {
    const push = `sbx-col-${order.merchant_reference}`;
    const routes: [string, string][] = [
      ['GET', '/sandbox/v1/phones'],
      ['GET', '/sandbox/v1/pushes?phone=%2B22890500002'],
      ['POST', `/sandbox/v1/pushes/${push}/approve`],
      ['POST', `/sandbox/v1/pushes/${push}/decline`],
      ['POST', `/sandbox/v1/pushes/${push}/hold`],
    ];
    const keys: [string, Record<string, string>][] = [
      ['no key', {}],
      ['a wrong key', { authorization: 'Bearer not-the-phone-key' }],
      ['the merchant key', { authorization: `Bearer ${SANDBOX_MERCHANT_KEY}` }],
      ['the phone key without Bearer', { authorization: PHONE.authorization.replace(/^Bearer /, '') }],
    ];
    for (const [method, path] of routes) {
      for (const [name, headers] of keys) {
        const response = await fetch(`${env.url}${path}`, { method, headers });
        const text = await response.text();
        expect(response.status, `${method} ${path} with ${name}`).toBe(401);
        expect(JSON.parse(text), `${method} ${path} with ${name}`).toMatchObject({ code: 'unauthorized' });
        // No number of any phone, in any form.
        expect(text, `${method} ${path} with ${name}`).not.toMatch(/\d{6,}/);
        expect(text).not.toContain('228');
      }
    }
    // None of the refused answers reached the push.
    expect(await call('/sandbox/v1/pushes?phone=%2B22890500002', { headers: PHONE })).toMatchObject({
      status: 200,
      body: { pushes: [{ id: push, status: 'pending', held: false }] },
    });
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
      expect(answers.map((answer) => [answer.status, answer.body!.dispatched])).toEqual([
        [200, true],
        [200, true],
      ]);
      for (const { stack, payment } of pending) {
        expect(await paymentState(stack, String(payment.id))).toEqual({ status: 'pending', provider_reference: `sbx-col-${String(payment.id)}` });
      }
    } finally {
      await other.close();
    }
  });
});
