import { vi } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCompletion } from '../../../supabase/functions/_shared/sandbox-protocol';
import { signBody } from '../../../supabase/functions/_shared/signature';
import { DISPATCH_SECRET_HEADER } from '../../../supabase/functions/_shared/dispatch-protocol';
import { PAYMENTS_DISPATCH_SECRET, SANDBOX_PHONE_KEY, SANDBOX_WEBHOOK_SECRET, type SandboxPush } from '../../../supabase/local';
import type { TestStack } from './test-stack';

/**
 * Runs the payments job once, as pg_cron (hosted) or the stack's scheduler would: POST
 * payments-reconcile with the dispatch secret. Returns its report.
 */
export async function runPaymentsJob(env: TestStack): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.url}/functions/v1/payments-reconcile`, { method: 'POST', headers: { [DISPATCH_SECRET_HEADER]: PAYMENTS_DISPATCH_SECRET } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POSTs to payments-dispatch with the dispatch secret, as the Database Webhook would. */
export async function postDispatch(env: TestStack, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.url}/functions/v1/payments-dispatch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DISPATCH_SECRET_HEADER]: PAYMENTS_DISPATCH_SECRET },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What the sandbox's phone page presents. */
export const PHONE = { authorization: `Bearer ${SANDBOX_PHONE_KEY}` };

/** The 'phone' of the sandbox: its pushes, newest first (GET /sandbox/v1/pushes). */
export async function pushesOf(env: TestStack, phone: string): Promise<SandboxPush[]> {
  const response = await fetch(`${env.url}/sandbox/v1/pushes?phone=${encodeURIComponent(phone)}`, { headers: PHONE });
  if (!response.ok) throw new Error(`pushes: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { pushes: SandboxPush[] }).pushes;
}

/** Waits for the push of a payment (its id ends with the payment's uuid) and returns it. */
export async function pushOf(env: TestStack, phone: string, paymentId: string, until: (push: SandboxPush) => boolean = () => true): Promise<SandboxPush> {
  let found: SandboxPush | undefined;
  await vi.waitFor(
    async () => {
      found = (await pushesOf(env, phone)).find((push) => push.id.endsWith(paymentId) && until(push));
      if (!found) throw new Error(`no push for ${paymentId} yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return found!;
}

/** The phone's answer to a push: 'approve', 'decline' or 'hold'. */
export async function answerPush(env: TestStack, id: string, answer: 'approve' | 'decline' | 'hold'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.url}/sandbox/v1/pushes/${id}/${answer}`, { method: 'POST', headers: PHONE });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface PaymentState {
  status: string;
  provider_reference: string | null;
}

/** A payment's status, read as the database owner. */
export async function paymentState(env: TestStack, id: string): Promise<PaymentState> {
  const [row] = await env.stack.db.transaction((q) =>
    q.query<PaymentState>('select status, provider_reference from public.payments where id = $1', [id]),
  );
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

export async function waitForPayment(env: TestStack, id: string, status: string): Promise<PaymentState> {
  let state: PaymentState | undefined;
  await vi.waitFor(
    async () => {
      state = await paymentState(env, id);
      if (state.status !== status) throw new Error(`payment ${id} is ${state.status}, not ${status}`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return state!;
}

/** What operators are shown of a payment's disagreements with the provider (payment_discrepancies), by kind. */
export async function discrepanciesOf(env: TestStack, paymentId: string): Promise<{ kind: string; occurrences: number }[]> {
  return env.stack.db.transaction((q) =>
    q.query<{ kind: string; occurrences: number }>('select kind, occurrences from public.payment_discrepancies where payment_id = $1 order by kind', [paymentId]),
  );
}

/** The ledger transactions about a payment, by kind. */
export async function ledgerKindsOf(env: TestStack, paymentId: string): Promise<string[]> {
  const rows = await env.stack.db.transaction((q) =>
    q.query<{ kind: string }>('select kind from public.ledger_transactions where reference = $1 order by seq', [`payment:${paymentId}`]),
  );
  return rows.map((row) => row.kind);
}

/** A completion as the sandbox aggregator would send it, for a payment. */
export function completion(payment: { id: string; direction: 'in' | 'out'; provider: string; phone: string; amount: number }, status: 'succeeded' | 'failed'): SandboxCompletion {
  const kind = payment.direction === 'in' ? 'collection' : 'payout';
  return {
    event: 'transaction.completed',
    id: `sbx-${kind === 'collection' ? 'col' : 'pay'}-${payment.id}`,
    kind,
    merchant_reference: payment.id,
    provider: payment.provider,
    phone: payment.phone,
    amount: payment.amount,
    status,
    reason: status === 'failed' ? 'declined_by_payer' : null,
    created_at: new Date().toISOString(),
    completed_at: new Date().toISOString(),
  };
}

/**
 * POSTs a body to payments-webhook: signed with the stack's secret unless `signature` says otherwise
 * (null: no signature header).
 */
export async function postWebhook(env: TestStack, body: string, signature?: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const header = signature === undefined ? `sha256=${await signBody(SANDBOX_WEBHOOK_SECRET, body)}` : signature;
  const response = await fetch(`${env.url}/functions/v1/payments-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: header }) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The push of a payment once payments-dispatch has recorded its reference on the payment. */
export async function dispatchedPush(env: TestStack, payment: { id: string; phone: string }): Promise<SandboxPush> {
  const push = await pushOf(env, payment.phone, payment.id);
  await vi.waitFor(
    async () => {
      const { provider_reference: reference } = await paymentState(env, payment.id);
      if (reference !== push.id) throw new Error(`payment ${payment.id} has reference ${reference}`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return push;
}
