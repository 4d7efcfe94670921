import type { Database } from './db';

export interface Column {
  name: string;
  /** udt name, as Realtime reports column types ('int8', 'jsonb', 'timestamptz' …) */
  type: string;
}

export interface Table {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  rls: boolean;
}

export interface RpcFunction {
  name: string;
  argNames: string[];
  /** arguments without a default, which a call must name */
  required: number;
  returnsSet: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
}

/** The exposed schema's tables, columns and functions: every identifier in generated SQL comes from here. */
export interface Catalog {
  schema: string;
  tables: Map<string, Table>;
  functions: Map<string, RpcFunction[]>;
}

export const EXPOSED_SCHEMA = 'public';

export async function loadCatalog(db: Database): Promise<Catalog> {
  return db.transaction(async (q) => {
    const columns = await q.query<{ table_name: string; column_name: string; udt_name: string; rls: boolean }>(
      `select c.relname as table_name, a.attname as column_name, t.typname as udt_name, c.relrowsecurity as rls
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    const keys = await q.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
       where n.nspname = $1 and i.indisprimary
       order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    const functions = await q.query<{
      name: string;
      arg_names: string[] | null;
      nargs: number;
      ndefaults: number;
      retset: boolean;
      composite: boolean;
      void: boolean;
    }>(
      `select p.proname as name, p.proargnames as arg_names, p.pronargs as nargs, p.pronargdefaults as ndefaults,
              p.proretset as retset, rt.typtype = 'c' as composite, rt.typname = 'void' as void
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
      [EXPOSED_SCHEMA],
    );

    const tables = new Map<string, Table>();
    for (const row of columns) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { schema: EXPOSED_SCHEMA, name: row.table_name, columns: new Map(), primaryKey: [], rls: row.rls };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, { name: row.column_name, type: row.udt_name });
    }
    for (const row of keys) tables.get(row.table_name)?.primaryKey.push(row.column_name);

    const byName = new Map<string, RpcFunction[]>();
    for (const row of functions) {
      const argNames = (row.arg_names ?? []).slice(0, row.nargs);
      // Functions with unnamed arguments cannot be called with a JSON object of named arguments.
      if (argNames.length !== row.nargs || argNames.some((name) => !name)) continue;
      const entry: RpcFunction = {
        name: row.name,
        argNames,
        required: row.nargs - row.ndefaults,
        returnsSet: row.retset,
        returnsComposite: row.composite,
        returnsVoid: row.void,
      };
      byName.set(row.name, [...(byName.get(row.name) ?? []), entry]);
    }
    return { schema: EXPOSED_SCHEMA, tables, functions: byName };
  });
}

/** A catalog identifier, double-quoted; only ever called with names read from the catalog. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
