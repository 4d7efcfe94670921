import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown>;
}

/**
 * A JSON request from a chosen loopback source address (127.0.0.2, 127.0.0.3 …): how tests of the
 * per-IP limits play several clients from one machine. fetch cannot pick its source address.
 */
export function requestFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = request(url, { method: init.method ?? 'POST', localAddress, headers: { 'content-type': 'application/json', ...init.headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
