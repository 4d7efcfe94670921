/** payments-webhook as a plain Request → Response handler: the project's REST API is MSW here. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signBody } from '../../supabase/functions/_shared/signature';
import handler from '../../supabase/functions/payments-webhook/index';
import { server } from '../msw/server';
import { PAYMENT, PROJECT, stubProject } from './fake-project';

const completion = {
  event: 'transaction.completed',
  id: `sbx-col-${PAYMENT.id}`,
  kind: 'collection',
  merchant_reference: PAYMENT.id,
  provider: PAYMENT.provider,
  phone: PAYMENT.phone,
  amount: PAYMENT.amount,
  status: 'succeeded',
  reason: null,
  created_at: '2026-11-23T08:00:00.000Z',
  completed_at: '2026-11-23T08:00:05.000Z',
};

async function post(body: string, signature: string | null | 'sign' = 'sign'): Promise<{ status: number; body: Record<string, unknown> }> {
  const header = signature === 'sign' ? `sha256=${await signBody(PROJECT.SANDBOX_WEBHOOK_SECRET, body)}` : signature;
  const response = await handler(
    new Request('http://functions.test/payments-webhook', { method: 'POST', headers: header === null ? {} : { 'x-sandbox-signature': header }, body }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Settled {
  args: unknown;
  apikey: string | null;
}

/** The project's REST API: the payment row, settle_payment answering `answer`, and the discrepancies recorded (in `noted`). */
function project(answer: () => Response, row: object | null = PAYMENT, noted: unknown[] = []): Settled[] {
  const calls: Settled[] = [];
  server.use(
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/record_payment_discrepancy`, async ({ request }) => {
      noted.push(await request.json());
      return HttpResponse.json('d1');
    }),
    http.get(`${PROJECT.SUPABASE_URL}/rest/v1/payments`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('id')).toBe(`eq.${PAYMENT.id}`);
      return HttpResponse.json(row ? [row] : []);
    }),
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/settle_payment`, async ({ request }) => {
      calls.push({ args: await request.json(), apikey: request.headers.get('apikey') });
      return answer();
    }),
  );
  return calls;
}

beforeEach(() => stubProject());
afterEach(() => vi.unstubAllEnvs());

describe('payments-webhook', () => {
  it('settles a well-signed confirmation as the service role, and says when it was a replay', async () => {
    const calls = project(() => HttpResponse.json({ payment: { id: PAYMENT.id, status: 'succeeded' }, transaction_id: 't1', replayed: false }));
    const body = JSON.stringify(completion);
    expect(await post(body)).toEqual({ status: 200, body: { payment_id: PAYMENT.id, status: 'succeeded', replayed: false } });
    expect(calls).toEqual([
      {
        args: { payment_id: PAYMENT.id, provider_reference: `sbx-col-${PAYMENT.id}`, outcome: 'succeeded', failure_reason: null },
        apikey: PROJECT.SUPABASE_SERVICE_ROLE_KEY,
      },
    ]);
    project(() => HttpResponse.json({ payment: { id: PAYMENT.id, status: 'succeeded' }, transaction_id: 't1', replayed: true }));
    expect(await post(body)).toEqual({ status: 200, body: { payment_id: PAYMENT.id, status: 'succeeded', replayed: true } });
  });

  it('refuses unsigned and badly signed confirmations before reading them (no request leaves)', async () => {
    const body = JSON.stringify(completion);
    expect(await post(body, null)).toMatchObject({ status: 401, body: { code: 'missing_signature' } });
    expect(await post(body, `sha256=${await signBody('another', body)}`)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await post(body, await signBody(PROJECT.SANDBOX_WEBHOOK_SECRET, body))).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await post('not json', null)).toMatchObject({ status: 401 });
  });

  it('refuses a signed but malformed confirmation with a 400', async () => {
    expect(await post('not json')).toMatchObject({ status: 400, body: { message: 'The confirmation is malformed: invalid JSON' } });
    expect(await post(JSON.stringify({ ...completion, merchant_reference: 'abc' }))).toMatchObject({ status: 400, body: { message: 'The confirmation is malformed: invalid merchant_reference' } });
    expect(await post(JSON.stringify({ ...completion, event: 'transaction.created' }))).toMatchObject({ status: 400 });
    expect(await post(JSON.stringify({ ...completion, reason: 42 }))).toMatchObject({ status: 400 });
    expect(await post(JSON.stringify({ ...completion, amount: '5000' }))).toMatchObject({ status: 400 });
  });

  it('answers 409 when the payment can no longer take the answer, 404 for no payment, 422 for other terms; each is recorded for operators', async () => {
    const noted: unknown[] = [];
    project(() => HttpResponse.json({ code: 'P0001', message: 'invalid_state', details: '{"status": "expired"}', hint: null }, { status: 400 }), { ...PAYMENT, status: 'expired' }, noted);
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 409, body: { code: 'invalid_state', details: '{"status": "expired"}' } });
    project(() => HttpResponse.json({}), null, noted);
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const calls = project(() => HttpResponse.json({}), { ...PAYMENT, amount: 500 }, noted);
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 422, body: { code: 'terms_mismatch', mismatch: 'amount_mismatch' } });
    project(() => HttpResponse.json({}), { ...PAYMENT, phone: '+22890112346' }, noted);
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 422, body: { mismatch: 'terms_mismatch' } });
    expect(calls).toEqual([]);
    const reference = `sbx-col-${PAYMENT.id}`;
    expect(noted).toEqual([
      { payment_id: PAYMENT.id, provider_reference: reference, kind: 'paid_after_expiry', details: { ours: 'expired', provider: 'succeeded' } },
      { payment_id: null, provider_reference: reference, kind: 'unknown_payment', details: expect.objectContaining({ payment_id: PAYMENT.id }) },
      { payment_id: PAYMENT.id, provider_reference: reference, kind: 'amount_mismatch', details: expect.objectContaining({ provider: expect.objectContaining({ amount: 5000, currency: 'XOF' }) }) },
      { payment_id: PAYMENT.id, provider_reference: reference, kind: 'terms_mismatch', details: expect.objectContaining({ ours: expect.objectContaining({ phone: '+22890112346' }) }) },
    ]);
  });

  it('answers 502 (the provider sends again) when the database cannot be reached or fails', async () => {
    server.use(http.get(`${PROJECT.SUPABASE_URL}/rest/v1/payments`, () => HttpResponse.error()));
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 502, body: { code: 'database_unavailable' } });
    project(() => HttpResponse.json({ code: 'PGRST003', message: 'busy' }, { status: 503 }));
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 502, body: { code: 'database_unavailable' } });
  });

  it('is a POST endpoint, and answers 503 on a project where no provider or secret is set', async () => {
    const get = await handler(new Request('http://functions.test/payments-webhook'));
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('PAYMENTS_PROVIDER', '');
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 503, body: { code: 'not_configured' } });
    vi.stubEnv('PAYMENTS_PROVIDER', 'paypal');
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 503 });
    vi.stubEnv('PAYMENTS_PROVIDER', 'sandbox');
    vi.stubEnv('SANDBOX_WEBHOOK_SECRET', '');
    expect(await post(JSON.stringify(completion))).toMatchObject({ status: 503 });
    vi.mocked(console.error).mockRestore();
  });
});
