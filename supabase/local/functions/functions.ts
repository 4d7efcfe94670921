import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FUNCTION_ENV_SCOPE } from '../../functions/_shared/env';
import { CORS_HEADERS, HttpError, decodePathSegment } from '../core/http';
import { requestClaims } from '../core/request-auth';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FUNCTIONS_DIR = path.join(SUPABASE_DIR, 'functions');
const MAX_BODY_BYTES = 1_000_000;

type Handler = (request: Request) => Promise<Response>;

/** The functions of supabase/functions: every folder with an index.ts but `_shared` and the like. */
export function functionNames(dir = FUNCTIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The functions whose `[functions.<name>]` section of config.toml says `verify_jwt = false`: they
 * authenticate their callers themselves (a provider's signature, a shared secret). The others need
 * a valid API key or JWT, as hosted Supabase's gateway asks.
 */
export function functionsWithoutJwt(configToml: string): Set<string> {
  const open = new Set<string>();
  let section: string | null = null;
  for (const line of configToml.split('\n')) {
    const header = /^\s*\[functions\.([\w-]+)\]\s*$/.exec(line);
    if (header) section = header[1]!;
    else if (/^\s*\[/.test(line)) section = null;
    else if (section && /^\s*verify_jwt\s*=\s*false\s*(#.*)?$/.test(line)) open.add(section);
  }
  return open;
}

/** One environment per call: a hosted project gives each function its own; the local stack gives each call its stack's. */
function environmentScope(): AsyncLocalStorage<Readonly<Record<string, string>>> {
  const runtime = globalThis as { [FUNCTION_ENV_SCOPE]?: AsyncLocalStorage<Readonly<Record<string, string>>> };
  runtime[FUNCTION_ENV_SCOPE] ??= new AsyncLocalStorage();
  return runtime[FUNCTION_ENV_SCOPE];
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'PGRST413', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function webRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  return new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body) });
}

async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // CORS like the rest of the stack, unless the function answers it itself.
  const cors = 'access-control-allow-origin' in headers ? {} : CORS_HEADERS;
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...cors, ...headers });
  res.end(body ?? undefined);
}

export interface FunctionsServer {
  /** `/functions/v1/<name>[/…]` */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void>;
}

/**
 * Serves supabase/functions/<name>/index.ts at /functions/v1/<name>, as hosted Supabase's Edge
 * Runtime does: the module's default export is a Request → Response handler, imported on first
 * call, run with the environment `environment()` gives (the stack's URL, keys and secrets).
 */
export function functionsServer(environment: () => Readonly<Record<string, string>>, log: (line: string) => void): FunctionsServer {
  const names = new Set(functionNames());
  const withoutJwt = functionsWithoutJwt(readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8'));
  const handlers = new Map<string, Promise<Handler>>();
  const scope = environmentScope();

  function handlerOf(name: string): Promise<Handler> {
    let handler = handlers.get(name);
    if (!handler) {
      handler = import(pathToFileURL(path.join(FUNCTIONS_DIR, name, 'index.ts')).href).then((module: { default?: unknown }) => {
        if (typeof module.default !== 'function') throw new Error(`supabase/functions/${name}/index.ts has no default export handler`);
        return module.default as Handler;
      });
      handlers.set(name, handler);
    }
    return handler;
  }

  return {
    async handle(req, res, url, rest) {
      const name = decodePathSegment(rest.split('/')[0] ?? '');
      if (!names.has(name)) throw new HttpError(404, 'NOT_FOUND', 'Requested function was not found');
      if (!withoutJwt.has(name)) await requestClaims(req, url);
      const request = webRequest(req, url, await rawBody(req));
      const handler = await handlerOf(name);
      let response: Response;
      try {
        response = await scope.run(environment(), () => handler(request));
      } catch (error) {
        log(`function ${name} threw: ${error instanceof Error ? error.stack : String(error)}`);
        throw new HttpError(502, 'FUNCTION_ERROR', `The function ${name} failed`);
      }
      await writeResponse(res, response, req.method ?? 'GET');
    },
  };
}
