import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { ProviderId } from '../game/payments';
import type { LedgerKind } from '../game/wallet';
import {
  type FailureReason,
  type HistoryDraw,
  type HistoryMovement,
  type HistoryPayment,
  type PaymentStatus,
  type WalletHistoryEntry,
  isFailureReason,
} from '../game/wallet-history';
import { supabase } from './client';
import { type FunctionArgs, jsonObject } from './database';
import type { Tables } from './database.types';
import { NO_USER_ERROR, toApiError } from './errors';
import { type Page, pageRange } from './page';
import { sessionUser } from './session';

export type { FailureReason, PaymentStatus } from '../game/wallet-history';

/** The play balance ('Solde') and the winnings ('Mes gains'), in CFA. */
export interface Balances {
  balance: number;
  winnings: number;
}

export interface Payment {
  id: string;
  /** 'in' a recharge, 'out' a withdrawal */
  direction: 'in' | 'out';
  provider: ProviderId;
  phone: string;
  amount: number;
  status: PaymentStatus;
  /** why it failed or expired, as the provider said; null otherwise (or when it gave no reason) */
  failureReason: FailureReason | null;
  providerReference: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A line of the wallet's history (the `wallet_history` view): a movement of the ledger with its payment,
 * ticket or draw, or a recharge that moved nothing (pending, refused, expired), whose `movement` is null.
 */
export interface WalletHistoryItem extends Omit<WalletHistoryEntry, 'createdAt'> {
  createdAt: Date;
}

/** A number the player may withdraw to: one they recharged from successfully, with the provider of the latest such recharge. */
export interface WithdrawalPhone {
  /** E.164 */
  phone: string;
  provider: ProviderId;
  lastRechargedAt: Date;
}

/** A mobile-money request: the phone in E.164, and a key fixed for the attempt (a retry reuses it). */
export interface MobileMoneyRequest {
  amount: number;
  provider: ProviderId;
  phone: string;
  idempotencyKey: string;
}

type PaymentRow = Omit<Tables<'payments'>, 'idempotency_key'>;

const PAYMENT_COLUMNS = 'id, player_id, direction, provider, phone, amount, status, failure_reason, provider_reference, created_at, updated_at';

const failureReasonOf = (value: unknown): FailureReason | null => (isFailureReason(value) ? value : null);

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    direction: row.direction as Payment['direction'],
    provider: row.provider as ProviderId,
    phone: row.phone,
    amount: Number(row.amount),
    status: row.status as PaymentStatus,
    failureReason: failureReasonOf(row.failure_reason),
    providerReference: row.provider_reference,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toBalances(value: { balance: unknown; winnings: unknown }): Balances {
  return { balance: Number(value.balance), winnings: Number(value.winnings) };
}

/** What the money functions answer (jsonb objects). */
interface MoneyAnswers {
  start_recharge: PaymentRow;
  request_withdrawal: { payment: PaymentRow; balance: unknown; winnings: unknown };
  convert_winnings: { transaction_id: unknown; balance: unknown; winnings: unknown };
}

async function rpc<Name extends keyof MoneyAnswers>(name: Name, args: FunctionArgs<Name>): Promise<MoneyAnswers[Name]> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw toApiError(error);
  return jsonObject<MoneyAnswers[Name]>(data, name);
}

/** The signed-in player's balances. */
export async function getBalances(): Promise<Balances> {
  const user = await sessionUser();
  if (!user) throw new Error(NO_USER_ERROR);
  const { data, error } = await supabase.from('profiles').select('balance, winnings').eq('id', user.id).single();
  if (error) throw toApiError(error);
  return toBalances(data);
}

const HISTORY_COLUMNS =
  'id, kind, created_at, play_amount, winnings_amount, balance_after, winnings_after, payment_id, payment_amount, payment_status, failure_reason, provider, phone, provider_reference, ticket_code, draw_country, draw_day, draw_time, draw_at';

type HistoryRow = Pick<
  Tables<'wallet_history'>,
  | 'id'
  | 'kind'
  | 'created_at'
  | 'play_amount'
  | 'winnings_amount'
  | 'balance_after'
  | 'winnings_after'
  | 'payment_id'
  | 'payment_amount'
  | 'payment_status'
  | 'failure_reason'
  | 'provider'
  | 'phone'
  | 'provider_reference'
  | 'ticket_code'
  | 'draw_country'
  | 'draw_day'
  | 'draw_time'
  | 'draw_at'
>;

function toHistoryItem(row: HistoryRow): WalletHistoryItem {
  // the view gives 0/0/null/null for a payment that moved nothing
  const movement: HistoryMovement | null =
    row.balance_after === null || row.winnings_after === null
      ? null
      : {
          playAmount: Number(row.play_amount),
          winningsAmount: Number(row.winnings_amount),
          balanceAfter: Number(row.balance_after),
          winningsAfter: Number(row.winnings_after),
        };
  const payment: HistoryPayment | null =
    row.payment_id === null
      ? null
      : {
          id: row.payment_id,
          amount: Number(row.payment_amount),
          status: row.payment_status as PaymentStatus,
          failureReason: failureReasonOf(row.failure_reason),
          provider: row.provider as ProviderId,
          phone: row.phone ?? '',
          providerReference: row.provider_reference,
        };
  const draw: HistoryDraw | null =
    row.draw_country === null || row.draw_day === null || row.draw_time === null || row.draw_at === null
      ? null
      : { country: row.draw_country as CountryCode, day: row.draw_day as Weekday, time: row.draw_time as DrawHour, drawAt: row.draw_at };
  return {
    id: row.id!,
    kind: row.kind as LedgerKind,
    createdAt: new Date(row.created_at!),
    movement,
    payment,
    ticketCode: row.ticket_code,
    draw,
  };
}

/**
 * The wallet's history, newest first: every movement of the player's money (with its payment, ticket or
 * draw) and every recharge that moved nothing (pending, refused, expired), a page at a time.
 */
export async function walletHistory(page = 0, pageSize = 20): Promise<Page<WalletHistoryItem>> {
  const [from, to] = pageRange(page, pageSize);
  const { data, error, count } = await supabase
    .from('wallet_history')
    .select(HISTORY_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error) throw toApiError(error);
  const items = data.map(toHistoryItem);
  return { items, page, pageSize, total: count ?? items.length };
}

/** The numbers the player may withdraw to (those they recharged from successfully), the latest recharged first. */
export async function withdrawalPhones(): Promise<WithdrawalPhone[]> {
  const { data, error } = await supabase.from('withdrawal_phones').select('phone, provider, last_recharged_at').order('last_recharged_at', { ascending: false });
  if (error) throw toApiError(error);
  return data.map((row) => ({ phone: row.phone!, provider: row.provider as ProviderId, lastRechargedAt: new Date(row.last_recharged_at!) }));
}

/** Payments the provider has yet to confirm, newest first (the recharge and withdrawal forms resume the one they waited for). */
export async function pendingPayments(): Promise<Payment[]> {
  const { data, error } = await supabase
    .from('payments')
    .select(PAYMENT_COLUMNS)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  if (error) throw toApiError(error);
  return data.map(toPayment);
}

/** The signed-in player's latest payment, whatever its status, or null: its provider and number prefill the next one. */
export async function latestPayment(): Promise<Payment | null> {
  const { data, error } = await supabase.from('payments').select(PAYMENT_COLUMNS).order('created_at', { ascending: false }).limit(1).maybeSingle();
  if (error) throw toApiError(error);
  return data ? toPayment(data) : null;
}

/** One payment of the signed-in player, or null. */
export async function paymentStatus(id: string): Promise<Payment | null> {
  const { data, error } = await supabase.from('payments').select(PAYMENT_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw toApiError(error);
  return data ? toPayment(data) : null;
}

/** Asks for a recharge; the play balance is credited once the provider confirms it (the payment then succeeds). */
export async function startRecharge(request: MobileMoneyRequest): Promise<Payment> {
  const data = await rpc('start_recharge', {
    amount: request.amount,
    provider: request.provider,
    phone: request.phone,
    idempotency_key: request.idempotencyKey,
  });
  return toPayment(data);
}

/** Withdraws winnings: debited at once, paid when the provider confirms, given back if it fails. */
export async function requestWithdrawal(request: MobileMoneyRequest): Promise<Balances & { payment: Payment }> {
  const data = await rpc('request_withdrawal', {
    amount: request.amount,
    provider: request.provider,
    phone: request.phone,
    idempotency_key: request.idempotencyKey,
  });
  return { payment: toPayment(data.payment), ...toBalances(data) };
}

/** Turns winnings into play balance, at once. */
export async function convertWinnings(amount: number, idempotencyKey: string): Promise<Balances & { transactionId: string }> {
  const data = await rpc('convert_winnings', { amount, idempotency_key: idempotencyKey });
  return { transactionId: String(data.transaction_id), ...toBalances(data) };
}

/**
 * The player's balances, live: calls back once read, then on every change of the profile (a
 * recharge confirmed in another tab, a ticket, a conversion). Returns the unsubscribe function.
 */
export function subscribeBalances(userId: string, callback: (balances: Balances) => void): () => void {
  let active = true;
  const deliver = (balances: Balances) => {
    if (active) callback(balances);
  };
  const read = async () => {
    const { data, error } = await supabase.from('profiles').select('balance, winnings').eq('id', userId).maybeSingle();
    if (error) console.error('[wallet] La lecture du solde a échoué', error);
    else if (data) deliver(toBalances(data));
  };
  const channel = supabase
    .channel(`balances:${userId}:${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${userId}` }, (payload) =>
      deliver(toBalances(payload.new as { balance: unknown; winnings: unknown })),
    )
    .subscribe((status) => {
      // Read once joined, so no change between the read and the subscription is missed.
      if (status === 'SUBSCRIBED') void read();
    });
  return () => {
    active = false;
    void supabase.removeChannel(channel);
  };
}

/** A payment, live: calls back once read, then on each change of its status. Returns the unsubscribe function. */
export function subscribePayment(id: string, callback: (payment: Payment) => void): () => void {
  let active = true;
  const deliver = (payment: Payment) => {
    if (active) callback(payment);
  };
  const channel = supabase
    .channel(`payment:${id}:${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'payments', filter: `id=eq.${id}` }, (payload) =>
      deliver(toPayment(payload.new as PaymentRow)),
    )
    .subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      paymentStatus(id).then(
        (payment) => payment && deliver(payment),
        (error: unknown) => console.error('[wallet] La lecture du paiement a échoué', error),
      );
    });
  return () => {
    active = false;
    void supabase.removeChannel(channel);
  };
}
