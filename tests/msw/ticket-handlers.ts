import { HttpResponse, delay, http } from 'msw';
import { type TicketFixture, ticketBetRows, ticketDrawRows, ticketSummaryRow, verifiedTicketJson } from '../fixtures/tickets';
import { SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for tickets, speaking PostgREST as supabase-js calls it: rpc place_bets and
 * verify_ticket, and the three reads behind 'Mes tickets' (ticket_summaries with an exact count,
 * then their bets, then those bets' draws). Money refusals are PostgREST's shape of a P0001 error.
 */
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

/** place_bets' answer: the ticket bought and the play balance right after it. */
export interface PlacementReceiptJson {
  code: string;
  placed_at: string;
  total_stake: number;
  balance: number;
}

export const RECEIPT: PlacementReceiptJson = { code: 'LA-7K3M-Q9TX-2HBD', placed_at: '2026-11-23T08:00:02Z', total_stake: 2_100, balance: 10_400 };

/** A refusal of a money function as PostgREST sends it: supabase-js gives code P0001, the stable code as message. */
export function moneyRefusal(code: string, detail: Record<string, unknown>) {
  return HttpResponse.json({ code: 'P0001', message: code, details: JSON.stringify(detail), hint: null }, { status: 400 });
}

const receiptBody = (receipt: PlacementReceiptJson) => ({ ticket_id: '9d8e7f6a-0000-4000-8000-000000000001', winnings: 0, ...receipt });

/** Every idempotency key place_bets received, in order (what a test checks a retry against). */
export type PlacementLog = string[];

async function keyOf(request: Request): Promise<string> {
  return ((await request.json()) as { idempotency_key: string }).idempotency_key;
}

export const placeBets = {
  succeeds: (receipt: PlacementReceiptJson = RECEIPT, log?: PlacementLog) =>
    http.post(rest('/rpc/place_bets'), async ({ request }) => {
      log?.push(await keyOf(request));
      return HttpResponse.json(receiptBody(receipt));
    }),
  refuses: (code: string, detail: Record<string, unknown>) => http.post(rest('/rpc/place_bets'), () => moneyRefusal(code, detail)),
  pending: () => http.post(rest('/rpc/place_bets'), never),
  /** the network drops the first request of each attempt (a new key); the same key again reaches a server that sells the ticket */
  offlineOnce: (receipt: PlacementReceiptJson = RECEIPT, log: PlacementLog = []) =>
    http.post(rest('/rpc/place_bets'), async ({ request }) => {
      const key = await keyOf(request);
      const seen = log.includes(key);
      log.push(key);
      return seen ? HttpResponse.json(receiptBody(receipt)) : HttpResponse.error();
    }),
  /**
   * The stack's per-user limit on heavy calls (issue 36): the first request of each attempt gets 429 with
   * Retry-After, before the database sees it; the same key again is sold.
   */
  rateLimitedOnce: (receipt: PlacementReceiptJson = RECEIPT, log: PlacementLog = []) =>
    http.post(rest('/rpc/place_bets'), async ({ request }) => {
      const key = await keyOf(request);
      const seen = log.includes(key);
      log.push(key);
      return seen
        ? HttpResponse.json(receiptBody(receipt))
        : HttpResponse.json({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }, { status: 429, headers: { 'Retry-After': '2' } });
    }),
};

export const verifyTicket = {
  /** answers the ticket whose code is asked, null for any other code */
  finds: (...tickets: TicketFixture[]) =>
    http.post(rest('/rpc/verify_ticket'), async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const ticket = tickets.find((candidate) => candidate.code === code);
      return HttpResponse.json(ticket ? verifiedTicketJson(ticket) : null);
    }),
  failing: () => http.post(rest('/rpc/verify_ticket'), () => HttpResponse.error()),
  pending: () => http.post(rest('/rpc/verify_ticket'), never),
};

/** `in.(a,b)` / `in.("a","b")` → ['a', 'b'] */
function inList(value: string | null): string[] {
  const match = /^in\.\((.*)\)$/.exec(value ?? '');
  return match ? match[1]!.split(',').map((part) => part.replace(/^"|"$/g, '')) : [];
}

export const myTickets = {
  /** the player's tickets, newest first (as given), paged by offset and limit with the exact count */
  list: (tickets: readonly TicketFixture[]) => [
    http.get(rest('/ticket_summaries'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? tickets.length);
      const page = tickets.slice(offset, offset + limit);
      const range = page.length === 0 ? `*/${tickets.length}` : `${offset}-${offset + page.length - 1}/${tickets.length}`;
      return HttpResponse.json(page.map(ticketSummaryRow), { headers: { 'Content-Range': range } });
    }),
    http.get(rest('/bets'), ({ request }) => {
      const ids = inList(new URL(request.url).searchParams.get('ticket_id'));
      return HttpResponse.json(tickets.filter((ticket) => ids.includes(ticket.id)).flatMap(ticketBetRows));
    }),
    http.get(rest('/draws'), ({ request }) => {
      const ids = inList(new URL(request.url).searchParams.get('id'));
      const rows = new Map(tickets.flatMap(ticketDrawRows).map((row) => [row.id, row]));
      return HttpResponse.json([...rows.values()].filter((row) => ids.includes(row.id)));
    }),
  ],
  /** a server error (supabase-js retries only a dropped network or a 503, for 7 s) */
  failing: () => [http.get(rest('/ticket_summaries'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 }))],
  pending: () => [http.get(rest('/ticket_summaries'), never)],
};
