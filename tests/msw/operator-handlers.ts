import { HttpResponse, delay, http } from 'msw';
import type { OperatorDraw } from '../../src/game/operator';
import type { ConsoleFixture, DraftFixture } from '../fixtures/operator';
import type { PlayerFixture } from './fixtures';
import { SUPABASE_URL } from './fixtures';
import type { DiscrepancyRow } from './operator-payment-fixtures';
import { moneyRefusal } from './ticket-handlers';

/**
 * MSW handlers for /operateur, speaking PostgREST as src/api/operator calls it: the view
 * operator_draw_queue (drafts or not), the draws on sale, the view operator_settlements, the view
 * operator_payment_discrepancies, and the four operator functions. The server keeps its own copy of the console and changes it as the functions would
 * (close → waiting for a result, record → a draft of the signed-in operator, confirm or cancel → gone,
 * settled at once or, `inBackground`, by chunks read by read), refusing what the database refuses:
 * confirming one's own draft (same_operator).
 */
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

function queueRow(draw: OperatorDraw, draft: DraftFixture | null) {
  return {
    draw_id: draw.id,
    country: draw.country,
    draw_day: draw.day,
    draw_time: draw.time,
    draw_at: draw.drawAt,
    status: draw.status,
    draft_winning_numbers: draft?.winningNumbers ?? null,
    draft_machine_numbers: draft?.machineNumbers ?? null,
    recorded_by: draft?.recordedBy.id ?? null,
    recorded_by_email: draft?.recordedBy.email ?? null,
    recorded_at: draft?.recordedAt ?? null,
    bet_count: draw.betCount,
    total_stake: draw.totalStake,
  };
}

function outcomeRow(draw: OperatorDraw, changes: Record<string, unknown>) {
  return { draw_id: draw.id, status: 'settled', winning_numbers: null, machine_numbers: null, bets: draw.betCount, won: 0, lost: 0, cancelled: 0, total_payout: 0, total_refund: 0, ...changes };
}

type Refusal = [code: string, detail: Record<string, unknown>];

/** A draw's bets being settled or refunded by the background job (issue 36), as operator_settlements lists it. */
export interface SettlementFixture {
  draw: Pick<OperatorDraw, 'id' | 'country' | 'day' | 'time' | 'drawAt'>;
  kind: 'settle' | 'refund';
  totalBets: number;
  doneBets: number;
  /** bets it settles between two reads of the view (0: it stays where it is) */
  chunk?: number;
  startedAt?: string;
  /** null (or left out) while it runs */
  finishedAt?: string | null;
}

function settlementRow(settlement: SettlementFixture) {
  const { draw } = settlement;
  return {
    draw_id: draw.id,
    country: draw.country,
    draw_day: draw.day,
    draw_time: draw.time,
    draw_at: draw.drawAt,
    kind: settlement.kind,
    total_bets: settlement.totalBets,
    done_bets: settlement.doneBets,
    paid: 0,
    refunded: 0,
    started_at: settlement.startedAt ?? '2026-11-23T08:00:00Z',
    finished_at: settlement.finishedAt ?? null,
  };
}

export interface ConsoleServerOptions {
  /** the operator signed in: their drafts cannot be confirmed */
  me: PlayerFixture;
  /** what a confirmation pays: the number of winning bets and their total */
  settles?: { won: number; totalPayout: number };
  /** a function that refuses, whatever it is asked */
  refuse?: Partial<Record<'close_draw' | 'record_draw_result' | 'confirm_draw_result' | 'cancel_draw', Refusal>>;
  /** settlements and refunds running or just finished (issue 36); a running one advances by its chunk at each read */
  settlements?: SettlementFixture[];
  /**
   * confirm and cancel answer before the bets are settled or refunded (status 'drawn', or 'cancelled' with
   * nothing refunded yet); the job then does `chunk` bets between two reads of operator_settlements
   */
  inBackground?: { chunk: number };
  /** payments the provider and we disagree on (issue 37), served the last reported first, at most `limit` */
  discrepancies?: DiscrepancyRow[];
}

/** operator_payment_discrepancies as asked: ordered by last_seen_at (desc) and limited. */
function discrepancyRows(rows: readonly DiscrepancyRow[], url: URL) {
  const descending = url.searchParams.get('order') === 'last_seen_at.desc';
  const sorted = [...rows].sort((a, b) => (Date.parse(a.last_seen_at) - Date.parse(b.last_seen_at)) * (descending ? -1 : 1));
  const limit = Number(url.searchParams.get('limit') ?? sorted.length);
  return sorted.slice(0, limit);
}

/** A working console server, starting from `fixture` (copied: each story or test gets its own). */
export function consoleServer(
  fixture: ConsoleFixture,
  { me, settles = { won: 0, totalPayout: 0 }, refuse = {}, settlements = [], inBackground, discrepancies = [] }: ConsoleServerOptions,
) {
  const state: ConsoleFixture = structuredClone(fixture);
  const running: SettlementFixture[] = structuredClone(settlements);
  /** the job's work between two reads: each running settlement does its chunk, and finishes with its last bet */
  const advance = () => {
    for (const settlement of running) {
      if (settlement.finishedAt || !settlement.chunk) continue;
      settlement.doneBets = Math.min(settlement.totalBets, settlement.doneBets + settlement.chunk);
      if (settlement.doneBets === settlement.totalBets) settlement.finishedAt = '2026-11-23T08:00:10Z';
    }
  };
  const find = (id: string) => state.awaiting.find((d) => d.id === id) ?? state.drafts.find((d) => d.id === id) ?? state.onSale.find((d) => d.id === id);
  const drop = (id: string) => {
    state.awaiting = state.awaiting.filter((d) => d.id !== id);
    state.drafts = state.drafts.filter((d) => d.id !== id);
    state.onSale = state.onSale.filter((d) => d.id !== id);
  };
  const rpc = (name: keyof NonNullable<ConsoleServerOptions['refuse']>, answer: (body: Record<string, unknown>) => Response | Promise<Response>) =>
    http.post(rest(`/rpc/${name}`), async ({ request }) => {
      const refusal = refuse[name];
      if (refusal) return moneyRefusal(...refusal);
      return answer((await request.json()) as Record<string, unknown>);
    });
  const unknown = () => moneyRefusal('not_found', { draw_id: 'unknown' });
  return [
    http.get(rest('/operator_draw_queue'), ({ request }) => {
      const drafts = new URL(request.url).searchParams.get('draft_winning_numbers') === 'not.is.null';
      const rows = drafts ? state.drafts.map((d) => queueRow(d, d)) : state.awaiting.map((d) => queueRow(d, null));
      return HttpResponse.json(rows.sort((a, b) => Date.parse(a.draw_at) - Date.parse(b.draw_at)));
    }),
    http.get(rest('/draws'), () =>
      HttpResponse.json(state.onSale.map((d) => ({ id: d.id, country: d.country, draw_day: d.day, draw_time: d.time, draw_at: d.drawAt, status: d.status }))),
    ),
    http.get(rest('/operator_settlements'), () => {
      const rows = running.map(settlementRow);
      advance();
      return HttpResponse.json(rows);
    }),
    http.get(rest('/operator_payment_discrepancies'), ({ request }) => HttpResponse.json(discrepancyRows(discrepancies, new URL(request.url)))),
    rpc('close_draw', ({ draw_id }) => {
      const draw = state.onSale.find((d) => d.id === draw_id);
      if (!draw) return unknown();
      drop(draw.id);
      const closed: OperatorDraw = { ...draw, status: 'closed', betCount: 0, totalStake: 0 };
      state.awaiting.push(closed);
      return HttpResponse.json(outcomeRow(closed, { status: 'closed' }));
    }),
    rpc('record_draw_result', ({ draw_id, winning, machine }) => {
      const draw = state.awaiting.find((d) => d.id === draw_id) ?? state.drafts.find((d) => d.id === draw_id);
      if (!draw) return unknown();
      drop(draw.id);
      state.drafts.push({ ...draw, winningNumbers: winning as number[], machineNumbers: machine as number[], recordedBy: me, recordedAt: '2026-11-23T08:00:00Z' });
      return HttpResponse.json({ draw_id: draw.id, status: 'closed' });
    }),
    rpc('confirm_draw_result', ({ draw_id }) => {
      const draft = state.drafts.find((d) => d.id === draw_id);
      if (!draft) return unknown();
      if (draft.recordedBy.id === me.id) return moneyRefusal('same_operator', { draw_id: draft.id });
      drop(draft.id);
      if (inBackground) {
        running.push({ draw: draft, kind: 'settle', totalBets: draft.betCount, doneBets: 0, chunk: inBackground.chunk });
        return HttpResponse.json(outcomeRow(draft, { status: 'drawn', winning_numbers: draft.winningNumbers, machine_numbers: draft.machineNumbers }));
      }
      return HttpResponse.json(
        outcomeRow(draft, { winning_numbers: draft.winningNumbers, machine_numbers: draft.machineNumbers, won: settles.won, lost: draft.betCount - settles.won, total_payout: settles.totalPayout }),
      );
    }),
    rpc('cancel_draw', ({ draw_id }) => {
      const draw = find(String(draw_id));
      if (!draw) return unknown();
      drop(draw.id);
      const cancelled: OperatorDraw = { betCount: 0, totalStake: 0, ...draw, status: 'cancelled' };
      if (inBackground && cancelled.betCount > 0) {
        running.push({ draw: cancelled, kind: 'refund', totalBets: cancelled.betCount, doneBets: 0, chunk: inBackground.chunk });
        return HttpResponse.json(outcomeRow(cancelled, { status: 'cancelled' }));
      }
      return HttpResponse.json(outcomeRow(cancelled, { status: 'cancelled', cancelled: cancelled.betCount, total_refund: cancelled.totalStake }));
    }),
  ];
}

/** The lists never arrive. */
export const consolePending = () => [
  http.get(rest('/operator_draw_queue'), never),
  http.get(rest('/draws'), never),
  http.get(rest('/operator_settlements'), never),
  http.get(rest('/operator_payment_discrepancies'), never),
];

/** The lists cannot be read (a server error). */
export const consoleFailing = () => [
  http.get(rest('/operator_draw_queue'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  http.get(rest('/draws'), () => HttpResponse.json([])),
  http.get(rest('/operator_settlements'), () => HttpResponse.json([])),
  http.get(rest('/operator_payment_discrepancies'), () => HttpResponse.json([])),
];
