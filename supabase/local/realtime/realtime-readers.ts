import { readFile } from 'node:fs/promises';
import type { Table } from '../core/catalog';
import { qualifiedTable } from '../rest/rest-query';
import type { Database } from '../core/db';
import type { Claims } from '../core/keys';

const READERS_SQL = new URL('./realtime-readers.sql', import.meta.url);

/** Installs _local_realtime.readers() (every start: it is the stack's, not a migration). */
export async function installReaders(db: Database): Promise<void> {
  await db.exec(await readFile(READERS_SQL, 'utf8'));
}

const identityKeys = new WeakMap<Claims, string>();

/**
 * Whether a role may select from a table at all (its grants), per database, cached: grants change with
 * migrations, which the stack applies before it starts, like the catalog it reads once. A role without
 * them (anon on bets) never reads a row, so its channels cost no query.
 */
const grants = new WeakMap<Database, Map<string, Promise<boolean>>>();
const settledGrants = new WeakMap<Database, Map<string, boolean>>();

function maySelect(db: Database, role: string, table: Table): Promise<boolean> {
  let known = grants.get(db);
  if (!known) grants.set(db, (known = new Map()));
  const key = `${role} ${qualifiedTable(table)}`;
  let answer = known.get(key);
  if (!answer) {
    answer = db
      .transaction((q) => q.query<{ granted: boolean }>(`select has_any_column_privilege($1, $2::regclass, 'SELECT') as granted`, [role, qualifiedTable(table)]))
      .then(([row]) => row?.granted === true);
    answer.then(
      (granted) => {
        if (!settledGrants.has(db)) settledGrants.set(db, new Map());
        settledGrants.get(db)!.set(key, granted);
      },
      // A failure (a busy database) is not remembered.
      () => known.delete(key),
    );
    known.set(key, answer);
  }
  return answer;
}

/**
 * False once the database has said the role may not select from the table (so a channel of it can
 * be passed over before its filter is even evaluated), else undefined: not asked yet, or granted.
 */
export function knownUnreadable(db: Database, role: string, table: Table): boolean {
  return settledGrants.get(db)?.get(`${role} ${qualifiedTable(table)}`) === false;
}

/** Subscribers with the same role and claims are one identity: RLS cannot tell them apart. */
function identityKey(claims: Claims): string {
  let key = identityKeys.get(claims);
  if (key === undefined) {
    key = JSON.stringify([claims.role, claims]);
    identityKeys.set(claims, key);
  }
  return key;
}

/**
 * Whether each subscriber (by its claims) may read the changed row, as RLS decides: one database
 * statement for all of them, whatever their number (DESIGN §11). Inserts and updates: the row selected
 * by its key under each identity; deletes: the table's select policies on the old row.
 */
export async function mayRead(db: Database, table: Table, deleted: boolean, row: Record<string, unknown>, subscribers: readonly Claims[]): Promise<boolean[]> {
  const now = Date.now() / 1000;
  const roles = [...new Set(subscribers.map((claims) => claims.role))];
  const granted = new Map(await Promise.all(roles.map(async (role) => [role, role === 'service_role' || (await maySelect(db, role, table))] as const)));
  const answers = subscribers.map((claims) =>
    (typeof claims.exp === 'number' && claims.exp < now) || !granted.get(claims.role) ? false : claims.role === 'service_role' ? true : null,
  );
  const pending = new Map<string, { claims: Claims; positions: number[] }>();
  subscribers.forEach((claims, position) => {
    if (answers[position] !== null) return;
    const key = identityKey(claims);
    const entry = pending.get(key) ?? { claims, positions: [] };
    entry.positions.push(position);
    pending.set(key, entry);
  });
  const identities = [...pending.values()];
  if (identities.length > 0 && table.primaryKey.length > 0) {
    const payload = identities.map(({ claims }) => ({ role: claims.role, claims: JSON.stringify(claims) }));
    const [result] = await db.transaction(async (q) => {
      await q.query('set transaction read only');
      return q.query<{ readers: number[] }>(`select _local_realtime.readers($1::regclass, $2, $3::jsonb, $4::text[], $5::jsonb) as readers`, [
        qualifiedTable(table),
        deleted,
        JSON.stringify(row),
        table.primaryKey,
        JSON.stringify(payload),
      ]);
    });
    for (const index of result?.readers ?? []) for (const position of identities[index]?.positions ?? []) answers[position] = true;
  }
  return answers.map((answer) => answer === true);
}
