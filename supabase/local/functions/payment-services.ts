import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../core/db';
import { PAYMENTS_DISPATCH_SECRET, SANDBOX_MERCHANT_KEY, SANDBOX_PHONE_KEY, SANDBOX_WEBHOOK_SECRET, functionEnvironment } from './function-secrets';
import { type FunctionsServer, functionsServer } from './functions';
import { PaymentsDispatcher, type RowChange } from './payments-dispatcher';
import { DEFAULT_SANDBOX_TIMINGS, SandboxProvider, type SandboxTimings } from './sandbox-provider';

/** The stack's part in payments (docs/decisions.md, "Payments: provider, webhook, sandbox"). */
export interface PaymentsOptions {
  /**
   * Whether the stack plays the Database Webhook that sends each new pending payment to
   * payments-dispatch, and pg_cron's payments job (payments-reconcile). Off by default, so suites that settle payments themselves (as the provider
   * would) are not raced by the sandbox; `npm start`, `npm run stack` and the end-to-end stack turn it on.
   */
  dispatch?: boolean;
  /** the sandbox aggregator's delays (default: 5 s auto-approval) */
  sandbox?: Partial<SandboxTimings>;
  /** how often the payments job runs: due dispatches again, overdue payments asked about (default 30 s) */
  reconcileEveryMs?: number;
  /** the functions' environment beyond the stack's own (e.g. PAYMENTS_PROVIDER=fedapay and its settings, in tests) */
  functionEnv?: Readonly<Record<string, string>>;
}

export interface PaymentServices {
  /** Serves `/functions/v1/…` and `/sandbox/v1/…`; false for any other service. */
  route(req: IncomingMessage, res: ServerResponse, url: URL, service: string, rest: string): Promise<boolean>;
  /** every committed row change of a published table */
  notice(change: RowChange): void;
  /** once the stack serves: dispatches the pending payments again, then runs the payments job periodically */
  start(): void;
  close(): Promise<void>;
}

/** The Edge Functions, the sandbox aggregator and the dispatcher, for the stack at `publicUrl()`. */
export function paymentServices(db: Database, publicUrl: () => string, options: PaymentsOptions, log: (line: string) => void): PaymentServices {
  const functions: FunctionsServer = functionsServer(() => ({ ...functionEnvironment(publicUrl()), ...options.functionEnv }), log);
  const sandbox = new SandboxProvider({
    timings: { ...DEFAULT_SANDBOX_TIMINGS, ...options.sandbox },
    merchantKey: SANDBOX_MERCHANT_KEY,
    phoneKey: SANDBOX_PHONE_KEY,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    webhookUrl: () => `${publicUrl()}/functions/v1/payments-webhook`,
    log,
  });
  const dispatcher =
    options.dispatch !== true
      ? null
      : new PaymentsDispatcher(db, {
          functionsUrl: () => `${publicUrl()}/functions/v1/`,
          secret: PAYMENTS_DISPATCH_SECRET,
          everyMs: options.reconcileEveryMs,
          log,
        });
  return {
    async route(req, res, url, service, rest) {
      if (service === 'functions') await functions.handle(req, res, url, rest);
      else if (service === 'sandbox') await sandbox.handle(req, res, url, rest);
      else return false;
      return true;
    },
    notice: (change) => dispatcher?.notice(change),
    start: () => dispatcher?.start(),
    async close() {
      await dispatcher?.close();
      await sandbox.close();
    },
  };
}
