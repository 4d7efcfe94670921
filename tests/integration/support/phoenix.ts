import { WebSocket } from 'ws';
import { ANON_KEY } from '../../../supabase/local';

/** A Phoenix 2.0.0 message: [join_ref, ref, topic, event, payload]. */
export type PhoenixMessage = [string | null, string | null, string, string, Record<string, unknown>];

/** A raw Realtime socket, as an attacker holds one: no supabase-js, whatever messages it likes. */
export interface RawSocket {
  socket: WebSocket;
  messages: PhoenixMessage[];
  /** the close code once closed, else null */
  closed: () => number | null;
  send(message: unknown): void;
  /** sends phx_join for topic and resolves with its reply's status and response */
  join(topic: string, payload: Record<string, unknown>): Promise<{ status: string; response: Record<string, unknown> }>;
  changes(topic?: string): PhoenixMessage[];
  close(): void;
}

let refs = 0;

export async function openRawSocket(stackUrl: string, apikey = ANON_KEY, localAddress?: string): Promise<RawSocket> {
  const socket = new WebSocket(`${stackUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`, { localAddress });
  const messages: PhoenixMessage[] = [];
  let closeCode: number | null = null;
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as PhoenixMessage));
  socket.on('close', (code) => {
    closeCode = code;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const raw: RawSocket = {
    socket,
    messages,
    closed: () => closeCode,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    join: (topic, payload) => {
      const ref = String(++refs);
      raw.send([ref, ref, topic, 'phx_join', payload]);
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          const reply = messages.find(([, replyRef, , event]) => replyRef === ref && event === 'phx_reply');
          if (reply) {
            clearInterval(poll);
            resolve(reply[4] as { status: string; response: Record<string, unknown> });
          } else if (closeCode !== null || Date.now() - started > 10_000) {
            clearInterval(poll);
            reject(new Error(`no reply to the join of ${topic} (closed: ${closeCode})`));
          }
        }, 5);
      });
    },
    changes: (topic) => messages.filter(([, , messageTopic, event]) => event === 'postgres_changes' && (topic === undefined || messageTopic === topic)),
    close: () => socket.close(),
  };
  return raw;
}

export const betsChanges = (event: string, filter?: string) => ({
  config: { postgres_changes: [{ event, schema: 'public', table: 'bets', ...(filter ? { filter } : {}) }] },
});
