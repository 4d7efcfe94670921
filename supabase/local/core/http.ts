import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_REQUEST_JSON_DEPTH, jsonTextDepth } from './json-limits';

/** A refusal with PostgREST/GoTrue's shape: an HTTP status, a `code` and a `message`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The request's URL, or a 400 when its target cannot be parsed (`GET http://[x`). */
export function requestUrl(req: IncomingMessage, base: string): URL {
  try {
    return new URL(req.url ?? '/', base);
  } catch {
    throw new HttpError(400, 'PGRST100', 'Invalid request URL');
  }
}

/** One path segment, percent-decoded, or a 400 for a malformed escape (`%zz`, a lone `%`). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'PGRST100', 'Invalid percent-encoding in the request path');
  }
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, prefer, accept, accept-profile, content-profile, range, x-supabase-api-version, x-retry-count',
  'Access-Control-Expose-Headers': 'content-range, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
};

const MAX_BODY_BYTES = 1_000_000;

const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json$/i;

/** Bodies are JSON: any other declared type, or an undeclared non-empty body, is a 415. */
function checkContentType(req: IncomingMessage, body: string, code: string): void {
  const declared = headerValue(req, 'content-type');
  const mediaType = declared?.split(';')[0]?.trim() ?? '';
  if (declared === undefined ? body.trim() === '' : JSON_MEDIA_TYPE.test(mediaType)) return;
  throw new HttpError(415, code, `Content-Type must be application/json${declared === undefined ? '' : `, not ${mediaType.slice(0, 100)}`}`);
}

/** The body of a JSON request as text (at most 1 MB), after checking its Content-Type. */
export async function readBody(req: IncomingMessage, contentTypeCode = 'PGRST107'): Promise<string> {
  const declared = headerValue(req, 'content-type');
  if (declared !== undefined) checkContentType(req, '', contentTypeCode);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'PGRST413', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  if (declared === undefined) checkContentType(req, body, contentTypeCode);
  return body;
}

export function parseJson(text: string, code = 'PGRST102'): unknown {
  if (jsonTextDepth(text) > MAX_REQUEST_JSON_DEPTH) {
    throw new HttpError(400, code, `JSON nested deeper than ${MAX_REQUEST_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, code, 'Empty or invalid json');
  }
}

/** A request value the database will parse (a filter, an rpc argument): no deeper JSON than a body. */
export function checkValueDepth(value: string, code = 'PGRST100'): string {
  if (jsonTextDepth(value) > MAX_REQUEST_JSON_DEPTH) {
    throw new HttpError(400, code, `Value nested deeper than ${MAX_REQUEST_JSON_DEPTH} levels`);
  }
  return value;
}

export function send(res: ServerResponse, status: number, body: string | null, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  res.end(body ?? undefined);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), headers);
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * An HTTP refusal written on a raw socket (an upgrade, a request Node could not parse); the socket
 * is then closed, never left half-open.
 */
export function refuseSocket(socket: Duplex, status: string, body?: Record<string, unknown>): void {
  const text = body ? JSON.stringify(body) : '';
  const head = `HTTP/1.1 ${status}\r\nConnection: close\r\n${body ? 'Content-Type: application/json\r\n' : ''}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n`;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(head + text, () => socket.destroy());
  // A peer that never reads must not keep the socket either.
  setTimeout(() => socket.destroy(), 2000).unref();
}
