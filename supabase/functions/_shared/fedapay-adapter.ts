import { env, MissingSetting, requiredEnv } from './env.ts';
import {
  ENVELOPE,
  FEDAPAY_API_VERSION,
  FEDAPAY_BASE_URLS,
  FEDAPAY_COUNTRIES,
  FEDAPAY_CURRENCY_IDS,
  FEDAPAY_EVENTS,
  FEDAPAY_MODES,
  FEDAPAY_SIGNATURE_HEADER,
  FEDAPAY_SIGNATURE_TOLERANCE_SECONDS,
  type FedaPayCountry,
  type FedaPayPayout,
  type FedaPayPayoutCreation,
  type FedaPayPayoutStart,
  type FedaPayPhoneNumber,
  type FedaPayPush,
  type FedaPayTransaction,
  type FedaPayTransactionCreation,
  OPERATOR_OF_MODE,
} from './fedapay-protocol.ts';
import type { Confirmation, ConfirmationReading, FailureReason, ProviderAdapter, ProviderOrder, ProviderStatus, StatusQuery } from './providers.ts';
import { ProviderRefused, ProviderUnavailable } from './providers.ts';
import { verifyBodySignature } from './signature.ts';
import { isUuid } from './uuid.ts';

/*
 * Choices where FedaPay's documentation is silent (fedapay-protocol.ts cites what it says):
 * - Our payment id is the merchant_reference. Before creating, the adapter looks the reference up (GET
 *   /v1/{transactions|payouts}/merchant/<ref>, documented for payouts, assumed for transactions; a 404
 *   means none), so a repeated order reuses FedaPay's object even if FedaPay did not enforce the
 *   reference's uniqueness; a creation refused because of the reference (an error naming
 *   merchant_reference) looks it up again. A reused transaction still pending and never pushed (no mode)
 *   is pushed; a payout still pending is started. A reference FedaPay holds for another amount is refused.
 *   A refusal to start a payout is checked against the payout's state: if it left `pending`, an earlier
 *   attempt started it and the order stands.
 * - FedaPay's error texts are not documented: a 4xx is read by the fields `errors` names (phone_number,
 *   amount, mode, balance), else by the words of the body (French or English), else 'provider_refused'.
 * - Our provider reference is FedaPay's numeric id, as a string.
 * - A transaction `canceled` fails as 'provider_refused', `expired` as 'declined' (the payer let it lapse),
 *   `refunded` as 'provider_refused', a partially refunded one succeeded; a `failed` payout is
 *   'payout_refused'; an unknown status is still pending.
 * - The currency is the object's `currency.iso` (GETs ask include=customer,currency), else its
 *   `currency_id` in FEDAPAY_CURRENCY_IDS; an event with neither is malformed.
 * - Payout events are named payout.sent and payout.failed; an event's name is `name`, else `type`.
 */

const REQUEST_TIMEOUT_MS = 20_000;
const GHANA_PREFIX = '+233';

type Kind = 'transactions' | 'payouts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** FedaPay's base URL: FEDAPAY_API_URL (tests), else the one FEDAPAY_ENVIRONMENT names. */
function baseUrl(): string {
  const environment = requiredEnv('FEDAPAY_ENVIRONMENT');
  if (environment !== 'sandbox' && environment !== 'live') throw new MissingSetting('FEDAPAY_ENVIRONMENT');
  return (env('FEDAPAY_API_URL') || FEDAPAY_BASE_URLS[environment]).replace(/\/+$/, '');
}

interface Answer {
  status: number;
  /** the parsed JSON body, null when there is none */
  body: unknown;
}

/**
 * One API call. What retrying may cure is ProviderUnavailable: the network, a timeout, 5xx, 408, 429,
 * and 401/403 (our key or environment is wrong: an operator fixes the settings, dispatch retries).
 * Messages never carry the key.
 */
async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> {
  const key = requiredEnv('FEDAPAY_SECRET_KEY');
  const url = `${baseUrl()}/${FEDAPAY_API_VERSION}${path}`;
  const redact = (text: string) => text.split(key).join('[secret]').slice(0, 300);
  const what = `${method} /${FEDAPAY_API_VERSION}${path}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${key}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`FedaPay unreachable (${what}): ${redact(error instanceof Error ? error.message : String(error))}`);
  }
  if (status === 401 || status === 403) {
    throw new ProviderUnavailable(`FedaPay refused our credentials (${status} to ${what}): check FEDAPAY_SECRET_KEY and FEDAPAY_ENVIRONMENT`);
  }
  if (status >= 500 || status === 408 || status === 429) throw new ProviderUnavailable(`FedaPay answered ${status} to ${what}: ${redact(text)}`);
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (status >= 200 && status < 300 && parsed === null) throw new ProviderUnavailable(`FedaPay answered ${status} to ${what} without JSON`);
  if (status >= 300 && status < 400) throw new ProviderUnavailable(`FedaPay answered ${status} to ${what}`);
  return { status, body: parsed };
}

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The object in FedaPay's envelope (`{"v1/transaction": {…}}`), with the fields we rely on. */
function unwrap<T extends FedaPayTransaction | FedaPayPayout>(answer: Answer, envelope: string): T {
  const object = isObject(answer.body) ? answer.body[envelope] : undefined;
  if (!isObject(object) || !Number.isSafeInteger(object.id) || typeof object.status !== 'string' || typeof object.amount !== 'number') {
    throw new ProviderUnavailable(`FedaPay answered ${answer.status} without a readable ${envelope}`);
  }
  return object as unknown as T;
}

function errorMessage(answer: Answer): string {
  const message = isObject(answer.body) && typeof answer.body.message === 'string' ? answer.body.message : '';
  return `FedaPay refused (${answer.status})${message ? `: ${message.slice(0, 200)}` : ''}`;
}

function errorFields(answer: Answer): string[] {
  return isObject(answer.body) && isObject(answer.body.errors) ? Object.keys(answer.body.errors) : [];
}

const referenceTaken = (answer: Answer) =>
  errorFields(answer).includes('merchant_reference') ||
  (isObject(answer.body) && typeof answer.body.message === 'string' && /merchant_reference/i.test(answer.body.message));

/** Our reason for a 4xx FedaPay explains: by the fields its errors name, else by the words of its message. */
function refusalReason(answer: Answer, kind: Kind): FailureReason {
  const balance: FailureReason = kind === 'payouts' ? 'payout_refused' : 'payer_insufficient_funds';
  const fields = errorFields(answer);
  if (fields.some((field) => /phone/.test(field))) return 'invalid_phone';
  if (fields.includes('amount')) return 'amount_refused';
  if (fields.includes('mode')) return 'operator_unavailable';
  if (fields.includes('balance')) return balance;
  const text = JSON.stringify(answer.body ?? '').toLowerCase();
  if (/balance|solde|insufficient|insuffisant/.test(text)) return balance;
  if (/phone|t[ée]l[ée]phone|num[ée]ro/.test(text)) return 'invalid_phone';
  if (/\bmode\b|m[ée]thode|method|op[ée]rat|indisponible|not available|unavailable/.test(text)) return 'operator_unavailable';
  if (/amount|montant/.test(text)) return 'amount_refused';
  return 'provider_refused';
}

function refuse(answer: Answer, kind: Kind): never {
  throw new ProviderRefused(refusalReason(answer, kind), errorMessage(answer));
}

function countryOf(phone: string): FedaPayCountry | null {
  for (const [country, { dial, digits }] of Object.entries(FEDAPAY_COUNTRIES)) {
    if (new RegExp(`^\\+${dial}\\d{${digits}}$`).test(phone)) return country as FedaPayCountry;
  }
  return null;
}

/** FedaPay's mode for the order's operator in its phone's country, and the phone as FedaPay takes it. */
function route(order: ProviderOrder): { mode: string; phone: FedaPayPhoneNumber } {
  // Ghana's players pay in cedis: the sandbox serves them, FedaPay does not.
  if (order.phone.startsWith(GHANA_PREFIX)) throw new ProviderRefused('operator_unavailable', 'FedaPay does not serve Ghana');
  const country = countryOf(order.phone);
  if (!country) throw new ProviderRefused('invalid_phone', "not a mobile number of Bénin, Togo or Côte d'Ivoire in E.164");
  const mode = FEDAPAY_MODES[country][order.provider];
  if (!mode) throw new ProviderRefused('operator_unavailable', `FedaPay has no mode for ${order.provider} in ${country}`);
  return { mode, phone: { number: order.phone, country: country.toLowerCase() } };
}

const INCLUDE = '?include=customer,currency';

/** The object our payment id names at FedaPay, or null. */
async function findByMerchantReference<T extends FedaPayTransaction | FedaPayPayout>(kind: Kind, paymentId: string): Promise<T | null> {
  const answer = await call('GET', `/${kind}/merchant/${encodeURIComponent(paymentId)}${INCLUDE}`);
  if (answer.status === 404) return null;
  if (!isSuccess(answer)) throw new ProviderUnavailable(`${errorMessage(answer)} to a lookup by merchant reference`);
  return unwrap<T>(answer, kind === 'transactions' ? ENVELOPE.transaction : ENVELOPE.payout);
}

async function retrieve<T extends FedaPayTransaction | FedaPayPayout>(kind: Kind, id: string): Promise<T | null> {
  const answer = await call('GET', `/${kind}/${encodeURIComponent(id)}${INCLUDE}`);
  if (answer.status === 404) return null;
  if (!isSuccess(answer)) throw new ProviderUnavailable(`${errorMessage(answer)} to a lookup by id`);
  return unwrap<T>(answer, kind === 'transactions' ? ENVELOPE.transaction : ENVELOPE.payout);
}

/** Creates the object, or finds it when FedaPay says our merchant reference is already used. */
async function create<T extends FedaPayTransaction | FedaPayPayout>(kind: Kind, paymentId: string, body: FedaPayTransactionCreation | FedaPayPayoutCreation): Promise<T> {
  const answer = await call('POST', `/${kind}`, body);
  if (isSuccess(answer)) return unwrap<T>(answer, kind === 'transactions' ? ENVELOPE.transaction : ENVELOPE.payout);
  if (referenceTaken(answer)) {
    const existing = await findByMerchantReference<T>(kind, paymentId);
    if (existing) return existing;
    throw new ProviderUnavailable(`${errorMessage(answer)}, yet no ${kind} has that merchant reference`);
  }
  return refuse(answer, kind);
}

function sameTerms(object: FedaPayTransaction | FedaPayPayout, order: ProviderOrder): void {
  if (object.amount !== order.amount) {
    throw new ProviderRefused('provider_refused', `FedaPay ${object.id} has this merchant reference for another amount (${object.amount})`);
  }
}

const orderBody = (order: ProviderOrder, phone: FedaPayPhoneNumber, description: string) => ({
  description,
  amount: order.amount,
  currency: { iso: 'XOF' },
  customer: { phone_number: phone },
  merchant_reference: order.paymentId,
});

/** Token, then the push to the phone in the operator's mode. */
async function push(transaction: FedaPayTransaction, mode: string, phone: FedaPayPhoneNumber): Promise<void> {
  const tokenAnswer = await call('POST', `/transactions/${transaction.id}/token`);
  if (!isSuccess(tokenAnswer)) return refuse(tokenAnswer, 'transactions');
  const token = isObject(tokenAnswer.body) ? tokenAnswer.body.token : undefined;
  if (typeof token !== 'string' && typeof token !== 'number') throw new ProviderUnavailable('FedaPay answered a token request without a token');
  const body: FedaPayPush = { token: String(token), phone_number: phone };
  const pushed = await call('POST', `/${mode}`, body);
  if (pushed.status === 404) throw new ProviderRefused('operator_unavailable', `FedaPay does not know the mode ${mode}`);
  if (!isSuccess(pushed)) refuse(pushed, 'transactions');
}

async function collect(order: ProviderOrder) {
  const { mode, phone } = route(order);
  const transaction =
    (await findByMerchantReference<FedaPayTransaction>('transactions', order.paymentId)) ??
    (await create<FedaPayTransaction>('transactions', order.paymentId, orderBody(order, phone, 'Recharge Loto Afrik')));
  sameTerms(transaction, order);
  if (transaction.status === 'pending' && !transaction.mode) await push(transaction, mode, phone);
  return { providerReference: String(transaction.id) };
}

async function payout(order: ProviderOrder) {
  const { mode, phone } = route(order);
  const body: FedaPayPayoutCreation = { ...orderBody(order, phone, 'Retrait Loto Afrik'), mode };
  const created = (await findByMerchantReference<FedaPayPayout>('payouts', order.paymentId)) ?? (await create<FedaPayPayout>('payouts', order.paymentId, body));
  sameTerms(created, order);
  if (created.status === 'pending') {
    const start: FedaPayPayoutStart = { payouts: [{ id: created.id, phone_number: phone }] };
    const started = await call('PUT', '/payouts/start', start);
    if (!isSuccess(started)) {
      // a refusal to start a payout an earlier attempt did start is no refusal: refusing would reverse a
      // withdrawal FedaPay pays
      const current = await retrieve<FedaPayPayout>('payouts', String(created.id));
      if (!current || current.status === 'pending') refuse(started, 'payouts');
    }
  }
  return { providerReference: String(created.id) };
}

type Final = { outcome: 'succeeded' | 'failed'; failureReason: FailureReason | null } | null;

function transactionFinal(status: string): Final {
  switch (status) {
    case 'approved':
    case 'transferred':
    case 'approved_partially_refunded':
    case 'transferred_partially_refunded':
      return { outcome: 'succeeded', failureReason: null };
    case 'declined':
    case 'expired':
      return { outcome: 'failed', failureReason: 'declined' };
    case 'canceled':
    case 'refunded':
      return { outcome: 'failed', failureReason: 'provider_refused' };
    default:
      return null;
  }
}

function payoutFinal(status: string): Final {
  if (status === 'sent') return { outcome: 'succeeded', failureReason: null };
  if (status === 'failed') return { outcome: 'failed', failureReason: 'payout_refused' };
  return null;
}

/** ISO 4217 of a transaction or payout: its `currency.iso` when it embeds the currency, else its `currency_id` when we know it. */
function currencyOf(object: Record<string, unknown>): string | null {
  if (object.currency !== undefined && object.currency !== null) {
    const iso = isObject(object.currency) ? object.currency.iso : undefined;
    return typeof iso === 'string' && /^[A-Z]{3}$/.test(iso) ? iso : null;
  }
  return typeof object.currency_id === 'number' ? (FEDAPAY_CURRENCY_IDS[object.currency_id] ?? null) : null;
}

async function status(query: StatusQuery): Promise<ProviderStatus> {
  const kind: Kind = query.direction === 'in' ? 'transactions' : 'payouts';
  const found = query.providerReference
    ? await retrieve<FedaPayTransaction | FedaPayPayout>(kind, query.providerReference)
    : await findByMerchantReference<FedaPayTransaction | FedaPayPayout>(kind, query.paymentId);
  // a reference that names another payment's order is no answer about this one
  if (!found || (found.merchant_reference && found.merchant_reference.toLowerCase() !== query.paymentId.toLowerCase())) return { kind: 'unknown' };
  const providerReference = String(found.id);
  const final = query.direction === 'in' ? transactionFinal(found.status) : payoutFinal(found.status);
  if (!final) return { kind: 'pending', providerReference };
  const currency = currencyOf(found as unknown as Record<string, unknown>);
  if (!currency) throw new ProviderUnavailable(`FedaPay ${kind} ${providerReference} has no currency we can read`);
  return { kind: 'final', providerReference, ...final, amount: found.amount, currency };
}

/** `t=<seconds>,s=<hex>[,s=<hex>…]`, or null. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  const timestamps: string[] = [];
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const separator = item.indexOf('=');
    if (separator < 0) continue;
    const name = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (name === 't') timestamps.push(value);
    if (name === 's') signatures.push(value);
  }
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0) return null;
  return { timestamp: Number(timestamps[0]), signatures };
}

async function signedBy(secret: string, signedPayload: string, signatures: string[]): Promise<boolean> {
  for (const signature of signatures) if (await verifyBodySignature(secret, signedPayload, signature)) return true;
  return false;
}

const EVENT_OUTCOMES: Readonly<Record<string, { direction: 'in' | 'out'; outcome: 'succeeded' | 'failed'; failureReason: FailureReason | null }>> = {
  [FEDAPAY_EVENTS.transactionApproved]: { direction: 'in', outcome: 'succeeded', failureReason: null },
  [FEDAPAY_EVENTS.transactionDeclined]: { direction: 'in', outcome: 'failed', failureReason: 'declined' },
  [FEDAPAY_EVENTS.transactionExpired]: { direction: 'in', outcome: 'failed', failureReason: 'declined' },
  [FEDAPAY_EVENTS.transactionCanceled]: { direction: 'in', outcome: 'failed', failureReason: 'provider_refused' },
  [FEDAPAY_EVENTS.payoutSent]: { direction: 'out', outcome: 'succeeded', failureReason: null },
  [FEDAPAY_EVENTS.payoutFailed]: { direction: 'out', outcome: 'failed', failureReason: 'payout_refused' },
};

/** E.164 of FedaPay's phone number object (E.164 itself, or national digits with the country), or null. */
function e164(value: unknown): string | null {
  if (!isObject(value) || typeof value.number !== 'string') return null;
  const number = value.number.replace(/[\s.-]/g, '');
  if (/^\+\d{8,15}$/.test(number)) return number;
  const country = typeof value.country === 'string' ? value.country.toUpperCase() : '';
  if (!(country in FEDAPAY_COUNTRIES) || !/^\d+$/.test(number)) return null;
  const { dial, digits } = FEDAPAY_COUNTRIES[country as FedaPayCountry];
  if (number.length === digits) return `+${dial}${number}`;
  if (number.length === dial.length + digits && number.startsWith(dial)) return `+${number}`;
  return null;
}

/** What a signed event says: a final answer, an event that is none, or what is wrong with it. */
function readEvent(value: unknown): ConfirmationReading {
  const malformed = (what: string): ConfirmationReading => ({ kind: 'malformed', reason: `invalid ${what}` });
  if (!isObject(value)) return malformed('event: not a JSON object');
  const name = value.name ?? value.type;
  if (typeof name !== 'string') return malformed('name');
  const meaning = EVENT_OUTCOMES[name];
  if (!meaning) return { kind: 'ignored', reason: `event ${name}` };
  const entity = value.entity;
  if (!isObject(entity)) return malformed('entity');
  if (!Number.isSafeInteger(entity.id) || (entity.id as number) <= 0) return malformed('entity id');
  if (!isUuid(entity.merchant_reference)) return malformed('merchant_reference');
  if (!isAmount(entity.amount)) return malformed('amount');
  const currency = currencyOf(entity);
  if (!currency) return malformed('currency');
  const confirmation: Confirmation = {
    paymentId: entity.merchant_reference.toLowerCase(),
    providerReference: String(entity.id),
    outcome: meaning.outcome,
    failureReason: meaning.failureReason,
    direction: meaning.direction,
    provider: typeof entity.mode === 'string' ? (OPERATOR_OF_MODE[entity.mode] ?? null) : null,
    phone: e164(entity.phone_number) ?? (isObject(entity.customer) ? e164(entity.customer.phone_number) : null),
    amount: entity.amount,
    currency,
  };
  return { kind: 'confirmation', confirmation };
}

async function readConfirmation(headers: Headers, rawBody: string, nowMs: number): Promise<ConfirmationReading> {
  const header = headers.get(FEDAPAY_SIGNATURE_HEADER);
  if (!header) return { kind: 'unsigned' };
  const signed = parseSignatureHeader(header);
  if (!signed) return { kind: 'bad_signature' };
  if (!(await signedBy(requiredEnv('FEDAPAY_WEBHOOK_SECRET'), `${signed.timestamp}.${rawBody}`, signed.signatures))) return { kind: 'bad_signature' };
  if (Math.abs(nowMs - signed.timestamp * 1000) > FEDAPAY_SIGNATURE_TOLERANCE_SECONDS * 1000) return { kind: 'stale' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { kind: 'malformed', reason: 'invalid JSON' };
  }
  return readEvent(parsed);
}

/** FedaPay (BJ, TG, CI), DESIGN §8. Settings: FEDAPAY_SECRET_KEY, FEDAPAY_ENVIRONMENT, FEDAPAY_WEBHOOK_SECRET, FEDAPAY_API_URL. */
export const fedapayAdapter: ProviderAdapter = { id: 'fedapay', collect, payout, status, readConfirmation };
