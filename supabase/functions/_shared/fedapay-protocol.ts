/**
 * FedaPay's wire protocol, as its documentation and official SDKs describe it (read in 2026; the SDKs'
 * code was read, not copied):
 *
 * - Servers: sandbox https://sandbox-api.fedapay.com, live https://api.fedapay.com, paths under /v1;
 *   `Authorization: Bearer <secret key>`; 400 malformed request, 401 wrong key, 404 unknown resource,
 *   500 FedaPay's own trouble (docs.fedapay.com/integration-api/en/sending-requests-en; fedapay-php
 *   lib/Requestor.php SANDBOX_BASE / PRODUCTION_BASE).
 * - Answers wrap the object in its class name with the API version, `{"v1/transaction": {…}}`,
 *   `{"v1/payout": {…}}`, lists `{"v1/payouts": […]}`; `include=customer,currency` embeds those objects
 *   (fedapay-php tests/TransactionTest.php, lib/Util/Util.php stripApiVersion). An error answers
 *   `{"message": "…", "errors": {field: ["…"]}}` (fedapay-php lib/Error/Base.php, fedapay-node src/Error.ts).
 * - Collection: POST /v1/transactions {description, amount (integer), currency: {iso}, customer,
 *   merchant_reference} → the transaction (docs.fedapay.com/api-reference/transactions/create; the
 *   transaction object's fields, merchant_reference among them: …/transactions/get-all); POST
 *   /v1/transactions/{id}/token → {token, url} (…/transactions/create-token); the push to the phone
 *   without redirection: POST /v1/{mode} {token, phone_number: {number, country}} (fedapay-node
 *   src/Transaction.ts sendNowWithToken, fedapay-php lib/Transaction.php; the API reference page
 *   …/transactions/send-payment writes the path /transactions/{mode}); GET /v1/transactions/{id}.
 * - Statuses of a transaction: pending, approved, declined, canceled, expired, refunded, transferred,
 *   approved_partially_refunded, transferred_partially_refunded (fedapay-node src/Transaction.ts
 *   PAID_STATUS; docs …/webhooks-en).
 * - Payout: POST /v1/payouts {amount, currency: {iso}, mode, customer, merchant_reference} → pending; PUT
 *   /v1/payouts/start {payouts: [{id, phone_number}]} sends it; GET /v1/payouts/{id}, GET
 *   /v1/payouts/merchant/{merchant_reference}; statuses pending, started, processing, sent, failed
 *   (docs.fedapay.com/integration-api/en/payouts-management-en; …/api-reference/payouts/update-start;
 *   fedapay-php lib/Payout.php).
 * - Modes without redirection: BJ mtn_open (MTN), moov (Moov), sbin (Celtiis); TG moov_tg (Moov, our
 *   Flooz), togocel (Mixx by Yas, ex T-Money); CI mtn_ci (MTN), moov_ci, orange_ci, wave_ci
 *   (docs.fedapay.com/payment-methods/en/payment-methods-en.md; the CI Moov, Orange and Wave ids are
 *   those FedaPay's payout integrations use; fedapay-node also knows mtn, mtn_open_ci, wave_direct_ci).
 *   Ghana is not a FedaPay country.
 * - Webhooks: POST of an event {id, name (the Events API calls it `type`), entity: the transaction or
 *   payout, …}: transaction.created, transaction.approved, transaction.declined, transaction.canceled,
 *   transaction.transferred, transaction.updated, customer.*…, signed in `X-FEDAPAY-SIGNATURE:
 *   t=<unix seconds>,s=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`, a timestamp
 *   FedaPay renews on each retry, 300 s of tolerance (docs.fedapay.com/integration-api/en/webhooks-en;
 *   fedapay-node src/Webhook.ts DEFAULT_TOLERANCE, WebhookSignature; fedapay-php lib/WebhookSignature.php).
 *
 * Where the documentation is silent (the lookup of a transaction by merchant reference, how a reused
 * merchant reference is refused, payout event names, currency ids), our choices are in
 * fedapay-adapter.ts.
 */

export const FEDAPAY_BASE_URLS = { sandbox: 'https://sandbox-api.fedapay.com', live: 'https://api.fedapay.com' } as const;
export type FedaPayEnvironment = keyof typeof FEDAPAY_BASE_URLS;
export const FEDAPAY_API_VERSION = 'v1';

export const FEDAPAY_SIGNATURE_HEADER = 'x-fedapay-signature';
export const FEDAPAY_SIGNATURE_TOLERANCE_SECONDS = 300;

export const FEDAPAY_EVENTS = {
  transactionCreated: 'transaction.created',
  transactionApproved: 'transaction.approved',
  transactionDeclined: 'transaction.declined',
  transactionCanceled: 'transaction.canceled',
  transactionExpired: 'transaction.expired',
  payoutSent: 'payout.sent',
  payoutFailed: 'payout.failed',
} as const;

export type FedaPayTransactionStatus =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'canceled'
  | 'expired'
  | 'refunded'
  | 'transferred'
  | 'approved_partially_refunded'
  | 'transferred_partially_refunded';

export type FedaPayPayoutStatus = 'pending' | 'scheduled' | 'started' | 'processing' | 'sent' | 'failed';

/** Our countries FedaPay serves, by E.164 prefix, with the national number's length. */
export const FEDAPAY_COUNTRIES = {
  BJ: { dial: '229', digits: 10 },
  TG: { dial: '228', digits: 8 },
  CI: { dial: '225', digits: 10 },
} as const;
export type FedaPayCountry = keyof typeof FEDAPAY_COUNTRIES;

/** FedaPay's mode for each of our operator ids, per country. */
export const FEDAPAY_MODES: Readonly<Record<FedaPayCountry, Readonly<Record<string, string>>>> = {
  BJ: { mtn_momo: 'mtn_open', moov_money: 'moov', celtiis: 'sbin' },
  TG: { tmoney: 'togocel', flooz: 'moov_tg' },
  CI: { mtn_momo: 'mtn_ci', moov_money: 'moov_ci', orange_money: 'orange_ci', wave: 'wave_ci' },
};

/** Our operator id for each mode FedaPay may name in its answers, the older aliases its SDK lists included. */
export const OPERATOR_OF_MODE: Readonly<Record<string, string>> = {
  mtn_open: 'mtn_momo',
  mtn: 'mtn_momo',
  moov: 'moov_money',
  sbin: 'celtiis',
  togocel: 'tmoney',
  moov_tg: 'flooz',
  mtn_ci: 'mtn_momo',
  mtn_open_ci: 'mtn_momo',
  moov_ci: 'moov_money',
  orange_ci: 'orange_money',
  wave_ci: 'wave',
  wave_direct_ci: 'wave',
};

/** FedaPay's currency ids, for an object that carries `currency_id` without `currency` (id 1 is XOF: fedapay-php tests/CurrencyTest.php). */
export const FEDAPAY_CURRENCY_IDS: Readonly<Record<number, string>> = { 1: 'XOF' };

export interface FedaPayPhoneNumber {
  /** E.164 (we send it so), or the national number with `country` */
  number: string;
  /** ISO 3166 alpha-2, either case */
  country: string;
}

export interface FedaPayCurrency {
  id?: number;
  iso: string;
}

export interface FedaPayCustomer {
  id?: number;
  phone_number?: FedaPayPhoneNumber | null;
}

/** What both a transaction and a payout carry, among the fields we read. */
interface FedaPayObject {
  id: number;
  reference: string;
  amount: number;
  mode: string | null;
  merchant_reference: string | null;
  currency_id?: number;
  currency?: FedaPayCurrency;
  customer_id?: number | null;
  customer?: FedaPayCustomer | null;
  last_error_code?: string | null;
  created_at: string;
  updated_at: string;
}

export interface FedaPayTransaction extends FedaPayObject {
  description: string;
  status: FedaPayTransactionStatus;
}

export interface FedaPayPayout extends FedaPayObject {
  status: FedaPayPayoutStatus;
}

export interface FedaPayOrderBody {
  amount: number;
  currency: { iso: string };
  customer: { phone_number: FedaPayPhoneNumber };
  merchant_reference: string;
  description: string;
}

export type FedaPayTransactionCreation = FedaPayOrderBody;

export interface FedaPayPayoutCreation extends FedaPayOrderBody {
  mode: string;
}

export interface FedaPayToken {
  token: string;
  url: string;
}

export interface FedaPayPush {
  token: string;
  phone_number: FedaPayPhoneNumber;
}

export interface FedaPayPayoutStart {
  payouts: { id: number; phone_number: FedaPayPhoneNumber }[];
}

export interface FedaPayError {
  message?: string;
  errors?: Record<string, string[] | string>;
}

/** The body FedaPay POSTs to a webhook. */
export interface FedaPayEvent {
  id: number | string;
  name: string;
  entity: FedaPayTransaction | FedaPayPayout;
  object?: string;
  object_id?: number;
}

export const ENVELOPE = {
  transaction: `${FEDAPAY_API_VERSION}/transaction`,
  payout: `${FEDAPAY_API_VERSION}/payout`,
  payouts: `${FEDAPAY_API_VERSION}/payouts`,
} as const;
