import { formatAmount } from './format';
import { PROVIDER_NAMES } from './payments';
import { formatPhone } from './phone';
import { formatDateTime } from './wallet';
import { PAYMENT_STATUS_LABELS, isPaymentStatus } from './wallet-history';

/**
 * Payments the provider and we disagree on (issue 37: recorded for operators, never dropped silently), as
 * the view operator_payment_discrepancies lists them, and how the operators' console words them.
 */

/** What the disagreement is about, as the database names it (payment_discrepancies.kind). */
export const DISCREPANCY_KINDS = [
  'paid_after_expiry',
  'outcome_conflict',
  'amount_mismatch',
  'currency_mismatch',
  'terms_mismatch',
  'unknown_to_provider',
  'unknown_payment',
] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export const DISCREPANCY_KIND_LABELS: Readonly<Record<DiscrepancyKind, string>> = {
  paid_after_expiry: "Payé chez l'opérateur après expiration",
  outcome_conflict: 'Réponses contradictoires',
  amount_mismatch: 'Montant différent',
  currency_mismatch: 'Devise différente',
  terms_mismatch: 'Conditions différentes (numéro ou opérateur)',
  unknown_to_provider: "Inconnu de l'opérateur",
  unknown_payment: 'Paiement inconnu chez nous',
};

/** The console lists the latest ones only, newest first. */
export const DISCREPANCY_LIMIT = 50;

/** Our payment a disagreement is about. */
export interface DiscrepancyPayment {
  id: string;
  /** 'in' a recharge, 'out' a withdrawal */
  direction: 'in' | 'out';
  /** a provider id (PROVIDER_IDS) */
  provider: string;
  /** E.164 */
  phone: string;
  /** CFA */
  amount: number;
  /** pending, succeeded, failed or expired */
  status: string;
  /** ISO instant */
  createdAt: string;
}

/** One disagreement, seen `occurrences` times. Plain JSON (dates as ISO text), so the console's replays carry it. */
export interface PaymentDiscrepancy {
  id: string;
  kind: DiscrepancyKind;
  occurrences: number;
  /** ISO instants */
  firstSeenAt: string;
  lastSeenAt: string;
  providerReference: string | null;
  /** null when we have no such payment (unknown_payment) */
  payment: DiscrepancyPayment | null;
  /** what the provider announced when only the amount differs (amount_mismatch), in CFA */
  providerAmount: number | null;
}

/** A kind a later migration adds reads as a plain 'Désaccord avec l'opérateur'. */
export function discrepancyKindLabel(kind: string): string {
  return Object.hasOwn(DISCREPANCY_KIND_LABELS, kind) ? DISCREPANCY_KIND_LABELS[kind as DiscrepancyKind] : "Désaccord avec l'opérateur";
}

export const DIRECTION_LABELS: Readonly<Record<DiscrepancyPayment['direction'], string>> = { in: 'Recharge', out: 'Retrait' };

/** 'Notre statut : Expiré' (the wallet history's words). */
export function ourStatusLabel(status: string): string {
  return `Notre statut : ${isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status}`;
}

/** The brand name of a provider id ('mtn_momo' → 'MTN Mobile Money'); an unknown id as it is. */
export function providerName(provider: string): string {
  return Object.hasOwn(PROVIDER_NAMES, provider) ? PROVIDER_NAMES[provider as keyof typeof PROVIDER_NAMES] : provider;
}

/** 'Recharge · MTN Mobile Money · +228 90 12 34 56 · 5 000 CFA'. */
export function paymentSummary(payment: Pick<DiscrepancyPayment, 'direction' | 'provider' | 'phone' | 'amount'>): string {
  return [DIRECTION_LABELS[payment.direction], providerName(payment.provider), formatPhone(payment.phone), formatAmount(payment.amount)].join(' · ');
}

/** 'Référence opérateur : SBX-1234', or 'Sans référence opérateur'. */
export function referenceLabel(reference: string | null): string {
  return reference ? `Référence opérateur : ${reference}` : 'Sans référence opérateur';
}

/** "Montant annoncé par l'opérateur : 4 500 CFA". */
export function providerAmountLabel(amount: number): string {
  return `Montant annoncé par l'opérateur : ${formatAmount(amount)}`;
}

/** 'Signalé une fois, le 23 nov. 2026, 08:15' or 'Signalé 3 fois, la dernière le 23 nov. 2026, 08:15' (the device's zone unless one is given). */
export function seenSummary(discrepancy: Pick<PaymentDiscrepancy, 'occurrences' | 'lastSeenAt'>, timeZone?: string): string {
  const when = formatDateTime(discrepancy.lastSeenAt, timeZone);
  return discrepancy.occurrences > 1 ? `Signalé ${discrepancy.occurrences} fois, la dernière le ${when}` : `Signalé une fois, le ${when}`;
}

/**
 * The amount the provider announced, from a discrepancy's details, when only the amount differs: the
 * reconciliation and the webhook both record it as `details.provider.amount`. Any other kind, or details
 * without a number there, gives null (another currency's amount is not CFA).
 */
export function providerAmountOf(kind: string, details: unknown): number | null {
  if (kind !== 'amount_mismatch' || !isRecord(details) || !isRecord(details.provider)) return null;
  const amount = details.provider.amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Under a full list: older disagreements exist but are not shown. */
export const DISCREPANCY_LIMIT_NOTE = `Seuls les ${DISCREPANCY_LIMIT} derniers signalements sont affichés.`;
