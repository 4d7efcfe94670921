import type { CountryCode } from '../../src/game/countries';
import type { ProviderId } from '../../src/game/payments';
import type { FailureReason } from '../../src/game/wallet-history';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** A mobile-money payment as the wallet machines see it: plain JSON (dates as ISO text), so traces replay. */
export interface MobileMoneyPayment {
  id: string;
  /** 'in' a recharge, 'out' a withdrawal */
  direction: 'in' | 'out';
  provider: ProviderId;
  /** E.164 */
  phone: string;
  amount: number;
  status: PaymentStatus;
  /** why a failed or expired payment did not go through, when the provider said (absent in traces recorded before issue 37) */
  failureReason?: FailureReason | null;
  createdAt: string;
}

/** The country, provider and number of the player's latest payment: what the forms start from. */
export interface MobileMoneyDetails {
  country: CountryCode;
  provider: ProviderId;
  /** E.164 */
  phone: string;
}

/** What a wallet screen finds when it opens: a payment still waiting for its provider, and the latest details. */
export interface MobileMoneyResume {
  pending: MobileMoneyPayment | null;
  last: MobileMoneyDetails | null;
}

/** A checked request; its idempotency key is fixed for the attempt, so 'Réessayer' can never pay twice. */
export interface MobileMoneyRequest {
  amount: number;
  provider: ProviderId;
  /** E.164 */
  phone: string;
  idempotencyKey: string;
}

/** The play balance ('Solde') and the winnings ('Mes gains'), in CFA. */
export interface Balances {
  balance: number;
  winnings: number;
}

/** What a screen says when a call failed; `retryable` when the same request may simply be sent again. */
export interface Failure {
  message: string;
  retryable: boolean;
}

/**
 * src/api's errors carry a French message; a refusal of the database (a MoneyError) also carries its
 * stable `code`, and sending the same request again would only be refused again. Anything else (the
 * network, a server busy) may succeed on a retry with the same idempotency key.
 */
export function failureOf(error: unknown, fallback: string): Failure {
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' && message !== '' ? message : fallback,
    retryable: typeof code !== 'string' || code === '',
  };
}
