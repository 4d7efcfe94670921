/**
 * The sandbox aggregator's wire protocol, shared by its adapter (supabase/functions) and the
 * aggregator the local stack runs (supabase/local/functions/sandbox-provider.ts).
 *
 * Merchant API (header `Authorization: Bearer <SANDBOX_MERCHANT_KEY>`):
 *   POST /sandbox/v1/collections, POST /sandbox/v1/payouts  body SandboxOrder → SandboxTransaction
 *     (201, or 200 with the same transaction when that merchant_reference was already sent)
 *   GET  /sandbox/v1/transactions/<id> → SandboxTransaction
 * Completion: POST <merchant webhook> body SandboxCompletion, header `X-Sandbox-Signature: sha256=<hex
 *   HMAC-SHA256 of the raw body with SANDBOX_WEBHOOK_SECRET>`.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_SIGNATURE_PREFIX = 'sha256=';

export type SandboxKind = 'collection' | 'payout';

export interface SandboxOrder {
  /** the merchant's own id of the payment (ours: the payment's uuid) */
  merchant_reference: string;
  provider: string;
  phone: string;
  amount: number;
}

export interface SandboxTransaction extends SandboxOrder {
  /** the aggregator's reference */
  id: string;
  kind: SandboxKind;
  status: 'pending' | 'succeeded' | 'failed';
  /** why it failed: 'declined_by_payer', 'test_number_declined' */
  reason: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The signed notification of a completed transaction. */
export interface SandboxCompletion extends SandboxTransaction {
  event: 'transaction.completed';
  status: 'succeeded' | 'failed';
}
