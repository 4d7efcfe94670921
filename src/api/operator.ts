import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { DrawOutcome, OnSaleDraw, OperatorAction, OperatorDraft, OperatorDraw, OperatorSettlement } from '../game/operator';
import { DISCREPANCY_LIMIT, type DiscrepancyKind, type PaymentDiscrepancy, providerAmountOf } from '../game/operator-payments';
import { isOperatorRole } from '../game/operator-role';
import type { DrawStatus } from '../game/tickets';
import { supabase } from './client';
import { type FunctionArgs, jsonObject } from './database';
import { toApiError } from './errors';
import { sessionUser } from './session';

export type { DrawOutcome, OnSaleDraw, OperatorAction, OperatorDraft, OperatorDraw, OperatorSettlement } from '../game/operator';
export type { PaymentDiscrepancy } from '../game/operator-payments';

/**
 * What operators do (DESIGN §9, issue 16): record a draw's result, confirm another operator's, close
 * sales early, cancel a draw. Refusals are MoneyErrors with French messages: not_operator,
 * same_operator, invalid_numbers, invalid_state (with its reason), not_found.
 */

/** Whether the signed-in account is an operator (app_metadata.role, which only the service role sets). */
export async function isOperator(): Promise<boolean> {
  return isOperatorRole((await sessionUser())?.app_metadata);
}

const QUEUE_COLUMNS =
  'draw_id, country, draw_day, draw_time, draw_at, status, draft_winning_numbers, draft_machine_numbers, recorded_by, recorded_by_email, recorded_at, bet_count, total_stake';

interface QueueRow {
  draw_id: string | null;
  country: string | null;
  draw_day: string | null;
  draw_time: string | null;
  draw_at: string | null;
  status: string | null;
  draft_winning_numbers: number[] | null;
  draft_machine_numbers: number[] | null;
  recorded_by: string | null;
  recorded_by_email: string | null;
  recorded_at: string | null;
  bet_count: number | null;
  total_stake: number | null;
}

function toOperatorDraw(row: QueueRow): OperatorDraw {
  return {
    id: row.draw_id!,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at!,
    status: row.status as DrawStatus,
    betCount: Number(row.bet_count),
    totalStake: Number(row.total_stake),
  };
}

async function queue(withDraft: boolean): Promise<QueueRow[]> {
  const query = supabase.from('operator_draw_queue').select(QUEUE_COLUMNS);
  const { data, error } = await (withDraft ? query.not('draft_winning_numbers', 'is', null) : query.is('draft_winning_numbers', null)).order('draw_at', {
    ascending: true,
  });
  if (error) throw toApiError(error);
  return data;
}

/** Draws whose sales are over and that have no result yet, oldest first (empty for a non-operator). */
export async function drawsAwaitingResult(): Promise<OperatorDraw[]> {
  return (await queue(false)).map(toOperatorDraw);
}

/** Results recorded by an operator and waiting for another's confirmation, oldest draw first. */
export async function draftsAwaitingConfirmation(): Promise<OperatorDraft[]> {
  const me = (await sessionUser())?.id;
  return (await queue(true)).map((row) => ({
    ...toOperatorDraw(row),
    winningNumbers: row.draft_winning_numbers!,
    machineNumbers: row.draft_machine_numbers!,
    recordedBy: row.recorded_by!,
    recordedByEmail: row.recorded_by_email,
    recordedAt: new Date(row.recorded_at!),
    mine: row.recorded_by === me,
  }));
}

/** Draws still on sale, soonest first: those an operator may close early or cancel. */
export async function drawsOnSale(now: Date, country?: CountryCode, limit = 50): Promise<OnSaleDraw[]> {
  let query = supabase.from('draws').select('id, country, draw_day, draw_time, draw_at, status').eq('status', 'open').gt('draw_at', now.toISOString());
  if (country) query = query.eq('country', country);
  const { data, error } = await query.order('draw_at', { ascending: true }).limit(limit);
  if (error) throw toApiError(error);
  return data.map((row) => ({
    id: row.id,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at,
    status: row.status as DrawStatus,
  }));
}

/**
 * Settlements and refunds of draws (issue 36: run in chunks by a background job after a confirmation or a
 * cancellation): those still running and those finished in the last 24 hours, oldest first (empty for a
 * non-operator).
 */
export async function drawSettlements(): Promise<OperatorSettlement[]> {
  const { data, error } = await supabase
    .from('operator_settlements')
    .select('draw_id, country, draw_day, draw_time, draw_at, kind, total_bets, done_bets, paid, refunded, started_at, finished_at')
    .order('started_at', { ascending: true });
  if (error) throw toApiError(error);
  return data.map((row) => ({
    drawId: row.draw_id!,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at!,
    kind: row.kind === 'refund' ? ('refund' as const) : ('settle' as const),
    totalBets: Number(row.total_bets),
    doneBets: Number(row.done_bets),
    paid: Number(row.paid ?? 0),
    refunded: Number(row.refunded ?? 0),
    startedAt: new Date(row.started_at!),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  }));
}

/**
 * Payments the provider and we disagree on (issue 37), the latest DISCREPANCY_LIMIT, the last reported first
 * (empty for a non-operator). Our payment is null when we have none (unknown_payment).
 */
export async function paymentDiscrepancies(): Promise<PaymentDiscrepancy[]> {
  const { data, error } = await supabase
    .from('operator_payment_discrepancies')
    .select('id, kind, details, occurrences, first_seen_at, last_seen_at, provider_reference, payment_id, direction, provider, phone, amount, status, payment_created_at')
    .order('last_seen_at', { ascending: false })
    .limit(DISCREPANCY_LIMIT);
  if (error) throw toApiError(error);
  return data.map((row) => ({
    id: row.id!,
    kind: row.kind as DiscrepancyKind,
    occurrences: Number(row.occurrences),
    firstSeenAt: row.first_seen_at!,
    lastSeenAt: row.last_seen_at!,
    providerReference: row.provider_reference,
    payment:
      row.payment_id === null
        ? null
        : {
            id: row.payment_id,
            direction: row.direction === 'out' ? ('out' as const) : ('in' as const),
            provider: row.provider!,
            phone: row.phone!,
            amount: Number(row.amount),
            status: row.status!,
            createdAt: row.payment_created_at!,
          },
    providerAmount: providerAmountOf(row.kind!, row.details),
  }));
}

/** What the draw functions answer (a jsonb object; record_draw_result's is not read). */
interface OutcomeRow {
  draw_id: string;
  status: DrawStatus;
  winning_numbers?: number[] | null;
  machine_numbers?: number[] | null;
  bets: unknown;
  won: unknown;
  lost: unknown;
  cancelled: unknown;
  total_payout: unknown;
  total_refund: unknown;
}

async function call<Name extends 'close_draw' | 'record_draw_result' | 'confirm_draw_result' | 'cancel_draw'>(name: Name, args: FunctionArgs<Name>): Promise<OutcomeRow> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw toApiError(error);
  return jsonObject<OutcomeRow>(data, name);
}

function toOutcome(row: OutcomeRow): DrawOutcome {
  return {
    drawId: row.draw_id,
    status: row.status,
    winningNumbers: row.winning_numbers ?? null,
    machineNumbers: row.machine_numbers ?? null,
    bets: Number(row.bets),
    won: Number(row.won),
    lost: Number(row.lost),
    cancelled: Number(row.cancelled),
    totalPayout: Number(row.total_payout),
    totalRefund: Number(row.total_refund),
  };
}

/** Closes the draw's sales now (sales in flight finish first). */
export async function closeDraw(drawId: string): Promise<DrawOutcome> {
  return toOutcome(await call('close_draw', { draw_id: drawId }));
}

/**
 * Records a closed draw's 5 winning numbers in drawn order and 5 machine numbers, as a draft another
 * operator must confirm; recording again replaces it. A draw whose time has passed is closed first.
 */
export async function recordResult(drawId: string, winning: readonly number[], machine: readonly number[]): Promise<void> {
  await call('record_draw_result', { draw_id: drawId, winning: [...winning], machine: [...machine] });
}

/**
 * Confirms another operator's draft, naming the numbers checked: the draw gets its result and its bets are
 * settled, possibly after the answer (status 'drawn': a background job settles them in chunks).
 */
export async function confirmResult(drawId: string, winning: readonly number[], machine: readonly number[]): Promise<DrawOutcome> {
  return toOutcome(await call('confirm_draw_result', { draw_id: drawId, winning: [...winning], machine: [...machine] }));
}

/** Cancels a draw without a result: every bet on it is refunded to its player's play balance (possibly after the answer, in chunks). */
export async function cancelDraw(drawId: string, reason?: string): Promise<DrawOutcome> {
  return toOutcome(await call('cancel_draw', reason?.trim() ? { draw_id: drawId, reason: reason.trim() } : { draw_id: drawId }));
}

/** What operators and the system did to a draw, oldest first (operators only). */
export async function drawHistory(drawId: string): Promise<OperatorAction[]> {
  const { data, error } = await supabase.from('operator_audit').select('at, actor, actor_id, action, details').eq('draw_id', drawId).order('id', { ascending: true });
  if (error) throw toApiError(error);
  return data.map((row) => ({
    at: new Date(row.at),
    actor: row.actor,
    actorId: row.actor_id,
    action: row.action as OperatorAction['action'],
    details: row.details as Record<string, unknown>,
  }));
}
