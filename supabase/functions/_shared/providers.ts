/**
 * The mobile-money provider adapter (DESIGN §8): what payments-dispatch asks of an aggregator and
 * how payments-webhook reads its confirmations. The project ships the sandbox adapter; a real
 * aggregator is one more implementation, chosen with PAYMENTS_PROVIDER.
 */

/** A payment to hand to the provider: a recharge to collect from the phone, or a withdrawal to pay to it. */
export interface ProviderOrder {
  paymentId: string;
  /** the mobile-money operator (`tmoney`, `mtn_momo` …) */
  provider: string;
  /** E.164 */
  phone: string;
  /** CFA */
  amount: number;
}

/** The provider took the order: its reference, which its confirmation will carry. */
export interface ProviderAcceptance {
  providerReference: string;
}

/** The provider's final answer about one order. */
export interface Confirmation {
  paymentId: string;
  providerReference: string;
  outcome: 'succeeded' | 'failed';
  /** 'in' a collection (recharge), 'out' a payout (withdrawal) */
  direction: 'in' | 'out';
  provider: string;
  phone: string;
  amount: number;
}

export type ConfirmationReading =
  | { kind: 'confirmation'; confirmation: Confirmation }
  | { kind: 'unsigned' }
  | { kind: 'bad_signature' }
  | { kind: 'malformed'; reason: string };

export interface ProviderAdapter {
  readonly id: string;
  /** Asks the payer's phone to approve a debit (a recharge). */
  collect(order: ProviderOrder): Promise<ProviderAcceptance>;
  /** Sends money to the phone (a withdrawal). */
  payout(order: ProviderOrder): Promise<ProviderAcceptance>;
  /** Checks the signature of a confirmation POSTed to payments-webhook (over the raw body), then reads it. */
  readConfirmation(headers: Headers, rawBody: string): Promise<ConfirmationReading>;
}

/** The provider could not be reached or did not take the order: dispatching again later may work. */
export class ProviderUnavailable extends Error {}
