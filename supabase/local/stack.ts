import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAuth } from './auth/auth';
import { loadCatalog } from './core/catalog';
import { type Database, type DatabaseLimits, openStackDatabase } from './core/db';
import { replyWithError } from './core/failure';
import { HttpError, refuseSocket, requestUrl, send } from './core/http';
import { PasswordPool, type PasswordPoolOptions } from './auth/password-pool';
import { type PaymentsOptions, paymentServices } from './functions/payment-services';
import { AuthLimiter, type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS } from './core/rate-limit';
import { RealtimeServer, type RealtimeLimits } from './realtime/realtime';
import { handleRest } from './rest/rest';
import { DEFAULT_RPC_RATE_LIMITS, RpcLimiter, type RpcRateLimits } from './rest/rpc-limit';
import { DATABASE_JOBS, startScheduler } from './jobs/scheduler';
import { type SimulateurOptions, simulateurJob } from './jobs/simulateur';

export interface StackOptions {
  /** 0 picks a free port (tests); the CLI default is 54321 */
  port?: number;
  host?: string;
  /** 'memory', a folder for persisted PGlite, or a postgres:// URL */
  database: string;
  /** where the app runs, for auth redirects */
  siteUrl?: string;
  log?: (line: string) => void;
  /** auth rate limits (default DEFAULT_AUTH_RATE_LIMITS; suites of many players use GENEROUS_AUTH_RATE_LIMITS) */
  rateLimits?: AuthRateLimits;
  /** a player's RPC calls at once and bytes per window (default DEFAULT_RPC_RATE_LIMITS; race suites use GENEROUS_RPC_RATE_LIMITS) */
  rpcLimits?: RpcRateLimits;
  realtime?: Partial<RealtimeLimits>;
  /** the database's wait queue and PostgreSQL's statement_timeout */
  databaseLimits?: DatabaseLimits;
  /** bcrypt's worker threads and their queue */
  passwords?: PasswordPoolOptions;
  /** the Database Webhook to payments-dispatch and the sandbox aggregator's delays */
  payments?: PaymentsOptions;
  /** the settlement job (on by default); off, a test runs settle_next_chunk itself */
  settlementJob?: boolean;
  /** draws every scheduled draw at its time (source 'simulateur'): on for npm start and npm run stack, off by default */
  simulateur?: boolean | SimulateurOptions;
}

export interface Stack {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

/** Starts the local Supabase-compatible stack: GoTrue, PostgREST and Realtime subsets over one database. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const host = options.host ?? '127.0.0.1';
  const db = await openStackDatabase(options.database, log, options.databaseLimits);
  const catalog = await loadCatalog(db);
  const simulateur = options.simulateur === true ? {} : options.simulateur || null;
  const jobs = DATABASE_JOBS.filter((job) => options.settlementJob !== false || job.name !== 'settlement');
  const scheduler = await startScheduler(db, log, simulateur ? [...jobs, simulateurJob(simulateur, log)] : jobs);
  const realtime = await RealtimeServer.start(db, catalog, options.realtime, [{ table: 'payments', event: 'INSERT' }]);
  const passwords = new PasswordPool(options.passwords);
  const limiter = new AuthLimiter(options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS);
  const rpcLimiter = new RpcLimiter(options.rpcLimits ?? DEFAULT_RPC_RATE_LIMITS);
  let publicUrl = '';
  const payments = paymentServices(db, () => publicUrl, options.payments ?? {}, log);

  await db.listen('local_realtime', (payload) => {
    void (async () => {
      let change = JSON.parse(payload) as Record<string, unknown>;
      if (typeof change.overflow === 'number') {
        const id = change.overflow;
        const [row] = await db.transaction((q) =>
          q.query<{ payload: string }>('delete from _local_realtime.overflow where id = $1 returning payload::text as payload', [id]),
        );
        if (!row) return;
        change = JSON.parse(row.payload) as Record<string, unknown>;
      }
      payments.notice(change as unknown as Parameters<typeof payments.notice>[0]);
      await realtime.dispatch(change as unknown as Parameters<RealtimeServer['dispatch']>[0]);
    })().catch((error) => log(`realtime dispatch failed: ${String(error)}`));
  });

  const server = createServer();
  // An idle keep-alive connection stays open 65 s, as behind Supabase's gateway, not Node's 5 s: a client
  // that reuses one as the server closes it gets ECONNRESET instead of an answer (an e2e test's request
  // sent after 5 s of clicking did).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req, publicUrl);
    if (req.method === 'OPTIONS') {
      // Preflight: allow whatever headers the browser asks for (supabase-js adds some over time).
      const requested = req.headers['access-control-request-headers'];
      return send(res, 204, null, typeof requested === 'string' && /^[\w\-, ]*$/.test(requested) ? { 'Access-Control-Allow-Headers': requested } : {});
    }
    const [, service, version, ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    if (version === 'v1' && service === 'auth') {
      return handleAuth(req, res, url, path, db, { publicUrl, siteUrl: options.siteUrl ?? 'http://127.0.0.1:5173', log, limiter, passwords });
    }
    if (version === 'v1' && service === 'rest') return handleRest(req, res, url, path, catalog, db, rpcLimiter);
    if (version === 'v1' && (await payments.route(req, res, url, service ?? '', path))) return;
    throw new HttpError(404, 'not_found', `Nothing here: ${url.pathname}`);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((error: unknown) => replyWithError(req, res, error, log));
  });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = requestUrl(req, publicUrl);
    } catch {
      refuseSocket(socket, '400 Bad Request', { code: 'PGRST100', message: 'Invalid request URL' });
      return;
    }
    if (url.pathname !== '/realtime/v1/websocket') {
      refuseSocket(socket, '404 Not Found');
      return;
    }
    realtime.handleUpgrade(req, socket, head, url).catch(() => socket.destroy());
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    error.code === 'HPE_HEADER_OVERFLOW'
      ? refuseSocket(socket, '431 Request Header Fields Too Large', { code: 'PGRST100', message: 'Request headers too large' })
      : refuseSocket(socket, '400 Bad Request', { code: 'PGRST100', message: 'Malformed HTTP request' }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://${host}:${port}`;
  payments.start();

  return {
    url: publicUrl,
    port,
    db,
    async close() {
      await payments.close();
      await scheduler.stop();
      await realtime.close();
      await passwords.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
