/**
 * Issue 13, finding 3: `GET http://[x HTTP/1.1` with `Upgrade: websocket` got no answer, logged an
 * uncaught `TypeError: Invalid URL` and left the socket open for good (200 of 200 still open after
 * 130 s). It is now a 400 and a closed socket, as is the same URL without the upgrade.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, startTestStack } from './support/test-stack';

let env: TestStack;
const logs: string[] = [];

beforeAll(async () => {
  env = await startTestStack((line) => logs.push(line));
});
afterAll(() => env?.close());

/** Sends raw request bytes; resolves with what came back once the server closed the connection. */
function rawRequest(text: string): Promise<{ answer: string; closedBy: 'server' | 'timeout' }> {
  return new Promise((resolve, reject) => {
    const socket = connect(env.stack.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedBy: 'timeout' });
    }, 5000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedBy: 'server' });
    });
  });
}

/** The JSON object of a raw HTTP answer (its body may be chunked). */
const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as Record<string, unknown>;

const upgrade = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;

describe('malformed request targets', () => {
  it('an upgrade to an unparseable URL is a 400 and the server closes the socket', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => rawRequest(upgrade('http://[x'))));
    for (const { answer, closedBy } of outcomes) {
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(closedBy).toBe('server');
    }
    expect(jsonOf(outcomes[0]!.answer)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('an upgrade elsewhere than the realtime socket is a 404 and a closed socket', async () => {
    const { answer, closedBy } = await rawRequest(upgrade('/rest/v1/bets'));
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(closedBy).toBe('server');
  });

  it('the same URL without an upgrade is a 400 in PostgREST shape', async () => {
    const { answer } = await rawRequest('GET http://[x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(answer)).toMatchObject({ code: 'PGRST100', message: 'Invalid request URL' });
  });

  it('nothing of it was an unexpected error of the stack', () => {
    expect(logs.filter((line) => line.includes('unexpected'))).toEqual([]);
  });
});
