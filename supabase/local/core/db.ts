import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** One statement runner inside a transaction: SQL text is always ours, values are bind parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction, committed when it resolves and rolled back when it throws. */
  transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script as the database owner (bootstrap, migrations, seed). */
  exec(sql: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** `memory`, a folder for persisted PGlite, or a postgres:// URL. */
export type DatabaseTarget = string;

/** Bounds that keep an overloaded stack answering (DESIGN §11) instead of queueing forever. */
export interface DatabaseLimits {
  /** transactions waiting for PGlite (one runs at a time) or for one of PostgreSQL's ten connections, beyond which new ones are refused */
  maxQueue?: number;
  /** PostgreSQL's statement_timeout for the stack's connections */
  statementTimeoutMs?: number;
  /** settings of every session (`lotoafrik.settlement_chunk_bets` for tests that settle in small chunks) */
  settings?: Record<string, string>;
}

export const DEFAULT_DATABASE_LIMITS: Required<DatabaseLimits> = { maxQueue: 100, statementTimeoutMs: 10_000, settings: {} };

function checkSettingName(name: string): string {
  if (!/^[a-z_]+\.[a-z_]+$/.test(name)) throw new Error(`Not a custom setting name: ${name}`);
  return name;
}

/** Thrown instead of queueing a transaction past DatabaseLimits.maxQueue: the stack answers 503. */
export class DatabaseBusy extends Error {
  constructor() {
    super('The database is busy');
  }
}

export async function openDatabase(target: DatabaseTarget, snapshot?: Blob, limits: DatabaseLimits = {}): Promise<Database & { dump?: () => Promise<Blob> }> {
  const bounds = { ...DEFAULT_DATABASE_LIMITS, ...limits };
  if (/^postgres(ql)?:\/\//.test(target)) return openPostgres(target, bounds);
  return openPglite(target === 'memory' ? undefined : target, snapshot, bounds);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined, limits: Required<DatabaseLimits>): Promise<Database & { dump: () => Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}) });
  // PGlite is one session: a session setting holds for every transaction.
  for (const [name, value] of Object.entries(limits.settings)) await db.query('select set_config($1, $2, false)', [checkSettingName(name), value]);
  // PGlite is one connection: transactions run one after another.
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  // One transaction runs, at most maxQueue wait.
  const bounded = <T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight >= 1 + limits.maxQueue) return Promise.reject(new DatabaseBusy());
    inFlight++;
    return serialize(work).finally(() => inFlight--);
  };
  return {
    kind: 'pglite',
    transaction: (fn) =>
      bounded(() =>
        db.transaction(async (tx) =>
          fn({ query: async <T>(sql: string, params?: readonly unknown[]) => (await tx.query<T>(sql, params as unknown[])).rows }),
        ),
      ),
    exec: (sql) => serialize(async () => void (await db.exec(sql))),
    listen: async (channel, onPayload) => void (await db.listen(channel, onPayload)),
    close: () => serialize(() => db.close()),
    dump: () => serialize(() => db.dumpDataDir('none')),
  };
}

async function runInTransaction<T>(client: import('pg').PoolClient, fn: (q: Queryable) => Promise<T>): Promise<T> {
  try {
    await client.query('begin');
    const result = await fn({
      query: async <R>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as R[],
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function openPostgres(url: string, limits: Required<DatabaseLimits>): Promise<Database> {
  const { default: pg } = await import('pg');
  const connections = 10;
  const options = Object.entries(limits.settings).map(([name, value]) => `-c ${checkSettingName(name)}=${value.replace(/[^\w.-]/g, '')}`).join(' ');
  const pool = new pg.Pool({ connectionString: url, max: connections, statement_timeout: limits.statementTimeoutMs, ...(options ? { options } : {}) });
  pool.on('error', (error) => console.error('[stack] postgres pool error', error.message));
  let listener: import('pg').Client | null = null;
  // Transactions holding or waiting for a connection: at most maxQueue wait.
  let inFlight = 0;
  return {
    kind: 'postgres',
    async transaction(fn) {
      if (inFlight >= connections + limits.maxQueue) throw new DatabaseBusy();
      inFlight++;
      try {
        return await runInTransaction(await pool.connect(), fn);
      } finally {
        inFlight--;
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      listener ??= new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      listener.on('error', (error) => console.error('[stack] postgres listener error', error.message));
      await listener.query(`listen ${channel}`);
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SNAPSHOT_DIR = path.resolve(SUPABASE_DIR, '../node_modules/.cache/lotoafrik-stack');

async function schemaFiles(): Promise<string[]> {
  const migrations = (await readdir(path.join(SUPABASE_DIR, 'migrations'))).filter((name) => name.endsWith('.sql')).sort();
  return [
    path.join(SUPABASE_DIR, 'local', 'core', 'bootstrap.sql'),
    ...migrations.map((name) => path.join(SUPABASE_DIR, 'migrations', name)),
    path.join(SUPABASE_DIR, 'seed.sql'),
  ];
}

/**
 * A dump of a PGlite database already migrated and seeded. Creating a PGlite cluster (initdb in
 * WebAssembly) and migrating it costs tens of seconds; loading a dump costs a few, so the dump is cached
 * under node_modules/.cache, keyed by the PGlite version and the SQL files.
 */
async function migratedSnapshot(log: (line: string) => void): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.resolve(SUPABASE_DIR, '../node_modules/@electric-sql/pglite/package.json')).catch(() => 'pglite'));
  for (const file of await schemaFiles()) hash.update(file).update(await readFile(file));
  const file = path.join(SNAPSHOT_DIR, `${hash.digest('hex').slice(0, 16)}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const db = await openDatabase('memory');
  await migrate(db, log);
  const dump = await db.dump!();
  await db.close();
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, file);
  return dump;
}

/**
 * The stack's database, migrated: in-memory PGlite and a new PGlite folder start from the snapshot
 * above; an existing folder or a PostgreSQL database is migrated where it is.
 */
export async function openStackDatabase(target: DatabaseTarget, log: (line: string) => void, limits: DatabaseLimits = {}): Promise<Database> {
  const isPostgres = /^postgres(ql)?:\/\//.test(target);
  const fresh = target === 'memory' || (!isPostgres && (await readdir(target).catch(() => [])).length === 0);
  const db = await openDatabase(target, fresh ? await migratedSnapshot(log) : undefined, limits);
  await migrate(db, log);
  return db;
}

/**
 * Brings the database up to date: the bootstrap (what hosted Supabase provides), then every
 * migration not yet applied, then the seed on first start only.
 */
export async function migrate(db: Database, log: (line: string) => void): Promise<void> {
  await db.exec(`create schema if not exists _local_stack;
    create table if not exists _local_stack.applied (name text primary key, applied_at timestamptz not null default now());`);
  const applied = new Set(
    (await db.transaction((q) => q.query<{ name: string }>('select name from _local_stack.applied'))).map((row) => row.name),
  );
  const firstStart = applied.size === 0;
  const migrationsDir = path.join(SUPABASE_DIR, 'migrations');
  const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const steps = [
    { name: 'bootstrap', file: path.join(SUPABASE_DIR, 'local', 'core', 'bootstrap.sql') },
    ...migrations.map((name) => ({ name: `migrations/${name}`, file: path.join(migrationsDir, name) })),
    ...(firstStart ? [{ name: 'seed', file: path.join(SUPABASE_DIR, 'seed.sql') }] : []),
  ];
  for (const step of steps) {
    if (applied.has(step.name)) continue;
    const sql = await readFile(step.file, 'utf8');
    await db.exec(`begin;\n${sql}\n;insert into _local_stack.applied (name) values ('${step.name.replace(/'/g, "''")}');\ncommit;`);
    log(`applied ${step.name}`);
  }
  await db.exec(await readFile(path.join(SUPABASE_DIR, 'local', 'realtime', 'realtime-triggers.sql'), 'utf8'));
  await db.exec('select _local_realtime.attach_triggers();');
}
