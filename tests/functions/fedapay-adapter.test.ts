/**
 * The FedaPay adapter against a fake FedaPay (tests/kit/fedapay.ts) on the loopback: MSW lets
 * requests to 127.0.0.1 through (`passthrough`) and answers the webhook URL the fake delivers to with
 * what the adapter reads of the delivery.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { HttpResponse, http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissingSetting } from '../../supabase/functions/_shared/env';
import { fedapayAdapter } from '../../supabase/functions/_shared/fedapay-adapter';
import { type ProviderOrder, ProviderRefused, ProviderUnavailable } from '../../supabase/functions/_shared/providers';
import { type FakeFedaPay, type FakePayoutStatus, type FakeTransactionStatus, startFakeFedaPay } from '../kit/fedapay';
import { server } from '../msw/server';

const SECRET_KEY = 'sk_sandbox_7Qe2r9TzXw';
const WEBHOOK_SECRET = 'wh_sandbox_Hk3pLm8Vq';
const WEBHOOK_URL = 'http://functions.test/payments-webhook';
/** The webhook's clock: 2026-11-26 12:00:00 UTC. */
const NOW_S = 1_795_694_400;
const NOW_MS = NOW_S * 1000;

let fake: FakeFedaPay;

beforeAll(async () => {
  fake = await startFakeFedaPay({ secretKey: SECRET_KEY });
});
afterAll(() => fake.close());

beforeEach(() => {
  vi.stubEnv('FEDAPAY_SECRET_KEY', SECRET_KEY);
  vi.stubEnv('FEDAPAY_WEBHOOK_SECRET', WEBHOOK_SECRET);
  vi.stubEnv('FEDAPAY_ENVIRONMENT', 'sandbox');
  vi.stubEnv('FEDAPAY_API_URL', fake.url);
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    http.post(WEBHOOK_URL, async ({ request }) => HttpResponse.json(await fedapayAdapter.readConfirmation(request.headers, await request.text(), NOW_MS))),
  );
  fake.takeRequests();
});
afterEach(() => vi.unstubAllEnvs());

const order = (paymentId: string, provider: string, phone: string, amount = 5000): ProviderOrder => ({ paymentId, provider, phone, amount });

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ProviderRefused);
  return (error as ProviderRefused).reason;
}

/** FedaPay's id of the transaction or payout our payment id names at the fake. */
function fedapayId(paymentId: string): string {
  const object = [...fake.transactions(), ...fake.payouts()].find((o) => o.merchant_reference === paymentId);
  if (!object) throw new Error(`no FedaPay object for ${paymentId}`);
  return String(object.id);
}

/** A signature header for a body, computed here with node:crypto. */
const signatureHeader = (body: string, t = NOW_S, secret = WEBHOOK_SECRET) =>
  `t=${t},s=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const read = (body: string, header: string | null) =>
  fedapayAdapter.readConfirmation(new Headers(header === null ? {} : { 'X-FEDAPAY-SIGNATURE': header }), body, NOW_MS);

describe('collect', () => {
  it('creates the transaction under our payment id, asks for a token and pushes it to the phone in the operator’s mode', async () => {
    const paymentId = '0b6a3c1e-1111-4a51-9a39-0d8f2b3c4d01';
    const acceptance = await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890112345'));
    const id = fedapayId(paymentId);
    expect(acceptance).toEqual({ providerReference: id });
    const phone = { number: '+22890112345', country: 'tg' };
    const auth = `Bearer ${SECRET_KEY}`;
    expect(fake.takeRequests()).toEqual([
      { method: 'GET', path: `/v1/transactions/merchant/${paymentId}?include=customer,currency`, authorization: auth, body: null },
      {
        method: 'POST',
        path: '/v1/transactions',
        authorization: auth,
        body: { description: 'Recharge Loto Afrik', amount: 5000, currency: { iso: 'XOF' }, customer: { phone_number: phone }, merchant_reference: paymentId },
      },
      { method: 'POST', path: `/v1/transactions/${id}/token`, authorization: auth, body: null },
      { method: 'POST', path: '/v1/togocel', authorization: auth, body: { token: expect.stringMatching(/^tok_/), phone_number: phone } },
    ]);
    expect(fake.transactions().find((t) => t.merchant_reference === paymentId)).toMatchObject({
      amount: 5000,
      status: 'pending',
      mode: 'togocel',
      currency: { iso: 'XOF' },
      customer: { phone_number: phone },
    });
  });

  it.each([
    ['tmoney', '+22890112346', 'togocel', 'tg'],
    ['flooz', '+22898765432', 'moov_tg', 'tg'],
    ['mtn_momo', '+2290197123456', 'mtn_open', 'bj'],
    ['moov_money', '+2290195123456', 'moov', 'bj'],
    ['celtiis', '+2290140123456', 'sbin', 'bj'],
    ['orange_money', '+2250712345678', 'orange_ci', 'ci'],
    ['mtn_momo', '+2250512345678', 'mtn_ci', 'ci'],
    ['moov_money', '+2250112345678', 'moov_ci', 'ci'],
    ['wave', '+2250712345679', 'wave_ci', 'ci'],
  ])('pushes %s on %s in the mode %s', async (provider, phone, mode, country) => {
    const paymentId = `1c2d3e4f-2222-4a51-9a39-${phone.slice(1).padStart(12, '0')}`;
    await fedapayAdapter.collect(order(paymentId, provider, phone, 1000));
    const push = fake.takeRequests().at(-1);
    expect(push).toMatchObject({ method: 'POST', path: `/v1/${mode}`, body: { phone_number: { number: phone, country } } });
    expect(fake.transactions().find((t) => t.merchant_reference === paymentId)).toMatchObject({ mode, amount: 1000, currency: { iso: 'XOF' } });
  });

  it('answers a repeated order with the same reference: one transaction, pushed once', async () => {
    const paymentId = '0b6a3c1e-1111-4a51-9a39-0d8f2b3c4d02';
    const first = await fedapayAdapter.collect(order(paymentId, 'flooz', '+22898000001'));
    fake.takeRequests();
    const second = await fedapayAdapter.collect(order(paymentId, 'flooz', '+22898000001'));
    expect(second).toEqual(first);
    expect(fake.transactions().filter((t) => t.merchant_reference === paymentId)).toHaveLength(1);
    expect(fake.takeRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/transactions/merchant/${paymentId}?include=customer,currency`]);
  });

  it('pushes a transaction an earlier attempt created but never pushed', async () => {
    const paymentId = '0b6a3c1e-1111-4a51-9a39-0d8f2b3c4d03';
    fake.failNext('token', 'disconnect');
    expect(await rejection(fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000003')))).toBeInstanceOf(ProviderUnavailable);
    const id = fedapayId(paymentId);
    fake.takeRequests();
    expect(await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000003'))).toEqual({ providerReference: id });
    expect(fake.takeRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/transactions/merchant/${paymentId}?include=customer,currency`,
      `POST /v1/transactions/${id}/token`,
      'POST /v1/togocel',
    ]);
    expect(fake.transactions().filter((t) => t.merchant_reference === paymentId)).toHaveLength(1);
  });

  it('finds the transaction when FedaPay refuses a merchant reference already used', async () => {
    const paymentId = '0b6a3c1e-1111-4a51-9a39-0d8f2b3c4d04';
    const first = await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000004'));
    fake.failNext('lookup_transaction', { status: 404, body: { message: 'Not found' } });
    fake.takeRequests();
    expect(await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000004'))).toEqual(first);
    const requests = fake.takeRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/transactions/merchant/${paymentId}?include=customer,currency`,
      'POST /v1/transactions',
      `GET /v1/transactions/merchant/${paymentId}?include=customer,currency`,
    ]);
    expect(fake.transactions().filter((t) => t.merchant_reference === paymentId)).toHaveLength(1);
  });

  it('refuses an order whose merchant reference FedaPay already holds for another amount', async () => {
    const paymentId = '0b6a3c1e-1111-4a51-9a39-0d8f2b3c4d05';
    await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000005', 5000));
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890000005', 6000)))).toBe('provider_refused');
  });
});

describe('payout', () => {
  it('creates the payout under our payment id and starts it, once', async () => {
    const paymentId = '7d8e9f10-3333-4b62-8c4a-1e2f3a4b5c01';
    const acceptance = await fedapayAdapter.payout(order(paymentId, 'mtn_momo', '+2290197000001', 2500));
    const id = fedapayId(paymentId);
    expect(acceptance).toEqual({ providerReference: id });
    const phone = { number: '+2290197000001', country: 'bj' };
    expect(fake.takeRequests()).toEqual([
      { method: 'GET', path: `/v1/payouts/merchant/${paymentId}?include=customer,currency`, authorization: `Bearer ${SECRET_KEY}`, body: null },
      {
        method: 'POST',
        path: '/v1/payouts',
        authorization: `Bearer ${SECRET_KEY}`,
        body: {
          description: 'Retrait Loto Afrik',
          amount: 2500,
          currency: { iso: 'XOF' },
          customer: { phone_number: phone },
          merchant_reference: paymentId,
          mode: 'mtn_open',
        },
      },
      { method: 'PUT', path: '/v1/payouts/start', authorization: `Bearer ${SECRET_KEY}`, body: { payouts: [{ id: Number(id), phone_number: phone }] } },
    ]);
    expect(fake.payouts().find((p) => p.merchant_reference === paymentId)).toMatchObject({ status: 'started', mode: 'mtn_open', amount: 2500 });

    expect(await fedapayAdapter.payout(order(paymentId, 'mtn_momo', '+2290197000001', 2500))).toEqual({ providerReference: id });
    expect(fake.takeRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payouts/merchant/${paymentId}?include=customer,currency`]);
    expect(fake.payouts().filter((p) => p.merchant_reference === paymentId)).toHaveLength(1);
  });

  it('starts a payout an earlier attempt created but did not start', async () => {
    const paymentId = '7d8e9f10-3333-4b62-8c4a-1e2f3a4b5c02';
    fake.failNext('start_payout', { status: 502, body: { message: 'Bad Gateway' } });
    expect(await rejection(fedapayAdapter.payout(order(paymentId, 'wave', '+2250700000002', 1500)))).toBeInstanceOf(ProviderUnavailable);
    expect(fake.payouts().find((p) => p.merchant_reference === paymentId)).toMatchObject({ status: 'pending', mode: 'wave_ci' });
    await fedapayAdapter.payout(order(paymentId, 'wave', '+2250700000002', 1500));
    expect(fake.payouts().filter((p) => p.merchant_reference === paymentId)).toMatchObject([{ status: 'started' }]);
  });
  it('does not call refused a payout FedaPay will not start again because an earlier attempt started it', async () => {
    const paymentId = '7d8e9f10-3333-4b62-8c4a-1e2f3a4b5c03';
    fake.failNext('start_payout', { status: 504, body: { message: 'Gateway Timeout' } });
    expect(await rejection(fedapayAdapter.payout(order(paymentId, 'celtiis', '+2290140000003', 4000)))).toBeInstanceOf(ProviderUnavailable);
    const [stale] = fake.payouts().filter((p) => p.merchant_reference === paymentId);
    fake.setPayoutStatus(paymentId, 'started');
    fake.failNext('lookup_payout', { status: 200, body: { 'v1/payout': stale } });
    fake.failNext('start_payout', { status: 400, body: { message: 'Dépôt déjà démarré' } });
    expect(await fedapayAdapter.payout(order(paymentId, 'celtiis', '+2290140000003', 4000))).toEqual({ providerReference: fedapayId(paymentId) });
    fake.setPayoutStatus(paymentId, 'pending');
    fake.failNext('start_payout', { status: 400, body: { message: 'Dépôt refusé' } });
    expect(await refused(fedapayAdapter.payout(order(paymentId, 'celtiis', '+2290140000003', 4000)))).toBe('provider_refused');
  });
});

describe('orders FedaPay cannot take', () => {
  it('refuses Ghana (its players keep the sandbox), an operator the country does not have and a number of no country it serves, asking FedaPay nothing', async () => {
    const paymentId = '2a3b4c5d-4444-4c73-9d5b-2f3a4b5c6d01';
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'mtn_momo', '+233241234567')))).toBe('operator_unavailable');
    expect(await refused(fedapayAdapter.payout(order(paymentId, 'telecel_cash', '+233201234567')))).toBe('operator_unavailable');
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'airteltigo_money', '+22890112345')))).toBe('operator_unavailable');
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'wave', '+22890112345')))).toBe('operator_unavailable');
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'tmoney', '+2289011234')))).toBe('invalid_phone');
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'mtn_momo', '+22997123456')))).toBe('invalid_phone');
    expect(fake.takeRequests()).toEqual([]);
  });
});

describe('errors', () => {
  it('is unavailable when FedaPay cannot be reached or cuts the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv('FEDAPAY_API_URL', `http://127.0.0.1:${port}`);
    expect(await rejection(fedapayAdapter.collect(order('3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e01', 'tmoney', '+22890112345')))).toBeInstanceOf(ProviderUnavailable);
    expect(await rejection(fedapayAdapter.status({ paymentId: '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e01', direction: 'in', providerReference: '5' }))).toBeInstanceOf(
      ProviderUnavailable,
    );
    vi.stubEnv('FEDAPAY_API_URL', fake.url);
    fake.failNext('create_transaction', 'disconnect');
    expect(await rejection(fedapayAdapter.collect(order('3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e02', 'tmoney', '+22890112345')))).toBeInstanceOf(ProviderUnavailable);
  });

  it.each([
    ['create_transaction', 500, { message: 'Internal Server Error' }, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f01'],
    ['create_transaction', 503, {}, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f02'],
    ['create_transaction', 429, { message: 'Too Many Attempts.' }, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f03'],
    ['push', 500, { message: 'Internal Server Error' }, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f04'],
    ['lookup_transaction', 502, { message: 'Bad Gateway' }, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f05'],
    ['lookup_transaction', 403, { message: 'Forbidden' }, '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7f06'],
  ] as const)('is unavailable when %s answers %i', async (route, status, body, paymentId) => {
    fake.failNext(route, { status, body });
    expect(await rejection(fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890112345')))).toBeInstanceOf(ProviderUnavailable);
  });

  it('is unavailable when FedaPay refuses our key (401), without saying the key', async () => {
    vi.stubEnv('FEDAPAY_SECRET_KEY', 'sk_sandbox_WRONG_k3y');
    for (const attempt of [
      fedapayAdapter.collect(order('3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e03', 'tmoney', '+22890112345')),
      fedapayAdapter.payout(order('3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e03', 'tmoney', '+22890112345')),
      fedapayAdapter.status({ paymentId: '3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e03', direction: 'in', providerReference: null }),
    ]) {
      const error = await rejection(attempt);
      expect(error).toBeInstanceOf(ProviderUnavailable);
      expect((error as Error).message).toContain('401');
      expect((error as Error).message).not.toContain('sk_sandbox_WRONG_k3y');
    }
    expect(fake.takeRequests().map((r) => r.authorization)).toEqual(['Bearer sk_sandbox_WRONG_k3y', 'Bearer sk_sandbox_WRONG_k3y', 'Bearer sk_sandbox_WRONG_k3y']);
  });

  it('does not repeat the key FedaPay would echo in an error', async () => {
    fake.failNext('create_transaction', { status: 500, body: { message: `bad key ${SECRET_KEY}` } });
    const error = await rejection(fedapayAdapter.collect(order('3b4c5d6e-5555-4d84-8e6c-3a4b5c6d7e04', 'tmoney', '+22890112345')));
    expect((error as Error).message).toBe('FedaPay answered 500 to POST /v1/transactions: {"message":"bad key [secret]"}');
  });

  it.each([
    ['push', 400, { message: 'Le numéro de téléphone est invalide', errors: { phone_number: ['is invalid'] } }, 'invalid_phone', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e01'],
    ['push', 422, { message: 'Numéro de téléphone non enregistré chez l’opérateur' }, 'invalid_phone', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e02'],
    ['create_transaction', 400, { message: 'La validation a échoué', errors: { amount: ['must be greater than or equal to 100'] } }, 'amount_refused', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e03'],
    ['create_transaction', 422, { message: 'Montant maximum dépassé' }, 'amount_refused', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e04'],
    ['push', 400, { message: 'Mode de paiement non disponible', errors: { mode: ['is not available'] } }, 'operator_unavailable', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e05'],
    ['push', 404, { message: 'Not found' }, 'operator_unavailable', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e06'],
    ['push', 400, { message: 'Solde insuffisant' }, 'payer_insufficient_funds', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e07'],
    ['token', 400, { message: 'Transaction déjà traitée' }, 'provider_refused', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e08'],
    ['create_transaction', 400, {}, 'provider_refused', '4c5d6e7f-6666-4e95-9f7d-0a1b2c3d4e09'],
  ] as const)('refuses a collection when %s answers %i %j: %s', async (route, status, body, reason, paymentId) => {
    fake.failNext(route, { status, body });
    expect(await refused(fedapayAdapter.collect(order(paymentId, 'mtn_momo', '+2290197123456')))).toBe(reason);
  });

  it.each([
    ['start_payout', 400, { message: 'Solde insuffisant pour effectuer ce dépôt' }, 'payout_refused', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f01'],
    ['start_payout', 400, { message: 'Validation failed', errors: { balance: ['is insufficient'] } }, 'payout_refused', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f02'],
    ['create_payout', 400, { message: 'La validation a échoué', errors: { phone_number: ['is invalid'] } }, 'invalid_phone', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f03'],
    ['create_payout', 400, { message: 'Mode de paiement non disponible', errors: { mode: ['is not available'] } }, 'operator_unavailable', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f04'],
    ['create_payout', 400, { message: 'Le montant est trop élevé' }, 'amount_refused', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f05'],
    ['start_payout', 400, { message: 'Dépôt refusé' }, 'provider_refused', '5d6e7f80-7777-4fa6-8a8e-1b2c3d4e5f06'],
  ] as const)('refuses a payout when %s answers %i %j: %s', async (route, status, body, reason, paymentId) => {
    fake.failNext(route, { status, body });
    expect(await refused(fedapayAdapter.payout(order(paymentId, 'orange_money', '+2250712345678', 10000)))).toBe(reason);
  });
});

describe('settings', () => {
  it('needs FEDAPAY_ENVIRONMENT to be sandbox or live, and FEDAPAY_SECRET_KEY', async () => {
    const query = { paymentId: '6e7f8091-8888-4ab7-9b9f-5c6d7e8f9001', direction: 'in' as const, providerReference: '1' };
    for (const environment of ['production', 'test', '']) {
      vi.stubEnv('FEDAPAY_ENVIRONMENT', environment);
      const error = await rejection(fedapayAdapter.status(query));
      expect(error).toBeInstanceOf(MissingSetting);
      expect((error as MissingSetting).setting).toBe('FEDAPAY_ENVIRONMENT');
    }
    vi.stubEnv('FEDAPAY_ENVIRONMENT', 'sandbox');
    vi.stubEnv('FEDAPAY_SECRET_KEY', '');
    expect(await rejection(fedapayAdapter.status(query))).toMatchObject({ setting: 'FEDAPAY_SECRET_KEY' });
  });

  it('talks to FedaPay’s sandbox or live servers when FEDAPAY_API_URL is not set', async () => {
    vi.stubEnv('FEDAPAY_API_URL', '');
    const asked: string[] = [];
    server.use(
      http.get(/^https:\/\/(sandbox-)?api\.fedapay\.com\//, ({ request }) => {
        asked.push(`${request.url} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const query = { paymentId: '6e7f8091-8888-4ab7-9b9f-5c6d7e8f9002', direction: 'in' as const, providerReference: '42' };
    expect(await fedapayAdapter.status(query)).toEqual({ kind: 'unknown' });
    vi.stubEnv('FEDAPAY_ENVIRONMENT', 'live');
    expect(await fedapayAdapter.status({ ...query, direction: 'out' })).toEqual({ kind: 'unknown' });
    expect(asked).toEqual([
      `https://sandbox-api.fedapay.com/v1/transactions/42?include=customer,currency Bearer ${SECRET_KEY}`,
      `https://api.fedapay.com/v1/payouts/42?include=customer,currency Bearer ${SECRET_KEY}`,
    ]);
  });
});

describe('status', () => {
  it.each<[FakeTransactionStatus, string, object]>([
    ['pending', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900101', { kind: 'pending' }],
    ['approved', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900102', { kind: 'final', outcome: 'succeeded', failureReason: null, amount: 3000, currency: 'XOF' }],
    ['transferred', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900103', { kind: 'final', outcome: 'succeeded', failureReason: null, amount: 3000, currency: 'XOF' }],
    ['approved_partially_refunded', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900104', { kind: 'final', outcome: 'succeeded', failureReason: null, amount: 3000, currency: 'XOF' }],
    ['declined', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900105', { kind: 'final', outcome: 'failed', failureReason: 'declined', amount: 3000, currency: 'XOF' }],
    ['expired', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900106', { kind: 'final', outcome: 'failed', failureReason: 'declined', amount: 3000, currency: 'XOF' }],
    ['canceled', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900107', { kind: 'final', outcome: 'failed', failureReason: 'provider_refused', amount: 3000, currency: 'XOF' }],
    ['refunded', '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900108', { kind: 'final', outcome: 'failed', failureReason: 'provider_refused', amount: 3000, currency: 'XOF' }],
  ])('reads a transaction %s, by id and by merchant reference', async (fedapayStatus, paymentId, expected) => {
    await fedapayAdapter.collect(order(paymentId, 'moov_money', '+2290195000001', 3000));
    const id = fedapayId(paymentId);
    if (fedapayStatus !== 'pending') fake.setTransactionStatus(paymentId, fedapayStatus);
    expect(await fedapayAdapter.status({ paymentId, direction: 'in', providerReference: id })).toEqual({ ...expected, providerReference: id });
    expect(await fedapayAdapter.status({ paymentId, direction: 'in', providerReference: null })).toEqual({ ...expected, providerReference: id });
  });

  it('finds an approval whose webhook never came', async () => {
    const paymentId = '8a9b0c1d-9999-4cc8-8c0a-6d7e8f900109';
    await fedapayAdapter.collect(order(paymentId, 'tmoney', '+22890112345', 5000));
    fake.approve(paymentId);
    expect(await fedapayAdapter.status({ paymentId, direction: 'in', providerReference: null })).toEqual({
      kind: 'final',
      providerReference: fedapayId(paymentId),
      outcome: 'succeeded',
      failureReason: null,
      amount: 5000,
      currency: 'XOF',
    });
  });

  it.each<[FakePayoutStatus, string, object]>([
    ['pending', '9b0c1d2e-aaaa-4dd9-9d1b-7e8f90010201', { kind: 'pending' }],
    ['started', '9b0c1d2e-aaaa-4dd9-9d1b-7e8f90010202', { kind: 'pending' }],
    ['processing', '9b0c1d2e-aaaa-4dd9-9d1b-7e8f90010203', { kind: 'pending' }],
    ['sent', '9b0c1d2e-aaaa-4dd9-9d1b-7e8f90010204', { kind: 'final', outcome: 'succeeded', failureReason: null, amount: 7000, currency: 'XOF' }],
    ['failed', '9b0c1d2e-aaaa-4dd9-9d1b-7e8f90010205', { kind: 'final', outcome: 'failed', failureReason: 'payout_refused', amount: 7000, currency: 'XOF' }],
  ])('reads a payout %s', async (fedapayStatus, paymentId, expected) => {
    await fedapayAdapter.payout(order(paymentId, 'flooz', '+22899000001', 7000));
    const id = fedapayId(paymentId);
    fake.setPayoutStatus(paymentId, fedapayStatus);
    expect(await fedapayAdapter.status({ paymentId, direction: 'out', providerReference: id })).toEqual({ ...expected, providerReference: id });
    expect(await fedapayAdapter.status({ paymentId, direction: 'out', providerReference: null })).toEqual({ ...expected, providerReference: id });
  });

  it('does not know a payment FedaPay never got, nor a reference that names another payment', async () => {
    expect(await fedapayAdapter.status({ paymentId: '0c1d2e3f-bbbb-4eea-8e2c-8f9001020301', direction: 'in', providerReference: null })).toEqual({ kind: 'unknown' });
    expect(await fedapayAdapter.status({ paymentId: '0c1d2e3f-bbbb-4eea-8e2c-8f9001020301', direction: 'out', providerReference: null })).toEqual({ kind: 'unknown' });
    expect(await fedapayAdapter.status({ paymentId: '0c1d2e3f-bbbb-4eea-8e2c-8f9001020301', direction: 'in', providerReference: '999999' })).toEqual({ kind: 'unknown' });
    const other = '0c1d2e3f-bbbb-4eea-8e2c-8f9001020302';
    await fedapayAdapter.collect(order(other, 'tmoney', '+22890112345'));
    fake.approve(other);
    expect(await fedapayAdapter.status({ paymentId: '0c1d2e3f-bbbb-4eea-8e2c-8f9001020301', direction: 'in', providerReference: fedapayId(other) })).toEqual({
      kind: 'unknown',
    });
  });
});

describe('readConfirmation', () => {
  const PAYMENT = '1d2e3f40-cccc-4ffb-9f3d-900102030401';
  let reference: string;

  beforeAll(async () => {
    vi.stubEnv('FEDAPAY_SECRET_KEY', SECRET_KEY);
    vi.stubEnv('FEDAPAY_ENVIRONMENT', 'sandbox');
    vi.stubEnv('FEDAPAY_API_URL', fake.url);
    server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
    await fedapayAdapter.collect(order(PAYMENT, 'tmoney', '+22890112345', 5000));
    fake.approve(PAYMENT);
    reference = fedapayId(PAYMENT);
    vi.unstubAllEnvs();
  });

  const deliver = (options: Partial<Parameters<FakeFedaPay['deliver']>[1]> = {}, ref = PAYMENT) =>
    fake.deliver(ref, { webhookUrl: WEBHOOK_URL, secret: WEBHOOK_SECRET, timestampSeconds: NOW_S, ...options });

  const approved = () => ({
    kind: 'confirmation',
    confirmation: {
      paymentId: PAYMENT,
      providerReference: reference,
      outcome: 'succeeded',
      failureReason: null,
      direction: 'in',
      provider: 'tmoney',
      phone: '+22890112345',
      amount: 5000,
      currency: 'XOF',
    },
  });

  it('reads an approval signed with the endpoint’s secret', async () => {
    expect(await deliver()).toEqual({ status: 200, body: approved() });
  });

  it('reads a replayed delivery the same (the database keeps it idempotent)', async () => {
    expect(await deliver()).toEqual({ status: 200, body: approved() });
    expect(await fake.resend()).toEqual({ status: 200, body: approved() });
  });

  it('refuses a delivery signed with another secret', async () => {
    expect(await deliver({ signWith: 'wh_sandbox_someone_else' })).toEqual({ status: 200, body: { kind: 'bad_signature' } });
  });

  it('refuses a body changed after signing: the amount, the currency', async () => {
    expect(await deliver({ tamper: { amount: 500000 } })).toEqual({ status: 200, body: { kind: 'bad_signature' } });
    expect(await deliver({ tamper: { currency: 'GHS' } })).toEqual({ status: 200, body: { kind: 'bad_signature' } });
  });

  it('reads a genuine event in another currency with that currency (payments-webhook refuses it)', async () => {
    const reading = await deliver({ override: { currency: { id: 9, iso: 'GHS' } } });
    expect(reading.body).toEqual({ ...approved(), confirmation: { ...approved().confirmation, currency: 'GHS' } });
  });

  it('accepts a timestamp up to 300 s away, and calls stale one 301 s old or ahead', async () => {
    expect(await deliver({ timestampSeconds: NOW_S - 300 })).toEqual({ status: 200, body: approved() });
    expect(await deliver({ timestampSeconds: NOW_S + 300 })).toEqual({ status: 200, body: approved() });
    expect(await deliver({ timestampSeconds: NOW_S - 301 })).toEqual({ status: 200, body: { kind: 'stale' } });
    expect(await deliver({ timestampSeconds: NOW_S + 301 })).toEqual({ status: 200, body: { kind: 'stale' } });
    expect(await deliver({ timestampSeconds: NOW_S - 3600, signWith: 'wh_sandbox_someone_else' })).toEqual({ status: 200, body: { kind: 'bad_signature' } });
  });

  it('calls a body without the header unsigned, and a header it cannot read a bad signature', async () => {
    const body = JSON.stringify({ id: 1, name: 'transaction.approved', entity: {} });
    expect(await read(body, null)).toEqual({ kind: 'unsigned' });
    expect(await read(body, '')).toEqual({ kind: 'unsigned' });
    const good = signatureHeader(body);
    const hex = good.split('s=')[1]!;
    for (const header of [
      `sha256=${hex}`,
      `s=${hex}`,
      `t=${NOW_S}`,
      `t=${NOW_S},s=`,
      `t=${NOW_S},s=${hex.slice(0, 63)}`,
      `t=soon,s=${hex}`,
      `t=${NOW_S},t=${NOW_S},s=${hex}`,
      `t=${NOW_S - 1},s=${hex}`,
      'garbage',
    ]) {
      expect(await read(body, header)).toEqual({ kind: 'bad_signature' });
    }
    expect(await read(body, good)).toEqual({ kind: 'malformed', reason: 'invalid entity id' });
    expect(await read(body, ` t=${NOW_S} , s=${hex.toUpperCase()} `)).toEqual({ kind: 'malformed', reason: 'invalid entity id' });
    expect(await read(body, `t=${NOW_S},s=${'0'.repeat(64)},s=${hex}`)).toEqual({ kind: 'malformed', reason: 'invalid entity id' });
  });

  it('reads declines, cancellations and expiries of recharges', async () => {
    const failed = (failureReason: string) => ({ ...approved(), confirmation: { ...approved().confirmation, outcome: 'failed', failureReason } });
    expect((await deliver({ event: 'transaction.declined', override: { status: 'declined' } })).body).toEqual(failed('declined'));
    expect((await deliver({ event: 'transaction.canceled', override: { status: 'canceled' } })).body).toEqual(failed('provider_refused'));
    expect((await deliver({ event: 'transaction.expired', override: { status: 'expired' } })).body).toEqual(failed('declined'));
  });

  it('reads payouts sent and failed', async () => {
    const paymentId = '1d2e3f40-cccc-4ffb-9f3d-900102030402';
    await fedapayAdapter.payout(order(paymentId, 'flooz', '+22899123456', 2000));
    fake.sendPayout(paymentId);
    const sent = {
      paymentId,
      providerReference: fedapayId(paymentId),
      outcome: 'succeeded',
      failureReason: null,
      direction: 'out',
      provider: 'flooz',
      phone: '+22899123456',
      amount: 2000,
      currency: 'XOF',
    };
    expect(await deliver({}, paymentId)).toEqual({ status: 200, body: { kind: 'confirmation', confirmation: sent } });
    fake.failPayout(paymentId);
    expect((await deliver({}, paymentId)).body).toEqual({ kind: 'confirmation', confirmation: { ...sent, outcome: 'failed', failureReason: 'payout_refused' } });
  });

  it('acknowledges events that are no final answer', async () => {
    expect((await deliver({ event: 'transaction.created' })).body).toEqual({ kind: 'ignored', reason: 'event transaction.created' });
    expect((await deliver({ event: 'transaction.transferred' })).body).toEqual({ kind: 'ignored', reason: 'event transaction.transferred' });
    expect((await deliver({ event: 'customer.created', override: { klass: 'v1/customer', merchant_reference: undefined } })).body).toEqual({
      kind: 'ignored',
      reason: 'event customer.created',
    });
    const typed = JSON.stringify({ id: 3, type: 'payout.started', entity: {} });
    expect(await read(typed, signatureHeader(typed))).toEqual({ kind: 'ignored', reason: 'event payout.started' });
  });

  it('reads the phone from a national number with its country, the operator from the mode, XOF from currency id 1', async () => {
    const reading = await deliver({
      override: { customer: { id: 5, phone_number: { number: '90112345', country: 'TG' } }, mode: 'moov_tg', currency: undefined, currency_id: 1 },
    });
    expect(reading.body).toEqual({ ...approved(), confirmation: { ...approved().confirmation, provider: 'flooz', phone: '+22890112345', currency: 'XOF' } });
    const bare = await deliver({ override: { customer: null, mode: 'card' } });
    expect(bare.body).toEqual({ ...approved(), confirmation: { ...approved().confirmation, provider: null, phone: null } });
  });

  it('calls malformed a signed event it cannot read', async () => {
    const reason = async (override: Record<string, unknown>) => (await deliver({ override })).body;
    expect(await reason({ merchant_reference: 'order-42' })).toEqual({ kind: 'malformed', reason: 'invalid merchant_reference' });
    expect(await reason({ merchant_reference: null })).toEqual({ kind: 'malformed', reason: 'invalid merchant_reference' });
    expect(await reason({ amount: '5000' })).toEqual({ kind: 'malformed', reason: 'invalid amount' });
    expect(await reason({ amount: 0 })).toEqual({ kind: 'malformed', reason: 'invalid amount' });
    expect(await reason({ amount: 12.5 })).toEqual({ kind: 'malformed', reason: 'invalid amount' });
    expect(await reason({ id: 'abc' })).toEqual({ kind: 'malformed', reason: 'invalid entity id' });
    expect(await reason({ currency: undefined, currency_id: 7 })).toEqual({ kind: 'malformed', reason: 'invalid currency' });
    expect(await reason({ currency: { iso: 'xof' } })).toEqual({ kind: 'malformed', reason: 'invalid currency' });
    for (const [body, expected] of [
      ['not json', 'invalid JSON'],
      ['[]', 'invalid event: not a JSON object'],
      ['"transaction.approved"', 'invalid event: not a JSON object'],
      ['{"id":1,"entity":{}}', 'invalid name'],
      ['{"name":"transaction.approved","entity":[]}', 'invalid entity'],
    ] as const) {
      expect(await read(body, signatureHeader(body))).toEqual({ kind: 'malformed', reason: expected });
    }
  });

  it('needs FEDAPAY_WEBHOOK_SECRET to check a signature', async () => {
    vi.stubEnv('FEDAPAY_WEBHOOK_SECRET', '');
    const body = '{}';
    expect(await rejection(read(body, signatureHeader(body)))).toMatchObject({ setting: 'FEDAPAY_WEBHOOK_SECRET' });
    expect(await read(body, null)).toEqual({ kind: 'unsigned' });
  });
});
