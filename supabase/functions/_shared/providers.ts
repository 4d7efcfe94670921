/**
 * The mobile-money provider adapter (DESIGN §8): what payments-dispatch and payments-reconcile ask of
 * an aggregator and how payments-webhook reads its confirmations. The project ships the sandbox and
 * FedaPay adapters, chosen with PAYMENTS_PROVIDER.
 */

/** A payment to hand to the provider: a recharge to collect from the phone, or a withdrawal to pay to it. */
export interface ProviderOrder {
  paymentId: string;
  /** the mobile-money operator (`tmoney`, `mtn_momo` …) */
  provider: string;
  /** E.164 */
  phone: string;
  /** CFA (XOF) */
  amount: number;
}

/** The provider took the order: its reference, which its confirmation will carry. */
export interface ProviderAcceptance {
  providerReference: string;
}

/**
 * Why a provider refused an order or failed a payment, as our codes (the app words each in French,
 * src/game/payments.ts `paymentFailureMessage`).
 */
export type FailureReason =
  /** the payer declined the push, or let it lapse on the phone */
  | 'declined'
  /** the operator does not know the number, or it cannot receive or send mobile money */
  | 'invalid_phone'
  /** the payer's mobile-money account could not cover the recharge */
  | 'payer_insufficient_funds'
  /** the operator is not offered by the provider for this country, or is down */
  | 'operator_unavailable'
  /** the amount is outside what the provider or the operator accepts */
  | 'amount_refused'
  /** the provider refused the payout (e.g. the merchant's payout balance) */
  | 'payout_refused'
  /** anything else the provider refused */
  | 'provider_refused';

/** The provider's final answer about one order. */
export interface Confirmation {
  paymentId: string;
  providerReference: string;
  outcome: 'succeeded' | 'failed';
  /** with a failure, why (when the provider says) */
  failureReason: FailureReason | null;
  /** 'in' a collection (recharge), 'out' a payout (withdrawal) */
  direction: 'in' | 'out';
  /** our operator id, or null when the provider's message does not name one */
  provider: string | null;
  /** E.164, or null when the provider's message does not carry it */
  phone: string | null;
  amount: number;
  /** ISO 4217: 'XOF' for CFA */
  currency: string;
}

export type ConfirmationReading =
  | { kind: 'confirmation'; confirmation: Confirmation }
  /** a genuine message about something that is not a final answer (e.g. `transaction.created`): acknowledged, nothing done */
  | { kind: 'ignored'; reason: string }
  | { kind: 'unsigned' }
  | { kind: 'bad_signature' }
  /** signed, but its timestamp is outside the tolerance: a replay of an old message */
  | { kind: 'stale' }
  | { kind: 'malformed'; reason: string };

/** What the provider says of one of our payments when asked (reconciliation). */
export type ProviderStatus =
  /** the provider has no order for this payment */
  | { kind: 'unknown' }
  | { kind: 'pending'; providerReference: string }
  | {
      kind: 'final';
      providerReference: string;
      outcome: 'succeeded' | 'failed';
      failureReason: FailureReason | null;
      amount: number;
      currency: string;
    };

/** What reconciliation knows of a payment when it asks the provider about it. */
export interface StatusQuery {
  paymentId: string;
  direction: 'in' | 'out';
  /** the reference the provider gave at dispatch, or null when none was recorded */
  providerReference: string | null;
}

export interface ProviderAdapter {
  readonly id: string;
  /** Asks the payer's phone to approve a debit (a recharge). Throws ProviderUnavailable or ProviderRefused. */
  collect(order: ProviderOrder): Promise<ProviderAcceptance>;
  /** Sends money to the phone (a withdrawal). Throws ProviderUnavailable or ProviderRefused. */
  payout(order: ProviderOrder): Promise<ProviderAcceptance>;
  /** The provider's status of one payment. Throws ProviderUnavailable. */
  status(query: StatusQuery): Promise<ProviderStatus>;
  /**
   * Checks the signature of a message POSTed to payments-webhook (over the raw body, and its
   * timestamp against `nowMs` where the provider signs one), then reads it.
   */
  readConfirmation(headers: Headers, rawBody: string, nowMs: number): Promise<ConfirmationReading>;
}

/** The provider could not be reached or did not take the order: dispatching again later may work. */
export class ProviderUnavailable extends Error {}

/** The provider refused the order for good: the payment fails with this reason, and is not sent again. */
export class ProviderRefused extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}
