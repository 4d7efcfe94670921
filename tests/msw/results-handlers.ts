import { HttpResponse, delay, http } from 'msw';
import { drawResultRow, resultBetRows } from '../fixtures/results';
import { type TicketFixture, ticketDrawRows } from '../fixtures/tickets';
import { SUPABASE_URL } from './fixtures';
import type { ServedResultDraw } from './settlement-fixtures';

/**
 * MSW handlers for /results, speaking PostgREST as supabase-js calls it: draw_results (filtered by
 * country and date, newest first, paged with the exact count; a drawn draw still being settled has no
 * settled_at and the status 'drawn'), then the player's bets on those draws and their tickets' codes.
 */
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

/** `eq.CI` → 'CI' */
const eqValue = (value: string | null) => (value?.startsWith('eq.') ? value.slice(3) : undefined);

/** `in.(a,b)` / `in.("a","b")` → ['a', 'b'] */
function inList(value: string | null): string[] {
  const match = /^in\.\((.*)\)$/.exec(value ?? '');
  return match ? match[1]!.split(',').map((part) => part.replace(/^"|"$/g, '')) : [];
}

/** A row of draw_results: its last column says whether its bets are settled yet (issue 36). */
function servedRow(draw: ServedResultDraw) {
  const row = drawResultRow(draw);
  return draw.status === 'drawn' ? { ...row, settled_at: null, status: 'drawn' } : { ...row, status: 'settled' };
}

/** Every draw_results query string received, in order (what a test checks a filter against). */
export type ResultsLog = URLSearchParams[];

export const drawResults = {
  /** these draws with their results (settled unless `status: 'drawn'`), and the player's tickets on them */
  list: (draws: readonly ServedResultDraw[], tickets: readonly TicketFixture[] = [], log?: ResultsLog) => [
    http.get(rest('/draw_results'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      log?.push(params);
      const country = eqValue(params.get('country'));
      const date = eqValue(params.get('draw_date'));
      const rows = draws
        .map(servedRow)
        .filter((row) => (!country || row.country === country) && (!date || row.draw_date === date))
        .sort((a, b) => Date.parse(b.draw_at) - Date.parse(a.draw_at));
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? rows.length);
      const page = rows.slice(offset, offset + limit);
      const range = page.length === 0 ? `*/${rows.length}` : `${offset}-${offset + page.length - 1}/${rows.length}`;
      return HttpResponse.json(page, { headers: { 'Content-Range': range } });
    }),
    http.get(rest('/bets'), ({ request }) => {
      const ids = inList(new URL(request.url).searchParams.get('draw_id'));
      return HttpResponse.json(tickets.flatMap(resultBetRows).filter((row) => ids.includes(row.draw_id)));
    }),
    http.get(rest('/tickets'), ({ request }) => {
      const ids = inList(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json(tickets.filter((ticket) => ids.includes(ticket.id)).map((ticket) => ({ id: ticket.id, code: ticket.code })));
    }),
  ],
  /** a server error (supabase-js retries only a dropped network or a 503) */
  failing: () => [http.get(rest('/draw_results'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 }))],
  pending: () => [
    http.get(rest('/draw_results'), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  ],
};

export const wonBets = {
  /** the player's won bets among these tickets' (newest draw first, paged with the exact count), their draws and ticket codes */
  list: (tickets: readonly TicketFixture[]) => {
    const rows = tickets
      .flatMap((ticket) => resultBetRows(ticket).map((row, i) => ({ row, draw: ticketDrawRows(ticket)[i]! })))
      .filter(({ row }) => row.status === 'won')
      .sort((a, b) => Date.parse(b.draw.draw_at) - Date.parse(a.draw.draw_at));
    return [
      http.get(rest('/bets'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('status') !== 'eq.won') return undefined;
        const offset = Number(params.get('offset') ?? 0);
        const limit = Number(params.get('limit') ?? rows.length);
        const page = rows.slice(offset, offset + limit);
        const range = page.length === 0 ? `*/${rows.length}` : `${offset}-${offset + page.length - 1}/${rows.length}`;
        return HttpResponse.json(
          page.map(({ row }) => row),
          { headers: { 'Content-Range': range } },
        );
      }),
      http.get(rest('/draws'), ({ request }) => {
        const ids = inList(new URL(request.url).searchParams.get('id'));
        const draws = new Map(rows.map(({ draw }) => [draw.id, draw]));
        return HttpResponse.json([...draws.values()].filter((draw) => ids.includes(draw.id)));
      }),
      http.get(rest('/tickets'), ({ request }) => {
        const ids = inList(new URL(request.url).searchParams.get('id'));
        return HttpResponse.json(tickets.filter((ticket) => ids.includes(ticket.id)).map((ticket) => ({ id: ticket.id, code: ticket.code })));
      }),
    ];
  },
  failing: () => [http.get(rest('/bets'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 }))],
};
