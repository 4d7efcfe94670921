import { type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A loopback TCP proxy in front of the stack that can lose an answer: once armed for a request path,
 * the connection that sends that request is forwarded to the stack as usual, but is cut as soon as
 * the stack starts answering — the request was carried out, and the client only sees a network error.
 */
export interface CutProxy {
  url: string;
  /** cut the answer to the next request whose line matches (e.g. `POST /rest/v1/rpc/start_recharge`) */
  cutNextAnswer(requestLine: RegExp): void;
  /** answers cut so far */
  readonly cuts: number;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port } = new URL(target);
  let armed: RegExp | null = null;
  let cuts = 0;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    let cutThisAnswer = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      const requestLine = /^[A-Z]+ \S+ HTTP\/1\.1/.exec(chunk.toString('latin1', 0, 300))?.[0];
      if (armed && requestLine && armed.test(requestLine)) {
        armed = null;
        cutThisAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutThisAnswer) {
        cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${address.port}`,
    cutNextAnswer(requestLine) {
      armed = requestLine;
    },
    get cuts() {
      return cuts;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
