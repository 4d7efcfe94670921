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

const STORED = { id: PAYMENT.id, direction: 'in', provider: 'tmoney', phone: PAYMENT.phone, amount: 5000 };

/**
 * The database's outbox answering each claim with `claim()` (by default the stored recharge), the
 * aggregator taking orders, and record_payment_dispatch answering `recorded`.
 */
function services({
  claim = () => HttpResponse.json({ claimed: true, attempt: 1, payment: STORED }),
  recorded = () => HttpResponse.json({ replayed: false }),
}: { claim?: () => Response; recorded?: () => Response } = {}): Seen[] {
  const seen: Seen[] = [];
  const remember = async (request: Request) => {
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body: await request.json() });
  };
  server.use(
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/claim_payment_dispatch`, async ({ request }) => {
      await remember(request);
      return claim();
    }),
    http.post(`${PROJECT.SANDBOX_PROVIDER_URL}/:kind`, async ({ request, params }) => {
      await remember(request);
      return HttpResponse.json({ id: `sbx-${params.kind === 'collections' ? 'col' : 'pay'}-${PAYMENT.id}`, status: 'pending' }, { status: 201 });
    }),
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/record_payment_dispatch`, async ({ request }) => {
      await remember(request);
      return recorded();
    }),
    http.post(`${PROJECT.SUPABASE_URL}/rest/v1/rpc/record_payment_dispatch_error`, async ({ request }) => {
      await remember(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

const SERVICE = `Bearer ${PROJECT.SUPABASE_SERVICE_ROLE_KEY}`;
const claimOf = (id: string) => ({ path: '/rest/v1/rpc/claim_payment_dispatch', authorization: SERVICE, body: { payment_id: id } });

beforeEach(() => stubProject());
afterEach(() => vi.unstubAllEnvs());

describe('payments-dispatch', () => {
  it('orders the terms the database stores, whatever the webhook’s body says, then records the reference', async () => {
    const seen = services();
    const forged = { ...PAYMENT, direction: 'out', amount: 1_000_000, phone: '+22890999999', provider: 'flooz', status: 'pending' };
    expect(await post(insert(forged))).toEqual({ status: 200, body: { payment_id: PAYMENT.id, dispatched: true, provider_reference: `sbx-col-${PAYMENT.id}` } });
    expect(seen).toEqual([
      claimOf(PAYMENT.id),
      {
        path: '/sandbox/v1/collections',
        authorization: `Bearer ${PROJECT.SANDBOX_MERCHANT_KEY}`,
        body: { merchant_reference: PAYMENT.id, provider: 'tmoney', phone: PAYMENT.phone, amount: 5000 },
      },
      { path: '/rest/v1/rpc/record_payment_dispatch', authorization: SERVICE, body: { payment_id: PAYMENT.id, provider_reference: `sbx-col-${PAYMENT.id}` } },
    ]);
  });

  it('takes the id as {payment_id} too, and pays out a stored withdrawal', async () => {
    const seen = services({ claim: () => HttpResponse.json({ claimed: true, attempt: 2, payment: { ...STORED, direction: 'out', amount: '2500' } }) });
    expect(await post(JSON.stringify({ payment_id: PAYMENT.id.toUpperCase() }))).toMatchObject({ status: 200, body: { provider_reference: `sbx-pay-${PAYMENT.id}` } });
    expect(seen[0]).toEqual(claimOf(PAYMENT.id));
    expect(seen[1]).toMatchObject({ path: '/sandbox/v1/payouts', body: { amount: 2500 } });
  });

  it('orders nothing for an unknown id, a settled, dispatched or not-yet-due payment, or a body without an id', async () => {
    const seen = services({ claim: () => HttpResponse.json({ claimed: false, reason: 'not_found' }) });
    expect(await post(insert())).toEqual({ status: 404, body: { payment_id: PAYMENT.id, code: 'not_found', message: 'No such payment' } });
    for (const reason of ['not_pending', 'dispatched', 'not_due']) {
      services({ claim: () => HttpResponse.json({ claimed: false, reason }) });
      expect(await post(insert())).toEqual({ status: 200, body: { payment_id: PAYMENT.id, dispatched: false, reason } });
    }
    expect(await post(JSON.stringify({ record: { amount: 5000 } }))).toMatchObject({ status: 400, body: { code: 'malformed_payload' } });
    expect(await post(JSON.stringify({ payment_id: 'not-a-uuid' }))).toMatchObject({ status: 400 });
    expect(await post('{')).toMatchObject({ status: 400 });
    expect(seen.filter((call) => call.path.startsWith('/sandbox'))).toEqual([]);
  });

  it('lets in only the dispatch secret', async () => {
    const seen = services();
    expect(await post(insert(), null)).toMatchObject({ status: 401, body: { code: 'invalid_secret' } });
    expect(await post(insert(), 'dispatch-secreT')).toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
  });

  it('keeps the error for the next attempt when the aggregator cannot be reached; 502 when the database cannot', async () => {
    let seen = services();
    server.use(http.post(`${PROJECT.SANDBOX_PROVIDER_URL}/collections`, () => HttpResponse.json({ code: 'boom' }, { status: 500 })));
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'provider_unavailable' } });
    expect(seen.at(-1)).toMatchObject({ path: '/rest/v1/rpc/record_payment_dispatch_error', body: { payment_id: PAYMENT.id, error: expect.stringContaining('sandbox answered 500') } });
    services({ claim: () => HttpResponse.error() });
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'database_unavailable' } });
    seen = services({ recorded: () => HttpResponse.error() });
    expect(await post(insert())).toMatchObject({ status: 502, body: { code: 'database_unavailable' } });
    services({ recorded: () => HttpResponse.json({ code: 'P0001', message: 'invalid_state', details: '{"status": "succeeded"}' }, { status: 400 }) });
    expect(await post(insert())).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
  });

  it('answers 503 where no dispatch secret is set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('PAYMENTS_DISPATCH_SECRET', '');
    expect(await post(insert())).toMatchObject({ status: 503, body: { code: 'not_configured' } });
    vi.mocked(console.error).mockRestore();
  });
});
