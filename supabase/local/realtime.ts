import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { type Catalog, type Table, ident } from './catalog';
import type { Database } from './db';
import { type Claims, verifyToken } from './keys';
import { asRole } from './rest';

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
  match: ((row: Record<string, unknown>) => boolean) | null;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
}

interface Client {
  socket: WebSocket;
  /** Phoenix protocol: 1.0.0 sends objects, 2.0.0 sends [join_ref, ref, topic, event, payload] arrays. */
  vsn: '1.0.0' | '2.0.0';
  apiClaims: Claims;
  channels: Map<string, Channel>;
}

const FILTER_OPERATORS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

function compare(left: unknown, operator: string, right: string): boolean {
  const text = left === null || left === undefined ? null : typeof left === 'object' ? JSON.stringify(left) : String(left);
  if (text === null) return false;
  const numeric = typeof left === 'number' && right.trim() !== '' && !Number.isNaN(Number(right));
  const a = numeric ? (left as number) : text;
  const b = numeric ? Number(right) : right;
  switch (operator) {
    case 'eq':
      return a === b;
    case 'neq':
      return a !== b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
    default:
      return false;
  }
}

/** Realtime's filter syntax `column=op.value` (`in.(a,b)` too), checked against the table's columns. */
function parseFilter(table: Table, filter: string): ((row: Record<string, unknown>) => boolean) | string {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter);
  if (!match) return `invalid filter: ${filter}`;
  const [, column, operator, value] = match as unknown as [string, string, string, string];
  if (!table.columns.has(column) || !FILTER_OPERATORS.has(operator)) return `invalid column for filter ${column}`;
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) return `invalid filter: ${filter}`;
    const items = list[1]!.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
    return (row) => items.some((item) => compare(row[column], 'eq', item));
  }
  return (row) => compare(row[column], operator, value);
}

/**
 * `/realtime/v1/websocket`: the Phoenix channel protocol of Supabase Realtime, reduced to
 * `postgres_changes`. Inserts and updates reach a subscriber only if Postgres RLS lets that
 * subscriber select the row; deletes carry only the primary key, as on hosted Supabase.
 */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  private readonly clients = new Set<Client>();
  private nextBindingId = 1;

  constructor(
    private readonly db: Database,
    private readonly catalog: Catalog,
  ) {}

  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const apikey = url.searchParams.get('apikey');
    const verified = apikey ? await verifyToken(apikey) : null;
    if (!verified?.ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"code":"401","message":"Invalid API key"}');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        socket: ws,
        vsn: url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0',
        apiClaims: verified.claims,
        channels: new Map(),
      };
      this.clients.add(client);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) void this.onMessage(client, data).catch((error) => console.error('[stack] realtime message', error));
      });
      ws.on('close', () => this.clients.delete(client));
      ws.on('error', () => this.clients.delete(client));
    });
  }

  private push(client: Client, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    const message =
      client.vsn === '2.0.0' ? JSON.stringify([joinRef, ref, topic, event, payload]) : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
    client.socket.send(message);
  }

  private async onMessage(client: Client, data: RawData): Promise<void> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(data.toString());
    } catch {
      return;
    }
    let joinRef: string | null, ref: string | null, topic: unknown, event: unknown, payload: unknown;
    if (Array.isArray(decoded)) [joinRef, ref, topic, event, payload] = decoded as [string | null, string | null, unknown, unknown, unknown];
    else if (typeof decoded === 'object' && decoded !== null) {
      ({ join_ref: joinRef = null, ref = null, topic, event, payload } = decoded as Record<string, never>);
    } else return;
    if (typeof topic !== 'string' || typeof event !== 'string') return;
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const reply = (status: 'ok' | 'error', response: unknown) => this.push(client, joinRef, ref, topic, 'phx_reply', { status, response });

    if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
    switch (event) {
      case 'phx_join':
        return this.join(client, topic, joinRef, body, reply);
      case 'phx_leave':
        client.channels.delete(topic);
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
    const bindings: Binding[] = [];
    for (const item of requested) {
      const spec = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const event = typeof spec.event === 'string' ? spec.event.toUpperCase() : '';
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) return reply('error', { reason: `invalid event ${String(spec.event)}` });
      const schema = typeof spec.schema === 'string' ? spec.schema : '';
      const tableName = typeof spec.table === 'string' ? spec.table : '';
      const table = schema === this.catalog.schema ? this.catalog.tables.get(tableName) : undefined;
      if (!table) return reply('error', { reason: `Unable to subscribe to changes with given parameters: ${schema}.${tableName}` });
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

  /** Delivers one committed change to every channel that listens for it and may see it. */
  async dispatch(change: Change): Promise<void> {
    const table = change.schema === this.catalog.schema ? this.catalog.tables.get(change.table) : undefined;
    if (!table) return;
    const row = change.type === 'DELETE' ? change.old_record : change.record;
    if (!row) return;
    const columns = [...table.columns.values()].map(({ name, type }) => ({ name, type }));
    const keyOnly = (record: Record<string, unknown> | null) =>
      record && Object.fromEntries(table.primaryKey.map((key) => [key, record[key]]));
    for (const client of this.clients) {
      for (const channel of client.channels.values()) {
        const ids = channel.bindings
          .filter(
            (binding) =>
              binding.table === change.table &&
              (binding.event === '*' || binding.event === change.type) &&
              (binding.match === null || binding.match(row)),
          )
          .map((binding) => binding.id);
        if (ids.length === 0) continue;
        if (change.type !== 'DELETE' && !(await this.canSelect(channel.claims, table, row))) continue;
        const data: Record<string, unknown> = {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commit_timestamp,
          type: change.type,
          columns,
          errors: null,
        };
        if (change.type !== 'DELETE') data.record = change.record;
        if (change.type !== 'INSERT') data.old_record = keyOnly(change.old_record);
        this.push(client, null, null, channel.topic, 'postgres_changes', { ids, data });
      }
    }
  }

  private async canSelect(claims: Claims, table: Table, row: Record<string, unknown>): Promise<boolean> {
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return false;
    if (claims.role === 'service_role') return true;
    if (table.primaryKey.length === 0) return false;
    const where = table.primaryKey.map((key, i) => `${ident(key)} = $${i + 1}`).join(' and ');
    const values = table.primaryKey.map((key) => {
      const value = row[key];
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : value === undefined ? null : String(value);
    });
    try {
      const rows = await asRole(this.db, claims, true, (q) =>
        q.query(`select 1 from ${ident(table.schema)}.${ident(table.name)} where ${where}`, values),
      );
      return rows.length > 0;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
