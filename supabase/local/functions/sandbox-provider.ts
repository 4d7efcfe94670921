import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROVIDER_IDS, isSandboxDeclined } from '../../../src/game/payments';
import { sandboxPhoneNumber } from '../../../src/game/sandbox-phone';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_SIGNATURE_PREFIX,
  type SandboxCompletion,
  type SandboxKind,
  type SandboxOrder,
  type SandboxTransaction,
} from '../../functions/_shared/sandbox-protocol';
import { sameSecret, signBody } from '../../functions/_shared/signature';
import { HttpError, bearerToken, parseJson, readBody, sendJson } from '../core/http';

/** The sandbox's delays: DESIGN §8's 5 s by default; tests and benches shorten them. */
export interface SandboxTimings {
  /** the phone approves a push by itself this long after it arrives, unless it answers or holds it first */
  approveAfterMs: number;
  /** the waits before each new attempt to deliver a completion, after a network error or a 5xx */
  webhookRetryDelaysMs: readonly number[];
}

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = { approveAfterMs: 5000, webhookRetryDelaysMs: [1000, 5000, 15_000] };

export interface SandboxOptions {
  timings: SandboxTimings;
  merchantKey: string;
  /** what the phone page presents (`Authorization: Bearer …`) to see and answer pushes */
  phoneKey: string;
  webhookSecret: string;
  /** where completions go: the merchant's webhook (payments-webhook on this stack) */
  webhookUrl: () => string;
  log: (line: string) => void;
}

/**
 * What the phone page sees of a push. `delivery`: the merchant has yet to hear of the answer
 * ('waiting'), took it ('delivered'), refused it ('refused': the payer is refunded, e.g. the
 * recharge had expired), or could not be reached after every retry ('failed').
 */
export interface SandboxPush {
  id: string;
  kind: SandboxKind;
  provider: string;
  phone: string;
  amount: number;
  status: SandboxTransaction['status'];
  reason: string | null;
  held: boolean;
  auto_approve_at: string | null;
  delivery: 'waiting' | 'delivered' | 'refused' | 'failed';
  created_at: string;
  completed_at: string | null;
}

interface Push {
  transaction: SandboxTransaction;
  held: boolean;
  autoApproveAt: number | null;
  timer: NodeJS.Timeout | null;
  delivery: SandboxPush['delivery'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Pushes kept in memory at most; the oldest finished ones go first. */
const MAX_PUSHES = 10_000;
const PHONE_PUSHES_SHOWN = 20;

function readOrder(body: unknown): SandboxOrder {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'invalid_request', 'Expected a JSON object');
  const order = body as Record<string, unknown>;
  if (typeof order.merchant_reference !== 'string' || !UUID.test(order.merchant_reference)) {
    throw new HttpError(400, 'invalid_request', 'merchant_reference must be a uuid');
  }
  if (typeof order.provider !== 'string' || !(PROVIDER_IDS as readonly string[]).includes(order.provider)) {
    throw new HttpError(400, 'invalid_request', `provider must be one of ${PROVIDER_IDS.join(', ')}`);
  }
  const phone = typeof order.phone === 'string' && order.phone.startsWith('+') ? sandboxPhoneNumber(order.phone) : null;
  if (!phone || phone !== order.phone) throw new HttpError(400, 'invalid_request', 'phone must be an E.164 number');
  if (typeof order.amount !== 'number' || !Number.isSafeInteger(order.amount) || order.amount < 1 || order.amount > 10_000_000) {
    throw new HttpError(400, 'invalid_request', 'amount must be a whole number of CFA, 1 to 10 000 000');
  }
  return { merchant_reference: order.merchant_reference.toLowerCase(), provider: order.provider, phone, amount: order.amount };
}

/**
 * The sandbox mobile-money aggregator (DESIGN §8), run by the local stack as a real one would run:
 * a merchant API to collect and pay out, a 'phone' API the sandbox page at /sandbox/momo uses to
 * approve, decline or hold each push (with the phone key only: anyone else gets 401 and no number), auto-approval after `approveAfterMs`, numbers ending in 0000
 * always declined, and each answer POSTed to the merchant's webhook with an HMAC-SHA256 signature of
 * the raw body. Pushes live in memory: a restarted stack has forgotten them, and its dispatcher sends
 * the pending payments again (transaction ids derive from the merchant's reference, so the same
 * payment gets the same id).
 */
export class SandboxProvider {
  private readonly pushes = new Map<string, Push>();
  private readonly deliveries = new Set<Promise<void>>();
  private readonly sleepers = new Set<() => void>();
  private stopped = false;

  constructor(private readonly options: SandboxOptions) {}

  /** `/sandbox/v1/<rest>` */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void> {
    const method = req.method ?? 'GET';
    const segments = rest.split('/').filter(Boolean);
    const route = `${method} ${segments.map((segment, i) => (i === 1 ? ':id' : segment)).join('/')}`;
    switch (route) {
      case 'POST collections':
      case 'POST payouts': {
        await this.authenticateMerchant(req);
        const [status, transaction] = this.order(segments[0] === 'collections' ? 'collection' : 'payout', readOrder(parseJson(await readBody(req))));
        return sendJson(res, status, transaction);
      }
      case 'GET transactions/:id': {
        await this.authenticateMerchant(req);
        return sendJson(res, 200, this.find(segments[1]!).transaction);
      }
      case 'GET phones':
        await this.authenticatePhone(req);
        return sendJson(res, 200, { phones: this.phones() });
      case 'GET pushes': {
        await this.authenticatePhone(req);
        const phone = sandboxPhoneNumber(url.searchParams.get('phone') ?? '');
        if (!phone) throw new HttpError(400, 'invalid_request', 'phone must be a phone number in international format');
        return sendJson(res, 200, { pushes: this.pushesOf(phone) });
      }
      case 'POST pushes/:id/approve':
      case 'POST pushes/:id/decline':
      case 'POST pushes/:id/hold':
        await this.authenticatePhone(req);
        return sendJson(res, 200, this.answer(segments[1]!, segments[2] as 'approve' | 'decline' | 'hold'));
    }
    throw new HttpError(404, 'not_found', `Nothing here: ${url.pathname}`);
  }

  /** Stops the timers and retries, and waits for the deliveries under way. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const push of this.pushes.values()) if (push.timer) clearTimeout(push.timer);
    for (const wake of this.sleepers) wake();
    await Promise.all([...this.deliveries]);
  }

  private async authenticateMerchant(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    if (!token || !(await sameSecret(token, this.options.merchantKey))) throw new HttpError(401, 'unauthorized', 'A valid merchant key is required');
  }

  private async authenticatePhone(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    if (!token || !(await sameSecret(token, this.options.phoneKey))) throw new HttpError(401, 'unauthorized', 'The sandbox phone key is required');
  }

  private find(id: string): Push {
    const push = this.pushes.get(id);
    if (!push) throw new HttpError(404, 'not_found', 'No such transaction');
    return push;
  }

  private order(kind: SandboxKind, order: SandboxOrder): [number, SandboxTransaction] {
    const id = `sbx-${kind === 'collection' ? 'col' : 'pay'}-${order.merchant_reference}`;
    const known = this.pushes.get(id);
    if (known) {
      const same = known.transaction.provider === order.provider && known.transaction.phone === order.phone && known.transaction.amount === order.amount;
      if (!same) throw new HttpError(409, 'conflict', 'This merchant_reference was sent with other terms');
      return [200, known.transaction];
    }
    // one clock read: the approval time is exactly approveAfterMs after the creation it shows
    const now = Date.now();
    const transaction: SandboxTransaction = { id, kind, ...order, status: 'pending', reason: null, created_at: new Date(now).toISOString(), completed_at: null };
    const push: Push = { transaction, held: false, autoApproveAt: null, timer: null, delivery: 'waiting' };
    this.pushes.set(id, push);
    this.forgetOldest();
    if (!this.stopped) {
      push.autoApproveAt = now + this.options.timings.approveAfterMs;
      push.timer = setTimeout(() => this.complete(push, 'approve'), this.options.timings.approveAfterMs);
      push.timer.unref();
    }
    return [201, transaction];
  }

  private forgetOldest(): void {
    if (this.pushes.size <= MAX_PUSHES) return;
    for (const [id, push] of this.pushes) {
      if (push.transaction.status !== 'pending' && push.delivery !== 'waiting') {
        this.pushes.delete(id);
        if (this.pushes.size <= MAX_PUSHES) return;
      }
    }
  }

  private phones(): { phone: string; pending: number }[] {
    const pending = new Map<string, number>();
    for (const { transaction } of [...this.pushes.values()].reverse()) {
      if (transaction.status === 'pending') pending.set(transaction.phone, (pending.get(transaction.phone) ?? 0) + 1);
    }
    return [...pending].map(([phone, count]) => ({ phone, pending: count }));
  }

  private pushesOf(phone: string): SandboxPush[] {
    return [...this.pushes.values()]
      .filter((push) => push.transaction.phone === phone)
      .reverse()
      .slice(0, PHONE_PUSHES_SHOWN)
      .map((push) => this.view(push));
  }

  private view({ transaction, held, autoApproveAt, delivery }: Push): SandboxPush {
    const { id, kind, provider, phone, amount, status, reason, created_at, completed_at } = transaction;
    return {
      id,
      kind,
      provider,
      phone,
      amount,
      status,
      reason,
      held,
      auto_approve_at: status === 'pending' && autoApproveAt !== null ? new Date(autoApproveAt).toISOString() : null,
      delivery,
      created_at,
      completed_at,
    };
  }

  private answer(id: string, answer: 'approve' | 'decline' | 'hold'): SandboxPush {
    const push = this.find(id);
    if (push.transaction.status !== 'pending') throw new HttpError(409, 'not_pending', 'This push has already been answered');
    if (answer === 'hold') {
      if (push.timer) clearTimeout(push.timer);
      Object.assign(push, { held: true, timer: null, autoApproveAt: null });
    } else {
      this.complete(push, answer);
    }
    return this.view(push);
  }

  /** The phone's answer (or the auto-approval): a number ending in 0000 is declined whatever it says. */
  private complete(push: Push, answer: 'approve' | 'decline'): void {
    if (push.transaction.status !== 'pending') return;
    if (push.timer) clearTimeout(push.timer);
    const declined = answer === 'decline' || isSandboxDeclined(push.transaction.phone);
    Object.assign(push, { timer: null, autoApproveAt: null });
    Object.assign(push.transaction, {
      status: declined ? 'failed' : 'succeeded',
      reason: answer === 'decline' ? 'declined_by_payer' : declined ? 'test_number_declined' : null,
      completed_at: new Date().toISOString(),
    });
    const delivery = this.deliver(push).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  private async deliver(push: Push): Promise<void> {
    const completion: SandboxCompletion = { event: 'transaction.completed', ...(push.transaction as SandboxTransaction & { status: 'succeeded' | 'failed' }) };
    const body = JSON.stringify(completion);
    const signature = `${SANDBOX_SIGNATURE_PREFIX}${await signBody(this.options.webhookSecret, body)}`;
    const waits = [0, ...this.options.timings.webhookRetryDelaysMs];
    for (const [attempt, wait] of waits.entries()) {
      if (wait > 0) await this.sleep(wait);
      if (this.stopped && attempt > 0) break;
      let status = 0;
      let answer = '';
      try {
        const response = await fetch(this.options.webhookUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body,
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        answer = error instanceof Error ? error.message : String(error);
      }
      if (status >= 200 && status < 300) {
        push.delivery = 'delivered';
        return;
      }
      if (status >= 400 && status < 500) {
        push.delivery = 'refused';
        this.options.log(`sandbox: the merchant refused ${push.transaction.id} (${status} ${answer.slice(0, 200)}); the payer is refunded`);
        return;
      }
      this.options.log(`sandbox: delivering ${push.transaction.id} failed (attempt ${attempt + 1}: ${status || answer.slice(0, 200)})`);
    }
    push.delivery = 'failed';
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
