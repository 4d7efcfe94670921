import { HttpResponse, delay, http } from 'msw';
import { type PlayerFixture, SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for the wallet, speaking PostgREST as supabase-js calls it: the money RPCs
 * (start_recharge, request_withdrawal, convert_winnings), the payments table (pending ones, one by
 * id, the latest) and the ledger_history view with its exact count. Refusals are PostgREST's shape
 * of a P0001 error; a network failure is a failed fetch.
 */
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

/** A row of public.payments as PostgREST returns it (without the idempotency key). */
export interface PaymentRowJson {
  id: string;
  player_id: string;
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
}

export function paymentRow(player: PlayerFixture, overrides: Partial<PaymentRowJson> = {}): PaymentRowJson {
  return {
    id: '5b0c7a52-6f1e-4b8e-9d3a-000000000001',
    player_id: player.id,
    direction: 'in',
    provider: 'tmoney',
    phone: '+22890123456',
    amount: 5_000,
    status: 'pending',
    provider_reference: null,
    created_at: '2026-11-23T07:59:00+00:00',
    updated_at: '2026-11-23T07:59:00+00:00',
    ...overrides,
  };
}

/** A row of the ledger_history view. */
export interface LedgerRowJson {
  id: string;
  kind: string;
  reference: string | null;
  created_at: string;
  play_amount: number;
  winnings_amount: number;
  balance_after: number;
  winnings_after: number;
}

/** `count` recharges of 1 000 CFA as ledger_history rows, newest first, an hour apart, the last on 23 Nov 2026 at 08:00 UTC. */
export function rechargeRows(count: number): LedgerRowJson[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `l${count - i}`,
    kind: 'recharge',
    reference: `payment:p${count - i}`,
    created_at: new Date(Date.UTC(2026, 10, 23, 8) - i * 3_600_000).toISOString(),
    play_amount: 1_000,
    winnings_amount: 0,
    balance_after: (count - i) * 1_000,
    winnings_after: 0,
  }));
}

/** A refusal of a money function: supabase-js gives code P0001, the stable code as message, the JSON detail. */
export function moneyRefusal(code: string, detail: Record<string, unknown>) {
  return HttpResponse.json({ code: 'P0001', message: code, details: JSON.stringify(detail), hint: null }, { status: 400 });
}

function wantsObject(request: Request) {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

const noRow = () =>
  HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows', hint: null }, { status: 406 });

/** Every idempotency key an RPC received, in order: what a test checks a retry against. */
export type KeyLog = string[];

async function keyOf(request: Request, log?: KeyLog): Promise<void> {
  log?.push(((await request.json()) as { idempotency_key: string }).idempotency_key);
}

export const payments = {
  /**
   * GET /rest/v1/payments: `rows` as the player's payments, filtered by `status=eq.` and `id=eq.`,
   * newest first, `limit` honoured; one object (or none) when supabase-js asks for a single row.
   */
  list: (rows: PaymentRowJson[]) =>
    http.get(rest('/payments'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status')?.replace(/^eq\./, '');
      const id = params.get('id')?.replace(/^eq\./, '');
      const limit = Number(params.get('limit') ?? Number.POSITIVE_INFINITY);
      const found = rows
        .filter((row) => (status === undefined || row.status === status) && (id === undefined || row.id === id))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, limit);
      if (wantsObject(request)) return found.length === 1 ? HttpResponse.json(found[0]) : found.length === 0 ? noRow() : HttpResponse.json(found);
      return HttpResponse.json(found);
    }),
  failing: () => http.get(rest('/payments'), () => HttpResponse.error()),
};

export const startRecharge = {
  /** start_recharge answers this payment (pending unless told otherwise) */
  answers: (row: PaymentRowJson, log?: KeyLog) =>
    http.post(rest('/rpc/start_recharge'), async ({ request }) => {
      await keyOf(request, log);
      return HttpResponse.json(row);
    }),
  refuses: (code: string, detail: Record<string, unknown>) => http.post(rest('/rpc/start_recharge'), () => moneyRefusal(code, detail)),
  /** the network drops the first request; the next ones reach a server that answers `row` */
  offlineOnce: (row: PaymentRowJson, log: KeyLog = []) =>
    http.post(rest('/rpc/start_recharge'), async ({ request }) => {
      await keyOf(request, log);
      return log.length === 1 ? HttpResponse.error() : HttpResponse.json(row);
    }),
  offline: () => http.post(rest('/rpc/start_recharge'), () => HttpResponse.error()),
  pending: () => http.post(rest('/rpc/start_recharge'), never),
};

export const requestWithdrawal = {
  answers: (payment: PaymentRowJson, balances: { balance: number; winnings: number }, log?: KeyLog) =>
    http.post(rest('/rpc/request_withdrawal'), async ({ request }) => {
      await keyOf(request, log);
      return HttpResponse.json({ payment, transaction_id: '7c1d0e9f-0000-4000-8000-000000000002', ...balances });
    }),
  refuses: (code: string, detail: Record<string, unknown>) => http.post(rest('/rpc/request_withdrawal'), () => moneyRefusal(code, detail)),
  /** the network drops the first request; the next ones reach a server that answers */
  offlineOnce: (payment: PaymentRowJson, balances: { balance: number; winnings: number }, log: KeyLog = []) =>
    http.post(rest('/rpc/request_withdrawal'), async ({ request }) => {
      await keyOf(request, log);
      return log.length === 1 ? HttpResponse.error() : HttpResponse.json({ payment, transaction_id: '7c1d0e9f-0000-4000-8000-000000000002', ...balances });
    }),
  offline: () => http.post(rest('/rpc/request_withdrawal'), () => HttpResponse.error()),
  pending: () => http.post(rest('/rpc/request_withdrawal'), never),
};

export const convertWinnings = {
  answers: (balances: { balance: number; winnings: number }, log?: KeyLog) =>
    http.post(rest('/rpc/convert_winnings'), async ({ request }) => {
      const body = (await request.clone().json()) as { amount: number };
      await keyOf(request, log);
      return HttpResponse.json({ transaction_id: '7c1d0e9f-0000-4000-8000-000000000003', amount: body.amount, ...balances });
    }),
  refuses: (code: string, detail: Record<string, unknown>) => http.post(rest('/rpc/convert_winnings'), () => moneyRefusal(code, detail)),
  /** the network drops the first request; the next ones reach a server that converts */
  offlineOnce: (balances: { balance: number; winnings: number }, log: KeyLog = []) =>
    http.post(rest('/rpc/convert_winnings'), async ({ request }) => {
      const body = (await request.clone().json()) as { amount: number };
      await keyOf(request, log);
      return log.length === 1 ? HttpResponse.error() : HttpResponse.json({ transaction_id: '7c1d0e9f-0000-4000-8000-000000000003', amount: body.amount, ...balances });
    }),
  offline: () => http.post(rest('/rpc/convert_winnings'), () => HttpResponse.error()),
  pending: () => http.post(rest('/rpc/convert_winnings'), never),
};

export const ledgerHistory = {
  /** GET /rest/v1/ledger_history: `rows` (or what a function gives at each request) newest first, paged by offset/limit, with the exact count in Content-Range */
  of: (rows: LedgerRowJson[] | (() => LedgerRowJson[])) =>
    http.get(rest('/ledger_history'), ({ request }) => {
      const all = typeof rows === 'function' ? rows() : rows;
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? all.length);
      const page = all.slice(offset, offset + limit);
      const range = page.length > 0 ? `${offset}-${offset + page.length - 1}` : '*';
      return HttpResponse.json(page, { headers: { 'content-range': `${range}/${all.length}` } });
    }),
  failing: () => http.get(rest('/ledger_history'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  pending: () => http.get(rest('/ledger_history'), never),
};
