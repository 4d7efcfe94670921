import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { type Http2ServerRequest, type Http2ServerResponse, createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../../../scripts/build/prerender/pages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** A page's HTML: its prerendered file (scripts/build/prerender/pages.ts), else the SPA fallback; index.html in a build without them. */
async function pageFile(base: string, path: string): Promise<string> {
  const file = join(base, htmlFileFor(path));
  return (await stat(file).catch(() => null))?.isFile() ? file : join(base, 'index.html');
}

/** A blank page on the app's origin, so a test can write storage before the app first loads. */
export const BLANK_PATH = '/__blank';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a Vite build like a production static host: gzip, immutable hashed assets, the prerendered
 * public pages, and the SPA fallback for every other path.
 */
export async function startStaticServer(
  root: string,
  port: number,
  { host = '127.0.0.1', tls }: { host?: string; tls?: { key: string; cert: string } } = {},
): Promise<StaticServer> {
  const base = resolve(root);
  const gzipCache = new Map<string, Buffer>();
  const handler = async (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base)) file = join(base, 'index.html');
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) {
      if (extname(path) && path.startsWith('/assets/')) {
        res.writeHead(404).end();
        return;
      }
      file = await pageFile(base, path);
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${join(base, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      let body = gzipCache.get(file);
      if (!body) {
        body = gzipSync(await readFile(file), { level: 9 });
        gzipCache.set(file, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length), vary: 'accept-encoding' });
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res as NodeJS.WritableStream);
  };
  // HTTP/2 over TLS when given a certificate, as production static hosts serve; HTTP/1.1 otherwise.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
