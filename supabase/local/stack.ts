import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAuth } from './auth';
import { loadCatalog } from './catalog';
import { type Database, migrate, openDatabase, openMigratedMemory } from './db';
import { HttpError, send, sendJson } from './http';
import { fromPgError, isPgError } from './pg-errors';
import { RealtimeServer } from './realtime';
import { handleRest } from './rest';

export interface StackOptions {
  /** 0 picks a free port (tests); the CLI default is 54321 */
  port?: number;
  host?: string;
  /** 'memory', a folder for persisted PGlite, or a postgres:// URL */
  database: string;
  /** where the app runs, for auth redirects */
  siteUrl?: string;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

function errorBody(error: HttpError, auth: boolean) {
  if (auth) return { code: error.code, error_code: error.code, message: error.message, msg: error.message, ...error.extra };
  return { code: error.code, message: error.message, details: null, hint: null, ...error.extra };
}

/** Starts the local Supabase-compatible stack: GoTrue, PostgREST and Realtime subsets over one database. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const host = options.host ?? '127.0.0.1';
  const db = options.database === 'memory' ? await openMigratedMemory(log) : await openDatabase(options.database);
  if (options.database !== 'memory') await migrate(db, log);
  const catalog = await loadCatalog(db);
  const realtime = new RealtimeServer(db, catalog);

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
      await realtime.dispatch(change as unknown as Parameters<RealtimeServer['dispatch']>[0]);
    })().catch((error) => log(`realtime dispatch failed: ${String(error)}`));
  });

  const server = createServer();
  let publicUrl = '';

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', publicUrl);
    if (req.method === 'OPTIONS') {
      // Preflight: allow whatever headers the browser asks for (supabase-js adds some over time).
      const requested = req.headers['access-control-request-headers'];
      return send(res, 204, null, typeof requested === 'string' && /^[\w\-, ]*$/.test(requested) ? { 'Access-Control-Allow-Headers': requested } : {});
    }
    const [, service, version, ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    if (version === 'v1' && service === 'auth') {
      return handleAuth(req, res, url, path, db, { publicUrl, siteUrl: options.siteUrl ?? 'http://127.0.0.1:5173', log });
    }
    if (version === 'v1' && service === 'rest') return handleRest(req, res, url, path, catalog, db);
    throw new HttpError(404, 'not_found', `Nothing here: ${url.pathname}`);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const auth = (req.url ?? '').startsWith('/auth/');
    route(req, res).catch((error: unknown) => {
      let failure: HttpError;
      if (error instanceof HttpError) failure = error;
      else if (isPgError(error)) failure = fromPgError(error, 'anon');
      else {
        // A bug of the stack, not of the request: logged, and still answered without a 500.
        log(`unexpected error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
        failure = new HttpError(400, 'LOCAL000', 'The local stack could not handle this request');
      }
      sendJson(res, failure.status, errorBody(failure, auth), {
        ...(auth ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
        // The rest of an oversized body is never read, so this connection cannot carry another request.
        ...(failure.status === 413 ? { Connection: 'close' } : {}),
      });
      req.resume();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', publicUrl);
    socket.on('error', () => socket.destroy());
    if (url.pathname !== '/realtime/v1/websocket') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    realtime.handleUpgrade(req, socket, head, url).catch(() => socket.destroy());
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://${host}:${port}`;

  return {
    url: publicUrl,
    port,
    db,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
