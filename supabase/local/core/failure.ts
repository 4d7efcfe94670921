import type { IncomingMessage, ServerResponse } from 'node:http';
import { DatabaseBusy } from './db';
import { HttpError, sendJson } from './http';
import { fromPgError, isPgError } from './pg-errors';

function errorBody(error: HttpError, auth: boolean) {
  if (auth) return { code: error.code, error_code: error.code, message: error.message, msg: error.message, ...error.extra };
  return { code: error.code, message: error.message, details: null, hint: null, ...error.extra };
}

/** What a request that threw is answered: PostgREST's or GoTrue's error shape, never a 500. */
function failureOf(req: IncomingMessage, error: unknown, auth: boolean, log: (line: string) => void): HttpError {
  if (error instanceof HttpError) return error;
  if (isPgError(error)) return fromPgError(error, 'anon');
  if (error instanceof DatabaseBusy) {
    return new HttpError(503, auth ? 'server_busy' : 'PGRST003', 'The database is busy, try again shortly', {}, { 'Retry-After': '1' });
  }
  // A bug of the stack, not of the request: logged, and still answered without a 500.
  log(`unexpected error on ${req.method} ${String(req.url).slice(0, 200)}: ${error instanceof Error ? error.stack : String(error)}`);
  return new HttpError(400, 'LOCAL000', 'The local stack could not handle this request');
}

export function replyWithError(req: IncomingMessage, res: ServerResponse, error: unknown, log: (line: string) => void): void {
  const auth = (req.url ?? '').startsWith('/auth/');
  const failure = failureOf(req, error, auth, log);
  sendJson(res, failure.status, errorBody(failure, auth), {
    ...(auth ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
    ...failure.headers,
    // The rest of an oversized body is never read, so this connection cannot carry another request.
    ...(failure.status === 413 ? { Connection: 'close' } : {}),
  });
  req.resume();
}
