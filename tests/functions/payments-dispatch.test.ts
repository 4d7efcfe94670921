/** payments-dispatch as a plain Request → Response handler: the aggregator and the REST API are MSW here. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import handler from '../../supabase/functions/payments-dispatch/index';
import { server } from '../msw/server';
import { PAYMENT, PROJECT, stubProject } from './fake-project';

const insert = (record: object = PAYMENT) => JSON.stringify({ type: 'INSERT', table: 'payments', schema: 'public', record, old_record: null });

async function post(body: string, secret: string | null = PROJECT.PAYMENTS_DISPATCH_SECRET): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(
    new Request('http://functions.test/payments-dispatch', { method: 'POST', headers: secret === null ? {} : { 'x-dispatch-secret': secret }, body }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Seen {
  path: string;
  authorization: string | null;
  body: unknown;
}

/** The aggregator taking orders, and record_payment_dispatch answering `recorded`. */
function services(recorded: () => Response = () => HttpResponse.json({ replayed: false })): Seen[] {
  const seen: Seen[] = [];
  const remember = async (request: Request) => {
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body: await request.json() });
  };
  server.use(
    http.post(`${PROJECT.SANDBOX_PROVIDER_URL}/:kind`, async ({ request, params }) => {
      await remember(request);
      return HttpResponse.json({ id: `sbx-${params.kind === 'collections' ? 'col' : 'pay'}-${PAYMENT.id}`, status: 'pending' }, { status: 201 });
    }),
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/record_payment_dispatch`, async ({ request }) => {
      await remember(request);
      return recorded();
    }),
  );
  return seen;
}

beforeEach(() => stubProject());
afterEach(() => vi.unstubAllEnvs());

describe('payments-dispatch', () => {
  it('asks the aggregator to collect a recharge and to pay out a withdrawal, then records its reference', async () => {
    const seen = services();
    expect(await post(insert())).toEqual({ status: 200, body: { payment_id: PAYMENT.id, dispatched: true, provider_reference: `sbx-col-${PAYMENT.id}` } });
    expect(await post(insert({ ...PAYMENT, direction: 'out' }))).toMatchObject({ status: 200, body: { provider_reference: `sbx-pay-${PAYMENT.id}` } });
    const order = { merchant_reference: PAYMENT.id, provider: 'tmoney', phone: PAYMENT.phone, amount: 5000 };
    expect(seen).toEqual([
      { path: '/sandbox/v1/collections', authorization: `Bearer ${PROJECT.SANDBOX_MERCHANT_KEY}`, body: order },
      { path: '/rest/v1/rpc/record_payment_dispatch', authorization: `Bearer ${PROJECT.SUPABASE_SERVICE_ROLE_KEY}`, body: { payment_id: PAYMENT.id, provider_reference: `sbx-col-${PAYMENT.id}` } },
      { path: '/sandbox/v1/payouts', authorization: `Bearer ${PROJECT.SANDBOX_MERCHANT_KEY}`, body: order },
      { path: '/rest/v1/rpc/record_payment_dispatch', authorization: `Bearer ${PROJECT.SUPABASE_SERVICE_ROLE_KEY}`, body: { payment_id: PAYMENT.id, provider_reference: `sbx-pay-${PAYMENT.id}` } },
    ]);
  });

  it('lets in only the Database Webhook’s secret', async () => {
    const seen = services();
    expect(await post(insert(), null)).toMatchObject({ status: 401, body: { code: 'invalid_secret' } });
    expect(await post(insert(), 'dispatch-secreT')).toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
  });

  it('sends nothing for a payment that is no longer pending', async () => {
    const seen = services();
    expect(await post(insert({ ...PAYMENT, status: 'expired' }))).toMatchObject({ status: 200, body: { dispatched: false, reason: 'not_pending' } });
    expect(seen).toEqual([]);
  });

  it('answers 502 when the aggregator or the database cannot be reached, so the dispatch is sent again', async () => {
    server.use(http.post(`${PROJECT.SANDBOX_PROVIDER_URL}/collections`, () => HttpResponse.error()));
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'provider_unavailable' } });
    server.use(http.post(`${PROJECT.SANDBOX_PROVIDER_URL}/collections`, () => HttpResponse.json({ code: 'boom' }, { status: 500 })));
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'provider_unavailable' } });
    services(() => HttpResponse.error());
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'database_unavailable' } });
    services(() => HttpResponse.json({ code: 'P0001', message: 'invalid_state', details: '{"status": "succeeded"}' }, { status: 400 }));
    expect(await post(insert())).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
  });

  it('answers 503 where no dispatch secret is set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('PAYMENTS_DISPATCH_SECRET', '');
    expect(await post(insert())).toMatchObject({ status: 503, body: { code: 'not_configured' } });
    vi.mocked(console.error).mockRestore();
  });
});
