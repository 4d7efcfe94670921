import type { CountryCode, DrawHour, Weekday } from './countries';
import type { ProviderId } from './payments';
import type { LedgerKind } from './wallet';

/** A mobile-money payment's status (DESIGN §8): pending until the provider answers, then final. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment failed, as the provider said (payments.failure_reason). */
export const FAILURE_REASONS = [
  'declined',
  'invalid_phone',
  'payer_insufficient_funds',
  'operator_unavailable',
  'amount_refused',
  'payout_refused',
  'provider_refused',
  'not_confirmed',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly unknown[]).includes(value);
}

export function isFailureReason(value: unknown): value is FailureReason {
  return (FAILURE_REASONS as readonly unknown[]).includes(value);
}

/** What a line of the history moved: signed changes, and both balances right after. */
export interface HistoryMovement {
  playAmount: number;
  winningsAmount: number;
  balanceAfter: number;
  winningsAfter: number;
}

/** The mobile-money payment a line is about. */
export interface HistoryPayment {
  id: string;
  amount: number;
  status: PaymentStatus;
  failureReason: FailureReason | null;
  provider: ProviderId;
  /** E.164 */
  phone: string;
  providerReference: string | null;
}

/** The draw a payout or a refund is about. */
export interface HistoryDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO instant */
  drawAt: string;
}

/**
 * A line of the wallet's history (the `wallet_history` view): a movement of the ledger, with what it is
 * about, or a recharge that moved nothing (pending, refused, expired: `movement` null). Plain JSON, dates
 * as ISO text, so machines replay it.
 */
export interface WalletHistoryEntry {
  id: string;
  kind: LedgerKind;
  createdAt: string;
  movement: HistoryMovement | null;
  payment: HistoryPayment | null;
  /** the ticket a stake bought */
  ticketCode: string | null;
  draw: HistoryDraw | null;
}

/** A payment's status as the history says it. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'En attente',
  succeeded: 'Réussi',
  failed: 'Refusé',
  expired: 'Expiré',
};

/** Why a payment failed, in French, as the history says it under its status. */
export const FAILURE_REASON_SENTENCES: Readonly<Record<FailureReason, string>> = {
  declined: 'Refusé sur le téléphone',
  invalid_phone: "Numéro refusé par l'opérateur",
  payer_insufficient_funds: 'Solde mobile money insuffisant',
  operator_unavailable: 'Opérateur indisponible',
  amount_refused: "Montant refusé par l'opérateur",
  payout_refused: "Retrait refusé par l'opérateur",
  provider_refused: "Refusé par l'opérateur",
  not_confirmed: 'Non confirmé à temps',
};

/**
 * Why a failed or expired payment did not go through, or null (pending, succeeded, or a failure the
 * provider gave no reason for). An expiry without a reason is one nobody confirmed in time.
 */
export function failureSentence(payment: Pick<HistoryPayment, 'status' | 'failureReason'>): string | null {
  if (payment.status !== 'failed' && payment.status !== 'expired') return null;
  if (payment.failureReason) return FAILURE_REASON_SENTENCES[payment.failureReason];
  return payment.status === 'expired' ? FAILURE_REASON_SENTENCES.not_confirmed : null;
}

/** How each of our countries groups its national digits (+228 90 12 34 56, +233 24 123 4567). */
const NATIONAL_GROUPS: Readonly<Record<string, readonly number[]>> = {
  '228': [2, 2, 2, 2],
  '229': [2, 2, 2, 2, 2],
  '225': [2, 2, 2, 2, 2],
  '233': [2, 3, 4],
};

const VISIBLE_DIGITS = 4;
const HIDDEN = '\u2022';

function hideAllButLast(digits: string): string {
  const hidden = Math.max(0, digits.length - VISIBLE_DIGITS);
  return HIDDEN.repeat(hidden) + digits.slice(hidden);
}

/**
 * A number shown in the history without giving it away: its country code and last 4 digits,
 * '+22890123456' → '+228 •• •• 34 56', '+233241234567' → '+233 •• ••• 4567'. A plain digit mask on the
 * E.164 text (no phone metadata: DESIGN §8's numbers are those of our four countries); another number
 * keeps its first 3 digits as the code.
 */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length <= VISIBLE_DIGITS) return e164;
  const code = Object.keys(NATIONAL_GROUPS).find(
    (candidate) => digits.startsWith(candidate) && digits.length === candidate.length + NATIONAL_GROUPS[candidate]!.reduce((sum, size) => sum + size, 0),
  );
  if (!code) return `+${digits.slice(0, 3)} ${hideAllButLast(digits.slice(3))}`;
  const national = hideAllButLast(digits.slice(code.length));
  const groups: string[] = [];
  let at = 0;
  for (const size of NATIONAL_GROUPS[code]!) {
    groups.push(national.slice(at, at + size));
    at += size;
  }
  return `+${code} ${groups.join(' ')}`;
}
