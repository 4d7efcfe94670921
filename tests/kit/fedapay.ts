/**
 * A fake FedaPay for tests (never imported by src/ or supabase/): the subset of its HTTP API the adapter
 * uses, as FedaPay documents it (paths under /v1, `Authorization: Bearer <secret key>`, answers wrapped
 * in `{"v1/transaction": …}`, errors `{message, errors}`, statuses, `include=customer,currency`), on
 * 127.0.0.1 and an ephemeral port, and signed webhook deliveries (`X-FEDAPAY-SIGNATURE:
 * t=<seconds>,s=<hex HMAC-SHA256 of "<t>.<body>">`). Its literals are written here on purpose, not
 * imported from the adapter's protocol file, so that the two are checked against each other.
 *
 * Nothing changes by itself: a test approves, declines, sends or fails, and delivers a webhook only
 * when it asks (an approval without any webhook is a confirmation that never came).
 */
import { createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePhoneNumber {
  number: string;
  country: string;
}

export type FakeTransactionStatus =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'canceled'
  | 'expired'
  | 'refunded'
  | 'transferred'
  | 'approved_partially_refunded'
  | 'transferred_partially_refunded';
export type FakePayoutStatus = 'pending' | 'started' | 'processing' | 'sent' | 'failed';

/** A transaction as FedaPay answers it (with `include=customer,currency`). */
export interface FakeTransaction {
  klass: 'v1/transaction';
  id: number;
  reference: string;
  description: string;
  amount: number;
  status: FakeTransactionStatus;
  mode: string | null;
  merchant_reference: string | null;
  currency_id: number;
  customer_id: number | null;
  last_error_code: string | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  declined_at: string | null;
  canceled_at: string | null;
  currency?: FakeCurrency;
  customer?: FakeCustomer | null;
}

/** A payout as FedaPay answers it (with `include=customer,currency`). */
export interface FakePayout {
  klass: 'v1/payout';
  id: number;
  reference: string;
  description: string | null;
  amount: number;
  status: FakePayoutStatus;
  mode: string;
  merchant_reference: string | null;
  currency_id: number;
  customer_id: number | null;
  last_error_code: string | null;
  created_at: string;
  updated_at: string;
  scheduled_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
  currency?: FakeCurrency;
  customer?: FakeCustomer | null;
}

interface FakeCurrency {
  klass: 'v1/currency';
  id: number;
  iso: string;
  name: string;
  code: number;
}

interface FakeCustomer {
  klass: 'v1/customer';
  id: number;
  phone_number: FakePhoneNumber | null;
}

/** A request the fake received. */
export interface SeenRequest {
  method: string;
  /** with its query */
  path: string;
  authorization: string | null;
  body: unknown;
}

/** The fake's routes, for failure injection. */
export type FakeRoute =
  | 'create_transaction'
  | 'lookup_transaction'
  | 'retrieve_transaction'
  | 'token'
  | 'push'
  | 'create_payout'
  | 'start_payout'
  | 'lookup_payout'
  | 'retrieve_payout';

/** An answer forced on a route's next request: a status and JSON body, or the connection cut without an answer. */
export type FakeAnswer = { status: number; body?: unknown } | 'disconnect';

export interface DeliveryOptions {
  webhookUrl: string;
  /** the endpoint's secret, which signs the delivery */
  secret: string;
  /** `t`, default now */
  timestampSeconds?: number;
  /** the event's name, by default the one its status implies (`transaction.approved`, `payout.sent` …) */
  event?: string;
  /** fields merged into the entity before signing: a genuine event that says this */
  override?: Record<string, unknown>;
  /** changes made to the entity after signing: a forged body */
  tamper?: { amount?: number; currency?: string };
  /** signs with this secret instead of `secret` */
  signWith?: string;
}

export interface Delivery {
  status: number;
  body: unknown;
}

export interface FakeFedaPay {
  /** the base URL (without /v1), for FEDAPAY_API_URL */
  readonly url: string;
  readonly secretKey: string;
  transactions(): FakeTransaction[];
  payouts(): FakePayout[];
  /** the requests received since the last call */
  takeRequests(): SeenRequest[];
  /** `ref`: FedaPay's id, or the merchant reference */
  approve(ref: string): void;
  decline(ref: string): void;
  setTransactionStatus(ref: string, status: FakeTransactionStatus): void;
  sendPayout(ref: string): void;
  failPayout(ref: string): void;
  setPayoutStatus(ref: string, status: FakePayoutStatus): void;
  /** the route's next request gets this answer instead (queued, one per call) */
  failNext(route: FakeRoute, answer: FakeAnswer): void;
  /** POSTs a signed event about the transaction or payout `ref` names, the way FedaPay does */
  deliver(ref: string, options: DeliveryOptions): Promise<Delivery>;
  /** POSTs again exactly the last delivered request (same body, same signature header) */
  resend(): Promise<Delivery>;
  close(): Promise<void>;
}

const XOF: FakeCurrency = { klass: 'v1/currency', id: 1, iso: 'XOF', name: 'FCFA', code: 952 };
const COLLECTION_MODES = new Set(['mtn_open', 'moov', 'sbin', 'moov_tg', 'togocel', 'mtn_ci', 'moov_ci', 'orange_ci', 'wave_ci']);
const PAYOUT_MODES = COLLECTION_MODES;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPhone = (value: unknown): value is FakePhoneNumber => isObject(value) && typeof value.number === 'string' && typeof value.country === 'string';
const now = () => new Date().toISOString();
const copy = <T>(value: T): T => structuredClone(value);

class Refusal {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

const invalid = (message: string, errors: Record<string, string[]>) => new Refusal(400, { message, errors });
const notFound = () => new Refusal(404, { message: 'Not found' });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The order fields FedaPay checks on creation (amount, currency, customer's phone). */
function checkOrder(body: Record<string, unknown>): void {
  if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount <= 0) {
    throw invalid('Le montant est invalide', { amount: ['must be a positive integer'] });
  }
  if (!isObject(body.currency) || body.currency.iso !== 'XOF') throw invalid('Devise invalide', { currency: ['is not supported'] });
  if (body.customer !== undefined && !(isObject(body.customer) && (body.customer.phone_number === undefined || isPhone(body.customer.phone_number)))) {
    throw invalid('Client invalide', { customer: ['is invalid'] });
  }
  if (body.merchant_reference !== undefined && typeof body.merchant_reference !== 'string') {
    throw invalid('Référence marchand invalide', { merchant_reference: ['is invalid'] });
  }
}

export async function startFakeFedaPay(options: { secretKey?: string } = {}): Promise<FakeFedaPay> {
  const secretKey = options.secretKey ?? 'sk_sandbox_fake_key';
  const transactions: FakeTransaction[] = [];
  const payouts: FakePayout[] = [];
  const customers = new Map<number, FakeCustomer>();
  const tokens = new Map<string, number>();
  const seen: SeenRequest[] = [];
  const forced = new Map<FakeRoute, FakeAnswer[]>();
  let nextTransactionId = 101;
  let nextPayoutId = 9001;
  let nextCustomerId = 1;
  let nextEventId = 1;
  let lastDelivery: { url: string; headers: Record<string, string>; body: string } | null = null;

  const customerFor = (body: Record<string, unknown>): number | null => {
    if (!isObject(body.customer)) return null;
    const id = nextCustomerId++;
    customers.set(id, { klass: 'v1/customer', id, phone_number: isPhone(body.customer.phone_number) ? copy(body.customer.phone_number) : null });
    return id;
  };

  function render<T extends FakeTransaction | FakePayout>(object: T, include: string[]): T {
    const answer = copy(object);
    if (include.includes('currency')) answer.currency = copy(XOF);
    if (include.includes('customer')) answer.customer = object.customer_id === null ? null : copy(customers.get(object.customer_id) ?? null);
    return answer;
  }

  const findTransaction = (ref: string) => transactions.find((t) => String(t.id) === ref || t.merchant_reference === ref);
  const findPayout = (ref: string) => payouts.find((p) => String(p.id) === ref || p.merchant_reference === ref);

  function transactionOrThrow(ref: string): FakeTransaction {
    const transaction = findTransaction(ref);
    if (!transaction) throw new Error(`fake FedaPay: no transaction ${ref}`);
    return transaction;
  }

  function payoutOrThrow(ref: string): FakePayout {
    const payout = findPayout(ref);
    if (!payout) throw new Error(`fake FedaPay: no payout ${ref}`);
    return payout;
  }

  function setTransactionStatus(ref: string, status: FakeTransactionStatus): void {
    const transaction = transactionOrThrow(ref);
    const at = now();
    transaction.status = status;
    transaction.updated_at = at;
    if (status === 'approved') transaction.approved_at = at;
    if (status === 'declined') transaction.declined_at = at;
    if (status === 'canceled') transaction.canceled_at = at;
  }

  function setPayoutStatus(ref: string, status: FakePayoutStatus): void {
    const payout = payoutOrThrow(ref);
    const at = now();
    payout.status = status;
    payout.updated_at = at;
    if (status === 'sent') payout.sent_at = at;
    if (status === 'failed') payout.failed_at = at;
  }

  /** The route a request takes, with its parameter, or null. */
  function routeOf(method: string, segments: string[]): { route: FakeRoute; param: string } | null {
    const [collection, second, third] = segments;
    if (collection === 'transactions') {
      if (method === 'POST' && segments.length === 1) return { route: 'create_transaction', param: '' };
      if (method === 'GET' && second === 'merchant' && third && segments.length === 3) return { route: 'lookup_transaction', param: third };
      if (method === 'GET' && second && segments.length === 2) return { route: 'retrieve_transaction', param: second };
      if (method === 'POST' && second && third === 'token' && segments.length === 3) return { route: 'token', param: second };
      // the API reference's spelling of the push, POST /v1/transactions/{mode}
      if (method === 'POST' && second && !/^\d+$/.test(second) && segments.length === 2) return { route: 'push', param: second };
      return null;
    }
    if (collection === 'payouts') {
      if (method === 'POST' && segments.length === 1) return { route: 'create_payout', param: '' };
      if (method === 'PUT' && second === 'start' && segments.length === 2) return { route: 'start_payout', param: '' };
      if (method === 'GET' && second === 'merchant' && third && segments.length === 3) return { route: 'lookup_payout', param: third };
      if (method === 'GET' && second && segments.length === 2) return { route: 'retrieve_payout', param: second };
      return null;
    }
    // the SDKs' push, POST /v1/{mode}
    if (method === 'POST' && collection && segments.length === 1) return { route: 'push', param: collection };
    return null;
  }

  function handle(route: FakeRoute, param: string, body: unknown, include: string[]): { status: number; body: unknown } {
    const input = isObject(body) ? body : {};
    switch (route) {
      case 'create_transaction': {
        if (typeof input.description !== 'string' || !input.description) throw invalid('La description est requise', { description: ['is required'] });
        checkOrder(input);
        const reference = input.merchant_reference as string | undefined;
        if (reference !== undefined && transactions.some((t) => t.merchant_reference === reference)) {
          throw invalid('La validation a échoué', { merchant_reference: ['has already been taken'] });
        }
        const at = now();
        const id = nextTransactionId++;
        const transaction: FakeTransaction = {
          klass: 'v1/transaction',
          id,
          reference: `trx_${id}`,
          description: input.description,
          amount: input.amount as number,
          status: 'pending',
          mode: null,
          merchant_reference: reference ?? null,
          currency_id: XOF.id,
          customer_id: customerFor(input),
          last_error_code: null,
          created_at: at,
          updated_at: at,
          approved_at: null,
          declined_at: null,
          canceled_at: null,
        };
        transactions.push(transaction);
        return { status: 201, body: { 'v1/transaction': render(transaction, include) } };
      }
      case 'lookup_transaction':
      case 'retrieve_transaction': {
        const transaction = route === 'lookup_transaction' ? transactions.find((t) => t.merchant_reference === param) : transactions.find((t) => String(t.id) === param);
        if (!transaction) throw notFound();
        return { status: 200, body: { 'v1/transaction': render(transaction, include) } };
      }
      case 'token': {
        const transaction = transactions.find((t) => String(t.id) === param);
        if (!transaction) throw notFound();
        const token = `tok_${transaction.id}_${tokens.size + 1}`;
        tokens.set(token, transaction.id);
        return { status: 200, body: { token, url: `https://process.fedapay.test/${token}` } };
      }
      case 'push': {
        if (!COLLECTION_MODES.has(param)) throw notFound();
        const transactionId = typeof input.token === 'string' ? tokens.get(input.token) : undefined;
        const transaction = transactions.find((t) => t.id === transactionId);
        if (!transaction) throw invalid('Token invalide', { token: ['is invalid'] });
        if (transaction.status !== 'pending' || transaction.mode !== null) throw new Refusal(400, { message: 'Transaction déjà traitée' });
        if (input.phone_number !== undefined && !isPhone(input.phone_number)) throw invalid('Numéro de téléphone invalide', { phone_number: ['is invalid'] });
        transaction.mode = param;
        transaction.updated_at = now();
        return { status: 200, body: { reference: `pi_${transaction.id}`, amount: transaction.amount, status: 'pending', mode: param, transaction_key: transaction.reference } };
      }
      case 'create_payout': {
        checkOrder(input);
        if (typeof input.mode !== 'string' || !PAYOUT_MODES.has(input.mode)) throw invalid('Mode de paiement non disponible', { mode: ['is not available'] });
        const reference = input.merchant_reference as string | undefined;
        if (reference !== undefined && payouts.some((p) => p.merchant_reference === reference)) {
          throw invalid('La validation a échoué', { merchant_reference: ['has already been taken'] });
        }
        const at = now();
        const id = nextPayoutId++;
        const payout: FakePayout = {
          klass: 'v1/payout',
          id,
          reference: `pay_${id}`,
          description: typeof input.description === 'string' ? input.description : null,
          amount: input.amount as number,
          status: 'pending',
          mode: input.mode,
          merchant_reference: reference ?? null,
          currency_id: XOF.id,
          customer_id: customerFor(input),
          last_error_code: null,
          created_at: at,
          updated_at: at,
          scheduled_at: null,
          sent_at: null,
          failed_at: null,
        };
        payouts.push(payout);
        return { status: 201, body: { 'v1/payout': render(payout, include) } };
      }
      case 'start_payout': {
        if (!Array.isArray(input.payouts) || input.payouts.length === 0) throw invalid('Aucun dépôt', { payouts: ['is required'] });
        const started = input.payouts.map((item: unknown) => {
          const payout = isObject(item) ? payouts.find((p) => p.id === item.id) : undefined;
          if (!payout) throw notFound();
          if (payout.status !== 'pending') throw new Refusal(400, { message: 'Dépôt déjà démarré' });
          return payout;
        });
        for (const payout of started) {
          payout.status = 'started';
          payout.updated_at = now();
        }
        return { status: 200, body: { 'v1/payouts': started.map((payout) => render(payout, include)) } };
      }
      case 'lookup_payout':
      case 'retrieve_payout': {
        const payout = route === 'lookup_payout' ? payouts.find((p) => p.merchant_reference === param) : payouts.find((p) => String(p.id) === param);
        if (!payout) throw notFound();
        return { status: 200, body: { 'v1/payout': render(payout, include) } };
      }
    }
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake.fedapay');
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    seen.push({ method, path: `${url.pathname}${url.search}`, authorization: request.headers.authorization ?? null, body });
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] !== 'v1') return answer(404, { message: 'Not found' });
    const match = routeOf(method, segments.slice(1));
    const injected = match ? forced.get(match.route)?.shift() : undefined;
    if (injected === 'disconnect') {
      request.socket.destroy();
      return;
    }
    if (injected) return answer(injected.status, injected.body ?? {});
    if (request.headers.authorization !== `Bearer ${secretKey}`) return answer(401, { message: 'Unauthenticated' });
    if (!match) return answer(404, { message: 'Not found' });
    try {
      const result = handle(match.route, match.param, body, (url.searchParams.get('include') ?? '').split(','));
      answer(result.status, result.body);
    } catch (error) {
      if (error instanceof Refusal) return answer(error.status, error.body);
      answer(500, { message: 'Internal Server Error' });
    }
  }

  const server = createServer((request, response) => {
    void serve(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function post(url: string, headers: Record<string, string>, body: string): Promise<Delivery> {
    lastDelivery = { url, headers, body };
    const response = await fetch(url, { method: 'POST', headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: response.status, body: parsed };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    transactions: () => transactions.map((t) => render(t, ['customer', 'currency'])),
    payouts: () => payouts.map((p) => render(p, ['customer', 'currency'])),
    takeRequests: () => seen.splice(0),
    approve: (ref) => setTransactionStatus(ref, 'approved'),
    decline: (ref) => setTransactionStatus(ref, 'declined'),
    setTransactionStatus,
    sendPayout: (ref) => setPayoutStatus(ref, 'sent'),
    failPayout: (ref) => setPayoutStatus(ref, 'failed'),
    setPayoutStatus,
    failNext(route, answer) {
      forced.set(route, [...(forced.get(route) ?? []), answer]);
    },
    async deliver(ref, delivery) {
      const transaction = findTransaction(ref);
      const payout = transaction ? undefined : findPayout(ref);
      if (!transaction && !payout) throw new Error(`fake FedaPay: nothing named ${ref}`);
      const object = transaction ? 'transaction' : 'payout';
      const entity: Record<string, unknown> = { ...render((transaction ?? payout)!, ['customer', 'currency']), ...delivery.override };
      const status = (transaction ?? payout)!.status;
      const name = delivery.event ?? (status === 'pending' ? `${object}.created` : `${object}.${status}`);
      const event = { id: nextEventId++, klass: 'v1/event', name, object, object_id: entity.id, account_id: 1, entity, created_at: now() };
      const signed = JSON.stringify(event);
      const t = delivery.timestampSeconds ?? Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', delivery.signWith ?? delivery.secret)
        .update(`${t}.${signed}`, 'utf8')
        .digest('hex');
      let sent = signed;
      if (delivery.tamper) {
        const forged = JSON.parse(signed) as { entity: Record<string, unknown> };
        if (delivery.tamper.amount !== undefined) forged.entity.amount = delivery.tamper.amount;
        if (delivery.tamper.currency !== undefined) forged.entity.currency = { ...(forged.entity.currency as object), iso: delivery.tamper.currency };
        sent = JSON.stringify(forged);
      }
      return post(delivery.webhookUrl, { 'content-type': 'application/json', 'x-fedapay-signature': `t=${t},s=${signature}` }, sent);
    },
    resend() {
      if (!lastDelivery) throw new Error('fake FedaPay: nothing delivered yet');
      return post(lastDelivery.url, lastDelivery.headers, lastDelivery.body);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
