import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Catalog } from '../core/catalog';
import type { Database } from '../core/db';
import { refuseSocket } from '../core/http';
import { MAX_REQUEST_JSON_DEPTH, jsonTextDepth } from '../core/json-limits';
import { type Claims, verifyToken } from '../core/keys';
import { RateLimiter } from '../core/rate-limit';
import { type RowMatch, parseFilter } from './realtime-filter';
import { type Listened, RealtimeListeners } from './realtime-listeners';
import { installReaders, knownUnreadable, mayRead } from './realtime-readers';

/** A committed row change, as the notify trigger of bootstrap.sql reports it. */
interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

interface Binding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filter?: string;
  match: RowMatch | null;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
}

interface Client {
  socket: WebSocket;
  ip: string;
  /** Phoenix protocol: 1.0.0 sends objects, 2.0.0 sends [join_ref, ref, topic, event, payload] arrays. */
  vsn: '1.0.0' | '2.0.0';
  apiClaims: Claims;
  channels: Map<string, Channel>;
  messages: RateLimiter;
  joins: RateLimiter;
  lastMessageAt: number;
  /** messages are handled one after another, so replies keep their order (a join may wait for the database) */
  inbox: Promise<void>;
}

/** What one socket, and one IP, may hold and send (DESIGN §11). */
export interface RealtimeLimits {
  channelsPerSocket: number;
  bindingsPerChannel: number;
  joinsPerSecond: number;
  messagesPerSecond: number;
  /** a bigger message closes the socket (1009) */
  maxMessageBytes: number;
  socketsPerIp: number;
  /** a socket silent this long (no heartbeat) is closed */
  idleTimeoutMs: number;
  /** a subscriber that lets this much pile up unread is disconnected */
  maxBufferedBytes: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  channelsPerSocket: 100,
  bindingsPerChannel: 20,
  joinsPerSecond: 20,
  messagesPerSecond: 100,
  maxMessageBytes: 32 * 1024,
  socketsPerIp: 50,
  idleTimeoutMs: 60_000,
  maxBufferedBytes: 1024 * 1024,
};

/** WebSocket close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

/**
 * `/realtime/v1/websocket`: the Phoenix channel protocol of Supabase Realtime, reduced to
 * `postgres_changes`. A change reaches a subscriber only if Postgres RLS lets that subscriber read
 * the row (for a delete, the old row); deletes carry only the primary key, as on hosted Supabase.
 */
export class RealtimeServer {
  private readonly wss: WebSocketServer;
  private readonly clients = new Set<Client>();
  private readonly socketsByIp = new Map<string, number>();
  private readonly idleSweep: NodeJS.Timeout;
  private nextBindingId = 1;

  private constructor(
    private readonly db: Database,
    private readonly catalog: Catalog,
    private readonly limits: RealtimeLimits,
    private readonly listeners: RealtimeListeners,
  ) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
    this.idleSweep = setInterval(() => this.closeIdle(), Math.min(15_000, limits.idleTimeoutMs));
    this.idleSweep.unref();
  }

  /** `always`: the changes the stack's own services follow (the payments dispatcher's new payments). */
  static async start(db: Database, catalog: Catalog, limits: Partial<RealtimeLimits> = {}, always: readonly Listened[] = []): Promise<RealtimeServer> {
    await installReaders(db);
    const listeners = new RealtimeListeners(db, always);
    await listeners.start();
    return new RealtimeServer(db, catalog, { ...DEFAULT_REALTIME_LIMITS, ...limits }, listeners);
  }

  /** Every (table, event) some channel listens to. */
  private listened(): Listened[] {
    return [...this.clients].flatMap((client) => [...client.channels.values()].flatMap((channel) => channel.bindings.map(({ table, event }) => ({ table, event }))));
  }

  private relisten(): void {
    this.listeners.set(this.listened()).catch((error) => console.error('[stack] realtime listeners', error));
  }

  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const apikey = url.searchParams.get('apikey');
    const verified = apikey ? await verifyToken(apikey) : null;
    if (!verified?.ok) {
      refuseSocket(socket, '401 Unauthorized', { code: '401', message: 'Invalid API key' });
      return;
    }
    const ip = req.socket.remoteAddress ?? 'unknown';
    if ((this.socketsByIp.get(ip) ?? 0) >= this.limits.socketsPerIp) {
      refuseSocket(socket, '429 Too Many Requests', { code: '429', message: 'Too many connections from this address' });
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        socket: ws,
        ip,
        vsn: url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0',
        apiClaims: verified.claims,
        channels: new Map(),
        messages: new RateLimiter(this.limits.messagesPerSecond, 1000, 1),
        joins: new RateLimiter(this.limits.joinsPerSecond, 1000, 1),
        lastMessageAt: Date.now(),
        inbox: Promise.resolve(),
      };
      this.clients.add(client);
      this.socketsByIp.set(ip, (this.socketsByIp.get(ip) ?? 0) + 1);
      ws.on('message', (data, isBinary) => {
        client.lastMessageAt = Date.now();
        if (client.messages.take('') > 0) {
          ws.close(POLICY_VIOLATION, 'Too many messages per second');
          return;
        }
        if (!isBinary) {
          client.inbox = client.inbox.then(() => this.onMessage(client, data)).catch((error) => console.error('[stack] realtime message', error));
        }
      });
      ws.on('close', () => this.forget(client));
      ws.on('error', () => this.forget(client));
    });
  }

  private forget(client: Client): void {
    if (!this.clients.delete(client)) return;
    this.relisten();
    const left = (this.socketsByIp.get(client.ip) ?? 1) - 1;
    if (left > 0) this.socketsByIp.set(client.ip, left);
    else this.socketsByIp.delete(client.ip);
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.limits.idleTimeoutMs;
    for (const client of this.clients) if (client.lastMessageAt < cutoff) client.socket.close(POLICY_VIOLATION, 'No heartbeat');
  }

  private send(client: Client, message: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      // A subscriber that does not read its messages is not allowed to pile them up in our memory.
      client.socket.terminate();
      this.forget(client);
      return;
    }
    client.socket.send(message);
  }

  private push(client: Client, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    this.send(
      client,
      client.vsn === '2.0.0' ? JSON.stringify([joinRef, ref, topic, event, payload]) : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload }),
    );
  }

  private async onMessage(client: Client, data: RawData): Promise<void> {
    const text = data.toString();
    if (jsonTextDepth(text) > MAX_REQUEST_JSON_DEPTH) return;
    let decoded: unknown;
    try {
      decoded = JSON.parse(text);
    } catch {
      return;
    }
    let joinRef: string | null, ref: string | null, topic: unknown, event: unknown, payload: unknown;
    if (Array.isArray(decoded)) [joinRef, ref, topic, event, payload] = decoded as [string | null, string | null, unknown, unknown, unknown];
    else if (typeof decoded === 'object' && decoded !== null) {
      ({ join_ref: joinRef = null, ref = null, topic, event, payload } = decoded as Record<string, never>);
    } else return;
    if (typeof topic !== 'string' || typeof event !== 'string') return;
    joinRef = typeof joinRef === 'string' ? joinRef : null;
    ref = typeof ref === 'string' ? ref : null;
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const reply = (status: 'ok' | 'error', response: unknown) => this.push(client, joinRef, ref, topic, 'phx_reply', { status, response });

    if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
    switch (event) {
      case 'phx_join':
        if (client.joins.take('') > 0) return reply('error', { reason: 'Too many joins per second' });
        if (!client.channels.has(topic) && client.channels.size >= this.limits.channelsPerSocket) {
          return reply('error', { reason: `Too many channels (at most ${this.limits.channelsPerSocket} per connection)` });
        }
        return this.join(client, topic, joinRef, body, reply);
      case 'phx_leave':
        client.channels.delete(topic);
        this.relisten();
        reply('ok', {});
        this.push(client, joinRef, ref, topic, 'phx_close', {});
        return;
      case 'access_token': {
        const channel = client.channels.get(topic);
        const verified = typeof body.access_token === 'string' ? await verifyToken(body.access_token) : null;
        if (channel && verified?.ok) channel.claims = verified.claims;
        return;
      }
      default:
        if (ref !== null) reply('ok', {});
    }
  }

  private async join(client: Client, topic: string, joinRef: string | null, body: Record<string, unknown>, reply: (status: 'ok' | 'error', response: unknown) => void) {
    let claims = client.apiClaims;
    if (typeof body.access_token === 'string') {
      const verified = await verifyToken(body.access_token);
      if (!verified.ok) return reply('error', { reason: verified.reason === 'expired' ? 'Token has expired' : 'Invalid token' });
      claims = verified.claims;
    }
    const config = (typeof body.config === 'object' && body.config !== null ? body.config : {}) as Record<string, unknown>;
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    if (requested.length > this.limits.bindingsPerChannel) {
      return reply('error', { reason: `Too many postgres_changes (at most ${this.limits.bindingsPerChannel} per channel)` });
    }
    const bindings: Binding[] = [];
    for (const item of requested) {
      const spec = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const event = typeof spec.event === 'string' ? spec.event.toUpperCase() : '';
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) return reply('error', { reason: `invalid event ${String(spec.event).slice(0, 50)}` });
      const schema = typeof spec.schema === 'string' ? spec.schema : '';
      const tableName = typeof spec.table === 'string' ? spec.table : '';
      const table = schema === this.catalog.schema ? this.catalog.tables.get(tableName) : undefined;
      if (!table) {
        return reply('error', { reason: `Unable to subscribe to changes with given parameters: ${schema.slice(0, 100)}.${tableName.slice(0, 100)}` });
      }
      let match: Binding['match'] = null;
      if (typeof spec.filter === 'string' && spec.filter !== '') {
        const parsed = parseFilter(table, spec.filter);
        if (typeof parsed === 'string') return reply('error', { reason: parsed });
        match = parsed;
      }
      bindings.push({
        id: this.nextBindingId++,
        event: event as Binding['event'],
        schema,
        table: tableName,
        ...(typeof spec.filter === 'string' && spec.filter !== '' ? { filter: spec.filter } : {}),
        match,
      });
    }
    client.channels.set(topic, { topic, joinRef, claims, bindings });
    try {
      await this.listeners.set(this.listened());
    } catch {
      client.channels.delete(topic);
      return reply('error', { reason: 'Unable to subscribe: the database is busy' });
    }
    reply('ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, ...(filter ? { filter } : {}) })),
    });
    if (bindings.length > 0) {
      this.push(client, joinRef, null, topic, 'system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: topic.replace(/^realtime:/, ''),
      });
    }
  }

  /**
   * Delivers one committed change to every channel that listens for it, once RLS says that
   * channel's identity may read the row: one database statement per change, however many channels.
   */
  async dispatch(change: Change): Promise<void> {
    const table = change.schema === this.catalog.schema ? this.catalog.tables.get(change.table) : undefined;
    if (!table) return;
    const deleted = change.type === 'DELETE';
    const row = deleted ? change.old_record : change.record;
    if (!row) return;
    const candidates: { client: Client; channel: Channel; ids: number[] }[] = [];
    const unreadable = new Map<string, boolean>();
    for (const client of this.clients) {
      for (const channel of client.channels.values()) {
        const role = channel.claims.role;
        if (!unreadable.has(role)) unreadable.set(role, knownUnreadable(this.db, role, table));
        if (unreadable.get(role)) continue;
        const ids = channel.bindings
          .filter(
            (binding) =>
              binding.table === change.table &&
              (binding.event === '*' || binding.event === change.type) &&
              (binding.match === null || binding.match(row)),
          )
          .map((binding) => binding.id);
        if (ids.length > 0) candidates.push({ client, channel, ids });
      }
    }
    if (candidates.length === 0) return;
    const readable = await mayRead(this.db, table, deleted, row, candidates.map(({ channel }) => channel.claims));
    const columns = [...table.columns.values()].map(({ name, type }) => ({ name, type }));
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns,
      errors: null,
    };
    if (!deleted) data.record = change.record;
    if (change.type !== 'INSERT' && change.old_record) {
      data.old_record = Object.fromEntries(table.primaryKey.map((key) => [key, change.old_record![key]]));
    }
    candidates.forEach(({ client, channel, ids }, i) => {
      if (readable[i]) this.push(client, null, null, channel.topic, 'postgres_changes', { ids, data });
    });
  }

  async close(): Promise<void> {
    clearInterval(this.idleSweep);
    await this.listeners.close();
    for (const client of this.clients) client.socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
