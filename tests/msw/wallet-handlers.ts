import { HttpResponse, delay, http } from 'msw';
import { type PlayerFixture, SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for the wallet, speaking PostgREST as supabase-js calls it: the money RPCs
 * (start_recharge, request_withdrawal, convert_winnings), the payments table (pending ones, one by
 * id, the latest), the wallet_history view with its exact count and the withdrawal_phones view.
 * Refusals are PostgREST's shape of a P0001 error; a network failure is a failed fetch.
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
  failure_reason: string | null;
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
    failure_reason: null,
    provider_reference: null,
    created_at: '2026-11-23T07:59:00+00:00',
    updated_at: '2026-11-23T07:59:00+00:00',
    ...overrides,
  };
}

/** A row of the wallet_history view: a ledger movement with its payment, ticket or draw, or a recharge that moved nothing. */
export interface WalletHistoryRowJson {
  id: string;
  player_id: string;
  kind: string;
  created_at: string;
  play_amount: number;
  winnings_amount: number;
  /** null, with the winnings after, for a recharge that moved nothing */
  balance_after: number | null;
  winnings_after: number | null;
  payment_id: string | null;
  payment_amount: number | null;
  payment_status: string | null;
  failure_reason: string | null;
  provider: string | null;
  phone: string | null;
  provider_reference: string | null;
  ticket_code: string | null;
  draw_id: string | null;
  draw_country: string | null;
  draw_day: string | null;
  draw_time: string | null;
  draw_at: string | null;
}

const NOTHING_ABOUT = {
  payment_id: null,
  payment_amount: null,
  payment_status: null,
  failure_reason: null,
  provider: null,
  phone: null,
  provider_reference: null,
  ticket_code: null,
  draw_id: null,
  draw_country: null,
  draw_day: null,
  draw_time: null,
  draw_at: null,
} as const;

/** A movement of no payment, ticket or draw (a conversion of 1 000 CFA unless told otherwise). */
export function historyRow(player: PlayerFixture, overrides: Partial<WalletHistoryRowJson> = {}): WalletHistoryRowJson {
  return {
    id: '0b7e1c52-6f1e-4b8e-9d3a-000000000001',
    player_id: player.id,
    kind: 'conversion',
    created_at: '2026-11-23T08:00:00+00:00',
    play_amount: 1_000,
    winnings_amount: -1_000,
    balance_after: 1_000,
    winnings_after: 0,
    ...NOTHING_ABOUT,
    ...overrides,
  };
}

/** A recharge's line: credited (`movement` given) or, without one, a recharge that moved nothing with the payment's status. */
export function rechargeHistoryRow(
  player: PlayerFixture,
  payment: Pick<PaymentRowJson, 'id' | 'amount' | 'status'> & Partial<Pick<PaymentRowJson, 'provider' | 'phone' | 'provider_reference' | 'failure_reason' | 'created_at'>>,
  movement?: { balance_after: number; winnings_after: number },
): WalletHistoryRowJson {
  const createdAt = payment.created_at ?? '2026-11-23T08:00:00+00:00';
  return historyRow(player, {
    id: movement ? `l-${payment.id}` : payment.id,
    kind: 'recharge',
    created_at: createdAt,
    play_amount: movement ? payment.amount : 0,
    winnings_amount: 0,
    balance_after: movement?.balance_after ?? null,
    winnings_after: movement?.winnings_after ?? null,
    payment_id: payment.id,
    payment_amount: payment.amount,
    payment_status: payment.status,
    failure_reason: payment.failure_reason ?? null,
    provider: payment.provider ?? 'tmoney',
    phone: payment.phone ?? '+22890123456',
    provider_reference: payment.provider_reference ?? (payment.status === 'succeeded' ? `sbx-col-${payment.id}` : null),
  });
}

/** `count` credited recharges of 1 000 CFA, newest first, an hour apart, the last on 23 Nov 2026 at 08:00 UTC. */
export function rechargeRows(player: PlayerFixture, count: number): WalletHistoryRowJson[] {
  return Array.from({ length: count }, (_, i) =>
    rechargeHistoryRow(
      player,
      { id: `p${count - i}`, amount: 1_000, status: 'succeeded', created_at: new Date(Date.UTC(2026, 10, 23, 8) - i * 3_600_000).toISOString() },
      { balance_after: (count - i) * 1_000, winnings_after: 0 },
    ),
  );
}

/** A row of the withdrawal_phones view. */
export interface WithdrawalPhoneRowJson {
  player_id: string;
  phone: string;
  provider: string;
  last_recharged_at: string;
}

export function withdrawalPhoneRow(player: PlayerFixture, overrides: Partial<WithdrawalPhoneRowJson> = {}): WithdrawalPhoneRowJson {
  return { player_id: player.id, phone: '+22890123456', provider: 'tmoney', last_recharged_at: '2026-11-22T10:00:00+00:00', ...overrides };
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

export const walletHistory = {
  /** GET /rest/v1/wallet_history: `rows` (or what a function gives at each request) newest first, paged by offset/limit, with the exact count in Content-Range */
  of: (rows: WalletHistoryRowJson[] | (() => WalletHistoryRowJson[])) =>
    http.get(rest('/wallet_history'), ({ request }) => {
      const all = typeof rows === 'function' ? rows() : rows;
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? all.length);
      const page = all.slice(offset, offset + limit);
      const range = page.length > 0 ? `${offset}-${offset + page.length - 1}` : '*';
      return HttpResponse.json(page, { headers: { 'content-range': `${range}/${all.length}` } });
    }),
  failing: () => http.get(rest('/wallet_history'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  pending: () => http.get(rest('/wallet_history'), never),
};

export const withdrawalPhones = {
  /** GET /rest/v1/withdrawal_phones: the numbers the player recharged from successfully, as given (the latest first) */
  of: (rows: WithdrawalPhoneRowJson[]) => http.get(rest('/withdrawal_phones'), () => HttpResponse.json(rows)),
  /** a server error (a failed fetch would be retried by postgrest-js for seconds) */
  failing: () => http.get(rest('/withdrawal_phones'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  pending: () => http.get(rest('/withdrawal_phones'), never),
};
