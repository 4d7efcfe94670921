import { HttpResponse, delay, http } from 'msw';
import { REPORT_MAX_DAYS, type ReportRow } from '../../src/game/operator-desk';
import { SUPABASE_URL } from './fixtures';
import { moneyRefusal } from './ticket-handlers';

/**
 * MSW handlers for /operateur/rapports, speaking PostgREST as src/api/operator-desk calls it: the function
 * operator_report (p_from, p_to, optional p_country), answering the rows of those dates (and country) sorted by
 * day, country and draw, and refusing a range as the database does (invalid_request, field 'range').
 */
const rpc = `${SUPABASE_URL}/rest/v1/rpc/operator_report`;

const row = (id: string, fields: Omit<ReportRow, 'drawId'>): ReportRow => ({ drawId: `d0000000-0000-4000-8000-00000000${id}`, ...fields });

/** Togo, Saturday 21 Nov 2026 at 18h: settled, a winner paid. */
export const REPORT_TG_SATURDAY = row('0e01', {
  day: '2026-11-21',
  country: 'TG',
  drawDay: 'samedi',
  drawTime: '18h',
  drawAt: '2026-11-21T18:00:00.000Z',
  drawStatus: 'settled',
  stakes: 24_000,
  payouts: 15_000,
  refunds: 0,
  ggr: 9_000,
  tickets: 12,
  players: 8,
});

/** Bénin, Sunday 22 Nov at 21h (20:00 UTC): settled, no winner. */
export const REPORT_BJ_SUNDAY = row('0e02', {
  day: '2026-11-22',
  country: 'BJ',
  drawDay: 'dimanche',
  drawTime: '21h',
  drawAt: '2026-11-22T20:00:00.000Z',
  drawStatus: 'settled',
  stakes: 18_500,
  payouts: 0,
  refunds: 0,
  ggr: 18_500,
  tickets: 9,
  players: 7,
});

/** Côte d'Ivoire, Sunday 22 Nov at 18h: cancelled, every stake refunded. */
export const REPORT_CI_CANCELLED = row('0e03', {
  day: '2026-11-22',
  country: 'CI',
  drawDay: 'dimanche',
  drawTime: '18h',
  drawAt: '2026-11-22T18:00:00.000Z',
  drawStatus: 'cancelled',
  stakes: 6_000,
  payouts: 0,
  refunds: 6_000,
  ggr: 0,
  tickets: 3,
  players: 3,
});

/** Côte d'Ivoire, Monday 23 Nov at 7h: settled, a big win (the house loses on it). */
export const REPORT_CI_MONDAY = row('0e04', {
  day: '2026-11-23',
  country: 'CI',
  drawDay: 'lundi',
  drawTime: '7h',
  drawAt: '2026-11-23T07:00:00.000Z',
  drawStatus: 'settled',
  stakes: 10_000,
  payouts: 36_000,
  refunds: 0,
  ggr: -26_000,
  tickets: 5,
  players: 4,
});

/** Ghana, Monday 23 Nov at 19h: still on sale (its figures are not final). */
export const REPORT_GH_ON_SALE = row('0e05', {
  day: '2026-11-23',
  country: 'GH',
  drawDay: 'lundi',
  drawTime: '19h',
  drawAt: '2026-11-23T19:00:00.000Z',
  drawStatus: 'open',
  stakes: 3_000,
  payouts: 0,
  refunds: 0,
  ggr: 3_000,
  tickets: 2,
  players: 2,
});

/** Ghana, Tuesday 10 Nov at 19h: before the default range (17 to 23 Nov). */
export const REPORT_GH_EARLIER = row('0e06', {
  day: '2026-11-10',
  country: 'GH',
  drawDay: 'mardi',
  drawTime: '19h',
  drawAt: '2026-11-10T19:00:00.000Z',
  drawStatus: 'settled',
  stakes: 7_000,
  payouts: 1_000,
  refunds: 0,
  ggr: 6_000,
  tickets: 4,
  players: 3,
});

/** The ledger's draws around Monday 23 Nov 2026: five in the default range (17 to 23 Nov), one before it. */
export const REPORT_ROWS: readonly ReportRow[] = [REPORT_GH_EARLIER, REPORT_TG_SATURDAY, REPORT_BJ_SUNDAY, REPORT_CI_CANCELLED, REPORT_CI_MONDAY, REPORT_GH_ON_SALE];

/** A row as operator_report returns it. */
export function reportRowJson(r: ReportRow) {
  return {
    day: r.day,
    country: r.country,
    draw_id: r.drawId,
    draw_day: r.drawDay,
    draw_time: r.drawTime,
    draw_at: r.drawAt.replace('.000Z', '+00:00'),
    draw_status: r.drawStatus,
    stakes: r.stakes,
    payouts: r.payouts,
    refunds: r.refunds,
    ggr: r.ggr,
    tickets: r.tickets,
    players: r.players,
  };
}

/** What operator_report was asked, in order. */
export type ReportLog = { p_from: string; p_to: string; p_country?: string }[];

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The database's refusal of a range, or null. */
function rangeRefusal(from: string, to: string) {
  if (!from || !to) return moneyRefusal('invalid_request', { field: 'range', reason: 'missing' });
  if (to < from) return moneyRefusal('invalid_request', { field: 'range', reason: 'reversed', from, to });
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > REPORT_MAX_DAYS) return moneyRefusal('invalid_request', { field: 'range', reason: 'too_long', max_days: REPORT_MAX_DAYS, days });
  return null;
}

/** operator_report's answer to one call: the rows of the dates (and country) asked, by day, country and draw; or its refusal. */
function answer(rows: readonly ReportRow[], body: ReportLog[number]) {
  const refusal = rangeRefusal(body.p_from, body.p_to);
  if (refusal) return refusal;
  const served = rows
    .filter((r) => r.day >= body.p_from && r.day <= body.p_to && (!body.p_country || r.country === body.p_country))
    .sort((a, b) => a.day.localeCompare(b.day) || a.country.localeCompare(b.country) || Date.parse(a.drawAt) - Date.parse(b.drawAt));
  return HttpResponse.json(served.map(reportRowJson));
}

const serverError = () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 });

export const operatorReport = {
  /** the report of these draws (REPORT_ROWS by default); `delayMs` decides how long each call waits before its answer */
  serves: (rows: readonly ReportRow[] = REPORT_ROWS, { log, delayMs }: { log?: ReportLog; delayMs?: (body: ReportLog[number]) => number } = {}) =>
    http.post(rpc, async ({ request }) => {
      const body = (await request.json()) as ReportLog[number];
      log?.push(body);
      if (delayMs) await delay(delayMs(body));
      return answer(rows, body);
    }),
  /** the report never arrives */
  pending: () =>
    http.post(rpc, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  /** a server error; with `then`, only the first call fails and the next ones serve those rows */
  failing: (then?: readonly ReportRow[]) => {
    let calls = 0;
    return http.post(rpc, async ({ request }) => {
      calls += 1;
      if (!then || calls === 1) return serverError();
      return answer(then, (await request.json()) as ReportLog[number]);
    });
  },
  /** the database refuses, whatever it is asked (e.g. 'not_operator') */
  refuses: (code: string, detail: Record<string, unknown> = {}) => http.post(rpc, () => moneyRefusal(code, detail)),
};
