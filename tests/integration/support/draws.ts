import { randomUUID } from 'node:crypto';
import type { SettledBet } from '../../../src/game/settlement';
import { priceBet } from '../../../src/game/payouts';
import { type Client, type Player, type TestStack, anonClient } from './test-stack';

/** DESIGN §9's seeded operators (supabase/seed.sql). */
export const OPERATORS = [
  { email: 'operateur1@lotoafrik.test', id: '0be7a700-0000-4000-8000-000000000001' },
  { email: 'operateur2@lotoafrik.test', id: '0be7a700-0000-4000-8000-000000000002' },
] as const;
export const OPERATOR_PASSWORD = 'operateur1234';

export interface DrawRow {
  id: string;
  country: string;
  draw_day: string;
  draw_time: string;
  /** ISO 8601 */
  draw_at: string;
  status: string;
}

export interface Operator {
  client: Client;
  id: string;
}

/** A seeded operator (0 or 1), signed in with their own supabase-js client. */
export async function signInOperator(url: string, which: 0 | 1): Promise<Operator> {
  const client = anonClient(url);
  const { data, error } = await client.auth.signInWithPassword({ email: OPERATORS[which].email, password: OPERATOR_PASSWORD });
  if (error || !data.user) throw error ?? new Error('operator sign-in gave no user');
  return { client, id: data.user.id };
}

export async function ownerSql<T = Record<string, unknown>>(env: TestStack, sql: string, params: unknown[] = []): Promise<T[]> {
  return env.stack.db.transaction((q) => q.query<T>(sql, params));
}

const taken = new WeakMap<TestStack, Set<string>>();

/**
 * An open draw on sale for at least an hour that no earlier call (on this stack) handed out, so each
 * test settles a draw of its own. `country` narrows the choice.
 */
export async function freshDraw(env: TestStack, country?: string): Promise<DrawRow> {
  const used = taken.get(env) ?? new Set<string>();
  taken.set(env, used);
  const rows = await ownerSql<DrawRow>(
    env,
    `select id, country, draw_day, draw_time, to_json(draw_at) #>> '{}' as draw_at, status
     from public.draws
     where status = 'open' and draw_at > now() + interval '1 hour' and ($1::text is null or country = $1)
     order by draw_at, country`,
    [country ?? null],
  );
  const draw = rows.find((row) => !used.has(row.id));
  if (!draw) throw new Error('no open draw left');
  used.add(draw.id);
  return draw;
}

/** The date of a draw in its country, as the draw command takes it ('24h' belongs to the day it ends). */
export async function drawLocalDate(env: TestStack, draw: DrawRow): Promise<string> {
  const [row] = await ownerSql<{ date: string }>(
    env,
    `select to_char((draw_at at time zone public.draw_time_zone(country)) - make_interval(hours => rtrim(draw_time, 'h')::int), 'YYYY-MM-DD') as date
     from public.draws where id = $1`,
    [draw.id],
  );
  return row!.date;
}

/** place_bets' item for a bet on that draw, priced by src/game. */
export function itemOn(draw: DrawRow, bet: SettledBet) {
  const price = priceBet(bet.betType, bet.gameMode, bet.betOption, bet.baseStake, bet.combinations.length);
  return {
    bet_type: bet.betType,
    bet_option: bet.betOption,
    game_mode: bet.gameMode,
    country: draw.country,
    draw_day: draw.draw_day,
    draw_time: draw.draw_time,
    draw_at: draw.draw_at,
    combinations: bet.combinations.map((line) => [...line]),
    base_stake: bet.baseStake,
    total_stake: price.totalStake,
    potential_win: price.potentialWin,
    potential_mac_win: price.potentialMacWin,
  };
}

/** Buys the items as one ticket (at most 100); returns the ticket's id and code. */
export async function placeOn(player: Player, items: ReturnType<typeof itemOn>[]): Promise<{ ticket_id: string; code: string }> {
  const { data, error } = await player.client.rpc('place_bets', { items, idempotency_key: randomUUID() });
  if (error) throw new Error(`place_bets: ${error.message} ${error.details}`);
  return data as { ticket_id: string; code: string };
}

/** Operator 1 closes the draw and records the numbers; operator 2 confirms them, which settles. */
export async function drawByOperators(draw: DrawRow, numbers: { winning: readonly number[]; machine: readonly number[] }, recorder: Operator, confirmer: Operator) {
  const winning = [...numbers.winning];
  const machine = [...numbers.machine];
  const closed = await recorder.client.rpc('close_draw', { draw_id: draw.id });
  if (closed.error) throw new Error(`close_draw: ${closed.error.message} ${closed.error.details}`);
  const recorded = await recorder.client.rpc('record_draw_result', { draw_id: draw.id, winning, machine });
  if (recorded.error) throw new Error(`record_draw_result: ${recorded.error.message} ${recorded.error.details}`);
  const confirmed = await confirmer.client.rpc('confirm_draw_result', { draw_id: draw.id, winning, machine });
  if (confirmed.error) throw new Error(`confirm_draw_result: ${confirmed.error.message} ${confirmed.error.details}`);
  return confirmed.data as unknown as DrawOutcome;
}

/** What settle_draw, confirm_draw_result, system_draw and cancel_draw answer (draw_outcome). */
export interface DrawOutcome {
  draw_id: string;
  status: string;
  winning_numbers: number[] | null;
  machine_numbers: number[] | null;
  source: string | null;
  bets: number;
  won: number;
  lost: number;
  cancelled: number;
  total_payout: number;
  total_refund: number;
  paid?: number;
  refunded?: number;
}
