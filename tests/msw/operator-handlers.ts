import { HttpResponse, delay, http } from 'msw';
import type { OperatorDraw } from '../../src/game/operator';
import type { ConsoleFixture, DraftFixture } from '../fixtures/operator';
import type { PlayerFixture } from './fixtures';
import { SUPABASE_URL } from './fixtures';
import { moneyRefusal } from './ticket-handlers';

/**
 * MSW handlers for /operateur, speaking PostgREST as src/api/operator calls it: the view
 * operator_draw_queue (drafts or not), the draws on sale, and the four operator functions. The server
 * keeps its own copy of the console and changes it as the functions would (close → waiting for a
 * result, record → a draft of the signed-in operator, confirm or cancel → gone), refusing what the
 * database refuses: confirming one's own draft (same_operator).
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

export interface ConsoleServerOptions {
  /** the operator signed in: their drafts cannot be confirmed */
  me: PlayerFixture;
  /** what a confirmation pays: the number of winning bets and their total */
  settles?: { won: number; totalPayout: number };
  /** a function that refuses, whatever it is asked */
  refuse?: Partial<Record<'close_draw' | 'record_draw_result' | 'confirm_draw_result' | 'cancel_draw', Refusal>>;
}

/** A working console server, starting from `fixture` (copied: each story or test gets its own). */
export function consoleServer(fixture: ConsoleFixture, { me, settles = { won: 0, totalPayout: 0 }, refuse = {} }: ConsoleServerOptions) {
  const state: ConsoleFixture = structuredClone(fixture);
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
      return HttpResponse.json(
        outcomeRow(draft, { winning_numbers: draft.winningNumbers, machine_numbers: draft.machineNumbers, won: settles.won, lost: draft.betCount - settles.won, total_payout: settles.totalPayout }),
      );
    }),
    rpc('cancel_draw', ({ draw_id }) => {
      const draw = find(String(draw_id));
      if (!draw) return unknown();
      drop(draw.id);
      const cancelled: OperatorDraw = { betCount: 0, totalStake: 0, ...draw, status: 'cancelled' };
      return HttpResponse.json(outcomeRow(cancelled, { status: 'cancelled', cancelled: cancelled.betCount, total_refund: cancelled.totalStake }));
    }),
  ];
}

/** The lists never arrive. */
export const consolePending = () => [http.get(rest('/operator_draw_queue'), never), http.get(rest('/draws'), never)];

/** The lists cannot be read (a server error). */
export const consoleFailing = () => [
  http.get(rest('/operator_draw_queue'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  http.get(rest('/draws'), () => HttpResponse.json([])),
];
