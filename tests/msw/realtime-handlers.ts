import { type WebSocketHandlerConnection, ws } from 'msw';
import { SUPABASE_URL } from './fixtures';

/**
 * Supabase Realtime for MSW: a Phoenix 2.0.0 socket (`[join_ref, ref, topic, event, payload]`)
 * that accepts every channel, answers heartbeats, and delivers the `postgres_changes` a test or
 * story scripts, as the local stack and hosted Realtime send them.
 */
const realtimeSocket = ws.link(`${SUPABASE_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`);

/** A committed change of a row, delivered `afterMs` after a channel listening to it has joined. */
export interface RealtimeChange {
  table: string;
  /** the row; one without an `id` (win_notices: draw and player) is named by its draw_id and player_id */
  record: Record<string, unknown>;
  type?: 'INSERT' | 'UPDATE';
  afterMs?: number;
}

type PhoenixMessage = [string | null, string | null, string, string, Record<string, unknown>];

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

/** `column=eq.value`, the only filter the app uses. */
function matches(binding: Binding, change: RealtimeChange): boolean {
  if (binding.table !== change.table || (binding.event !== '*' && binding.event !== (change.type ?? 'UPDATE'))) return false;
  if (!binding.filter) return true;
  const [, column, value] = /^(\w+)=eq\.(.*)$/.exec(binding.filter) ?? [];
  return column !== undefined && String(change.record[column]) === value;
}

/**
 * Scripted changes, keyed by the row they change (`table:id`). supabase-js keeps one socket for the
 * whole page, opened under whichever handlers were in place then (an earlier story, an earlier
 * test), so every handler shares one listener that reads this registry when a channel joins: give
 * each story or test its own row (payment id, player id), and its script reaches it.
 */
const scripts = new Map<string, RealtimeChange[]>();
/** every handler object shares the listener: a connection is served once however many are in use */
const served = new WeakSet<object>();
const rowKey = (table: string, record: Record<string, unknown>) => `${table}:${String(record.id ?? `${String(record.draw_id)}/${String(record.player_id)}`)}`;

function serve({ client }: WebSocketHandlerConnection) {
  if (served.has(client)) return;
  served.add(client);
  let nextBindingId = 1;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const send = (message: PhoenixMessage) => client.send(JSON.stringify(message));
  client.addEventListener('message', (event) => {
    let message: PhoenixMessage;
    try {
      message = JSON.parse(String(event.data)) as PhoenixMessage;
    } catch {
      return;
    }
    const [joinRef, ref, topic, type, payload] = message;
    const reply = (response: Record<string, unknown> = {}) => send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
    if (type === 'phx_join') {
      const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[] };
      const bindings = (config.postgres_changes ?? []).map((binding) => ({ ...binding, id: nextBindingId++ }));
      reply({ postgres_changes: bindings });
      const changes = [...new Set(bindings.flatMap((binding) => [...scripts.entries()].filter(([key]) => key.startsWith(`${binding.table}:`)).flatMap(([, list]) => list)))];
      let at = 0;
      for (const change of changes) {
        const ids = bindings.filter((binding) => matches(binding, change)).map((binding) => binding.id);
        if (ids.length === 0) continue;
        at += change.afterMs ?? 0;
        const timer = setTimeout(() => {
          timers.delete(timer);
          send([null, null, topic, 'postgres_changes', {
            ids,
            data: {
              schema: 'public',
              table: change.table,
              type: change.type ?? 'UPDATE',
              commit_timestamp: new Date().toISOString(),
              columns: [],
              errors: null,
              record: change.record,
              old_record: change.record.id === undefined ? {} : { id: change.record.id },
            },
          }]);
        }, at);
        timers.add(timer);
      }
    } else if (type !== 'access_token' && ref !== null) {
      reply();
    }
  });
  client.addEventListener('close', () => {
    for (const timer of timers) clearTimeout(timer);
  });
}

export const realtime = {
  /** joins succeed; only scripted rows ever change (every test and story gets this) */
  quiet: () => realtimeSocket.addEventListener('connection', serve),
  /**
   * Scripts the changes of rows (replacing any earlier script of those rows, by `table` and `id`): a
   * channel listening to a row gets its changes in order, each `afterMs` after the previous one,
   * counted from the join.
   */
  changes: (...changes: RealtimeChange[]) => {
    const keys = new Set(changes.map((change) => rowKey(change.table, change.record)));
    for (const key of keys) scripts.set(key, changes.filter((change) => rowKey(change.table, change.record) === key));
    return realtime.quiet();
  },
};
