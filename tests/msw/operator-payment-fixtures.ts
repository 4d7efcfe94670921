/**
 * Payments the provider and we disagree on (issue 37), as the view operator_payment_discrepancies serves
 * them to operators: the disagreement, and our payment's terms and state (all null when we have none).
 */
export interface DiscrepancyRow {
  id: string;
  kind: string;
  details: Record<string, unknown>;
  occurrences: number;
  first_seen_at: string;
  last_seen_at: string;
  provider_reference: string | null;
  payment_id: string | null;
  direction: 'in' | 'out' | null;
  provider: string | null;
  phone: string | null;
  amount: number | null;
  status: string | null;
  payment_created_at: string | null;
}

const NO_PAYMENT = { payment_id: null, direction: null, provider: null, phone: null, amount: null, status: null, payment_created_at: null } as const;

/** A Togo recharge we expired, which the provider then said was paid: reported three times (the webhook retries). */
export const PAID_AFTER_EXPIRY: DiscrepancyRow = {
  id: 'disc0000-0000-4000-8000-000000000001',
  kind: 'paid_after_expiry',
  details: { ours: 'expired', provider: 'succeeded' },
  occurrences: 3,
  first_seen_at: '2026-11-23T07:40:00Z',
  last_seen_at: '2026-11-23T07:55:00Z',
  provider_reference: 'SBX-7F3A-21',
  payment_id: 'pay00000-0000-4000-8000-000000000001',
  direction: 'in',
  provider: 'tmoney',
  phone: '+22890123456',
  amount: 5_000,
  status: 'expired',
  payment_created_at: '2026-11-23T07:30:00Z',
};

/** A Côte d'Ivoire withdrawal the provider says it paid for less: left pending, the money held. */
export const AMOUNT_MISMATCH: DiscrepancyRow = {
  id: 'disc0000-0000-4000-8000-000000000002',
  kind: 'amount_mismatch',
  details: { ours: { amount: 25_000, currency: 'XOF' }, provider: { amount: 24_500, currency: 'XOF', outcome: 'succeeded' } },
  occurrences: 1,
  first_seen_at: '2026-11-23T06:10:00Z',
  last_seen_at: '2026-11-23T06:10:00Z',
  provider_reference: 'SBX-90C2-07',
  payment_id: 'pay00000-0000-4000-8000-000000000002',
  direction: 'out',
  provider: 'orange_money',
  phone: '+2250712345678',
  amount: 25_000,
  status: 'pending',
  payment_created_at: '2026-11-23T05:55:00Z',
};

/** A signed confirmation for no payment of ours. */
export const UNKNOWN_PAYMENT: DiscrepancyRow = {
  id: 'disc0000-0000-4000-8000-000000000003',
  kind: 'unknown_payment',
  details: { payment_id: 'pay00000-0000-4000-8000-0000000000ff', provider: { direction: 'in', amount: 1_000, currency: 'XOF', outcome: 'succeeded' } },
  occurrences: 1,
  first_seen_at: '2026-11-22T21:05:00Z',
  last_seen_at: '2026-11-22T21:05:00Z',
  provider_reference: 'SBX-0000-99',
  ...NO_PAYMENT,
};

/** Three payments to check, in no particular order (the server sorts them as the view is asked). */
export const DISCREPANCIES: DiscrepancyRow[] = [AMOUNT_MISMATCH, UNKNOWN_PAYMENT, PAID_AFTER_EXPIRY];
