/**
 * Writes src/api/database.types.ts from the migrated database's catalog, in the shape
 * `supabase gen types typescript` (postgres-meta's TypeScript template) produces, restricted to what the API
 * roles can reach: the tables and views anon, authenticated or service_role hold a privilege on, and the
 * functions one of them can execute (internal helpers, trigger functions and procedures are left out).
 *
 *   npm run gen:types               rewrite the file
 *   npm run gen:types -- --check    exit 1, printing the differing lines, when the committed file is stale
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Database, openMigratedDatabase, ROOT, rows, writeOrCheck } from './migrated-database';

export const TYPES_FILE = path.join(ROOT, 'src/api/database.types.ts');
const SCHEMA = 'public';
const API_ROLES = ['anon', 'authenticated', 'service_role'];
/** What the Supabase CLI passes for the PostgREST it runs (the __InternalSupabase block). */
const POSTGREST_VERSION = '12.2.3';

interface Relation {
  oid: number;
  name: string;
  kind: string;
  updatable: boolean;
}

interface ColumnRow {
  relid: number;
  name: string;
  attnum: number;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  updatable: boolean;
}

interface ForeignKey {
  name: string;
  relid: number;
  refid: number;
  columns: number[];
  refcolumns: number[];
  one_to_one: boolean;
}

interface FunctionRow {
  oid: number;
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  ndefaults: number;
  retset: boolean;
  prorows: number;
  return_type: string;
  return_relid: number;
}

interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Catalog {
  relations: Relation[];
  columns: Map<number, ColumnRow[]>;
  /** view oid → view column name → [base relation oid, base attnum] */
  viewSources: Map<number, Map<string, [number, number]>>;
  foreignKeys: ForeignKey[];
  functions: FunctionRow[];
  enums: { name: string; labels: string[] }[];
  composites: { name: string; attributes: { name: string; type: string }[] }[];
}

const anyRole = (check: (role: string) => string) => `(${API_ROLES.map((role) => check(`'${role}'`)).join(' or ')})`;

export async function readCatalog(db: Database): Promise<Catalog> {
  const relations = await rows<Relation>(
    db,
    `select c.oid::int as oid, c.relname as name, c.relkind as kind,
            c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and ${anyRole((r) => `has_any_column_privilege(${r}, c.oid, 'select, insert, update') or has_table_privilege(${r}, c.oid, 'delete')`)}
     order by c.relname`,
    [SCHEMA],
  );
  const oids = relations.map((r) => r.oid);
  const columnRows = await rows<ColumnRow>(
    db,
    `select a.attrelid::int as relid, a.attname as name, a.attnum::int as attnum,
            coalesce(bt.typname, t.typname) as type, not a.attnotnull as nullable,
            a.atthasdef as has_default, a.attidentity::text as identity,
            c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_type t on t.oid = a.atttypid
     left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
     where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attname`,
    [oids],
  );
  const columns = new Map<number, ColumnRow[]>();
  for (const column of columnRows) columns.set(column.relid, [...(columns.get(column.relid) ?? []), column]);

  // A view's columns and the table columns they show unchanged (the rule's top-level target list), as PostgREST
  // reads them to offer a table's foreign keys through the views over it.
  const rules = await rows<{ relid: number; action: string }>(
    db,
    `select r.ev_class::int as relid, r.ev_action::text as action from pg_rewrite r
     where r.ev_class = any($1::oid[]) and r.rulename = '_RETURN'`,
    [oids],
  );
  const viewSources = new Map(rules.map((rule) => [rule.relid, targetListSources(rule.action)]));

  const foreignKeys = await rows<ForeignKey>(
    db,
    `select con.conname as name, con.conrelid::int as relid, con.confrelid::int as refid,
            con.conkey::int[] as columns, con.confkey::int[] as refcolumns,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                    and (select array_agg(k order by k) from unnest(i.indkey) as k) = (select array_agg(k order by k) from unnest(con.conkey) as k)) as one_to_one
     from pg_constraint con
     where con.contype = 'f' and con.conrelid = any($1::oid[]) and con.confrelid = any($1::oid[])
     order by con.conname`,
    [oids],
  );

  const functions = await rows<FunctionRow>(
    db,
    `select p.oid::int as oid, p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            coalesce((select array_agg(t.typname order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type, o)
               join pg_type t on t.oid = a.type), '{}') as arg_types,
            p.pronargdefaults::int as ndefaults, p.proretset as retset, p.prorows::float8 as prorows,
            rt.typname as return_type, coalesce(rel.oid, 0)::int as return_relid
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     left join pg_class rel on rel.oid = rt.typrelid and rel.relkind in ('r', 'p', 'f', 'v', 'm')
     where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
       and ${anyRole((r) => `has_function_privilege(${r}, p.oid, 'execute')`)}
     order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    [SCHEMA],
  );

  const enums = await rows<{ name: string; labels: string[] }>(
    db,
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
     from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
     where n.nspname = $1 group by t.typname order by t.typname`,
    [SCHEMA],
  );
  const composites = await rows<{ name: string; attributes: { name: string; type: string }[] }>(
    db,
    `select t.typname as name,
            coalesce(json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum)
                     filter (where a.attname is not null), '[]') as attributes
     from pg_type t
     join pg_namespace n on n.oid = t.typnamespace
     join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
     left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     left join pg_type at on at.oid = a.atttypid
     where n.nspname = $1 group by t.typname order by t.typname`,
    [SCHEMA],
  );
  return { relations, columns, viewSources, foreignKeys, functions, enums, composites };
}

/**
 * The top-level target list of a view's rule (pg_node_tree text): each output column's name and the table column
 * it shows unchanged (resorigtbl, resorigcol), when it does.
 */
export function targetListSources(tree: string): Map<string, [number, number]> {
  const sources = new Map<string, [number, number]>();
  const query = tree.indexOf('{QUERY');
  if (query < 0) return sources;
  // Walks the first Query node, at depth 1 inside it, to its :targetList.
  let depth = 0;
  let i = query;
  let listStart = -1;
  for (; i < tree.length; i++) {
    const ch = tree[i];
    if (ch === '"') {
      for (i++; i < tree.length && tree[i] !== '"'; i++) if (tree[i] === '\\') i++;
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') {
      depth--;
      if (depth === 0) break;
    } else if (depth === 1 && tree.startsWith(':targetList ', i)) {
      listStart = i + ':targetList '.length;
      break;
    }
  }
  if (listStart < 0) return sources;
  // The list's entries: each {TARGETENTRY …} at depth 1 of the list.
  depth = 0;
  let entryStart = -1;
  for (i = listStart; i < tree.length; i++) {
    const ch = tree[i];
    if (ch === '"') {
      for (i++; i < tree.length && tree[i] !== '"'; i++) if (tree[i] === '\\') i++;
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') {
      depth++;
      if (depth === 2 && ch === '{') entryStart = i;
    } else if (ch === '}' || ch === ')') {
      if (depth === 2 && ch === '}' && entryStart >= 0) {
        const entry = tree.slice(entryStart, i + 1);
        // The entry's own fields follow its :expr, so the last occurrence of each belongs to it.
        const field = (name: string) => [...entry.matchAll(new RegExp(`:${name} ([^\\s{}()]+)`, 'g'))].at(-1)?.[1];
        const resname = field('resname');
        const table = Number(field('resorigtbl'));
        const column = Number(field('resorigcol'));
        if (resname && field('resjunk') === 'false' && table > 0 && column > 0) sources.set(resname, [table, column]);
        entryStart = -1;
      }
      depth--;
      if (depth === 0) break;
    }
  }
  return sources;
}

// TypeScript for a type name (pg_type.typname), as postgres-meta's pgTypeToTsType writes it.
function tsType(type: string, catalog: Catalog): string {
  if (type === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(type)) return 'number';
  if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector'].includes(type)) {
    return 'string';
  }
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (type === 'record') return 'Record<string, unknown>';
  if (type.startsWith('_')) {
    const element = tsType(type.slice(1), catalog);
    return /^[\w.[\]'"]+$/.test(element) ? `${element}[]` : `(${element})[]`;
  }
  if (catalog.enums.some((e) => e.name === type)) return `Database['public']['Enums']['${type}']`;
  if (catalog.composites.some((c) => c.name === type)) return `Database['public']['CompositeTypes']['${type}']`;
  const relation = catalog.relations.find((r) => r.name === type);
  if (relation) return `Database['public']['${isView(relation) ? 'Views' : 'Tables'}']['${type}']['Row']`;
  return 'unknown';
}

const isView = (relation: Relation) => relation.kind === 'v' || relation.kind === 'm';
const nullable = (type: string, isNullable: boolean) => (isNullable && type !== 'unknown' ? `${type} | null` : type);
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const tuple = (names: string[]) => `[${names.map(quote).join(', ')}]`;

/** Every relationship PostgREST offers from a relation: its foreign keys, and those of the tables its columns show, to the tables and the views over them. */
function relationshipsOf(relation: Relation, catalog: Catalog): Relationship[] {
  const byOid = new Map(catalog.relations.map((r) => [r.oid, r]));
  const columnName = (oid: number, attnum: number) => catalog.columns.get(oid)?.find((c) => c.attnum === attnum)?.name;
  // Relations showing `attnums` of `oid`: the relation itself, then each view over it, with their column names.
  const showing = (oid: number, attnums: number[]): { relation: Relation; columns: string[] }[] => {
    const own = attnums.map((attnum) => columnName(oid, attnum));
    const found = own.every(Boolean) ? [{ relation: byOid.get(oid)!, columns: own as string[] }] : [];
    for (const [viewOid, sources] of catalog.viewSources) {
      const names = attnums.map((attnum) => [...sources].find(([, [table, column]]) => table === oid && column === attnum)?.[0]);
      if (names.every(Boolean) && byOid.has(viewOid)) found.push({ relation: byOid.get(viewOid)!, columns: names as string[] });
    }
    return found;
  };
  const result: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const from = showing(fk.relid, fk.columns).find((candidate) => candidate.relation.oid === relation.oid);
    if (!from) continue;
    for (const to of showing(fk.refid, fk.refcolumns)) {
      result.push({
        foreignKeyName: fk.name,
        columns: from.columns,
        isOneToOne: fk.one_to_one,
        referencedRelation: to.relation.name,
        referencedColumns: to.columns,
      });
    }
  }
  return result.sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
  );
}

function renderRelationships(relationships: Relationship[], indent: string): string {
  if (relationships.length === 0) return '[]';
  const inner = `${indent}  `;
  const items = relationships.map(
    (r) =>
      `${inner}{\n` +
      `${inner}  foreignKeyName: ${quote(r.foreignKeyName)};\n` +
      `${inner}  columns: ${tuple(r.columns)};\n` +
      `${inner}  isOneToOne: ${r.isOneToOne};\n` +
      `${inner}  referencedRelation: ${quote(r.referencedRelation)};\n` +
      `${inner}  referencedColumns: ${tuple(r.referencedColumns)};\n` +
      `${inner}},`,
  );
  return `[\n${items.join('\n')}\n${indent}]`;
}

function renderBlock(lines: string[], indent: string): string {
  return lines.length === 0 ? '{}' : `{\n${lines.map((line) => `${indent}  ${line}`).join('\n')}\n${indent}}`;
}

function rowLines(columns: ColumnRow[], catalog: Catalog): string[] {
  return columns.map((c) => `${key(c.name)}: ${nullable(tsType(c.type, catalog), c.nullable)};`);
}

function renderTable(relation: Relation, catalog: Catalog): string {
  const columns = catalog.columns.get(relation.oid) ?? [];
  const insert = columns.map((c) =>
    c.identity === 'a'
      ? `${key(c.name)}?: never;`
      : `${key(c.name)}${c.nullable || c.identity !== '' || c.has_default ? '?' : ''}: ${nullable(tsType(c.type, catalog), c.nullable)};`,
  );
  const update = columns.map((c) => (c.identity === 'a' ? `${key(c.name)}?: never;` : `${key(c.name)}?: ${nullable(tsType(c.type, catalog), c.nullable)};`));
  return [
    `      ${key(relation.name)}: {`,
    `        Row: ${renderBlock(rowLines(columns, catalog), '        ')};`,
    `        Insert: ${renderBlock(insert, '        ')};`,
    `        Update: ${renderBlock(update, '        ')};`,
    `        Relationships: ${renderRelationships(relationshipsOf(relation, catalog), '        ')};`,
    `      };`,
  ].join('\n');
}

function renderView(relation: Relation, catalog: Catalog): string {
  const columns = catalog.columns.get(relation.oid) ?? [];
  // A view's columns are nullable whatever their source says, as postgres-meta reports them.
  const viewColumns = columns.map((c) => ({ ...c, nullable: true }));
  const writes = viewColumns.map((c) => (c.updatable ? `${key(c.name)}?: ${nullable(tsType(c.type, catalog), true)};` : `${key(c.name)}?: never;`));
  return [
    `      ${key(relation.name)}: {`,
    `        Row: ${renderBlock(rowLines(viewColumns, catalog), '        ')};`,
    ...(relation.updatable ? [`        Insert: ${renderBlock(writes, '        ')};`, `        Update: ${renderBlock(writes, '        ')};`] : []),
    `        Relationships: ${renderRelationships(relationshipsOf(relation, catalog), '        ')};`,
    `      };`,
  ].join('\n');
}

function renderFunctionSignature(fn: FunctionRow, catalog: Catalog, indent: string): { args: string; returns: string; setof: string | null } {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  const all = fn.arg_types.map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] ?? 'i' }));
  const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - fn.ndefaults;
  const inArgs = inputs
    .map((a, i) => ({ ...a, hasDefault: i >= firstDefault }))
    .filter((a) => a.mode === 'i')
    .sort((a, b) => a.name.localeCompare(b.name));
  const args = inArgs.length === 0 ? 'never' : `{ ${inArgs.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, catalog)}`).join('; ')} }`;
  const many = fn.retset && fn.prorows > 1 ? '[]' : '';
  const tableColumns = all.filter((a) => a.mode === 't').sort((a, b) => a.name.localeCompare(b.name));
  const returnRelation = catalog.relations.find((r) => r.oid === fn.return_relid);
  let returns: string;
  let setof: string | null = null;
  if (tableColumns.length > 0) {
    returns = `${renderBlock(tableColumns.map((c) => `${key(c.name)}: ${tsType(c.type, catalog)};`), indent)}${many}`;
  } else if (returnRelation) {
    const columns = catalog.columns.get(returnRelation.oid) ?? [];
    returns = `${renderBlock(rowLines(columns, catalog), indent)}${many}`;
    setof = renderBlock(
      [`from: '*';`, `to: ${quote(returnRelation.name)};`, `isOneToOne: ${!(fn.prorows > 1)};`, `isSetofReturn: ${fn.retset};`],
      indent,
    );
  } else {
    returns = `${tsType(fn.return_type, catalog)}${many}`;
  }
  return { args, returns, setof };
}

/** PostgREST calls a function with named arguments: all its inputs named, or a single unnamed json/jsonb/text one. */
function callable(fn: FunctionRow): boolean {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const inputs = fn.arg_types.map((type, i) => ({ type, name: fn.arg_names?.[i] ?? '' })).filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  return inputs.every((a) => a.name !== '') || (inputs.length === 1 && ['json', 'jsonb', 'text'].includes(inputs[0]!.type));
}

function renderFunctions(catalog: Catalog): string {
  const byName = new Map<string, FunctionRow[]>();
  for (const fn of catalog.functions.filter(callable)) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  if (byName.size === 0) return '{\n      [_ in never]: never;\n    }';
  const entries = [...byName].map(([name, fns]) => {
    if (fns.length === 1) {
      const { args, returns, setof } = renderFunctionSignature(fns[0]!, catalog, '        ');
      return [`      ${key(name)}: {`, `        Args: ${args};`, `        Returns: ${returns};`, ...(setof ? [`        SetofOptions: ${setof};`] : []), `      };`].join('\n');
    }
    const variants = fns.map((fn) => {
      const { args, returns, setof } = renderFunctionSignature(fn, catalog, '            ');
      return [`        | {`, `            Args: ${args};`, `            Returns: ${returns};`, ...(setof ? [`            SetofOptions: ${setof};`] : []), `          }`].join('\n');
    });
    return `      ${key(name)}:\n${variants.join('\n')};`;
  });
  return `{\n${entries.join('\n')}\n    }`;
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;
`;

export function renderTypes(catalog: Catalog): string {
  const tables = catalog.relations.filter((r) => !isView(r));
  const views = catalog.relations.filter(isView);
  const section = (items: string[]) => (items.length === 0 ? '{\n      [_ in never]: never;\n    }' : `{\n${items.join('\n')}\n    }`);
  const enums = section(catalog.enums.map((e) => `      ${key(e.name)}: ${e.labels.map(quote).join(' | ')};`));
  const composites = section(
    catalog.composites.map((c) => `      ${key(c.name)}: ${renderBlock(c.attributes.map((a) => `${key(a.name)}: ${nullable(tsType(a.type, catalog), true)};`), '      ')};`),
  );
  const constants = catalog.enums.length === 0 ? '{}' : `{\n${catalog.enums.map((e) => `      ${key(e.name)}: [${e.labels.map(quote).join(', ')}],`).join('\n')}\n    }`;
  return `// Generated by scripts/tools/gen-types.ts from the migrated database (the shape of \`supabase gen types typescript\`,
// limited to what the API roles can reach). Do not edit: change a migration, then run \`npm run gen:types\`.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '${POSTGREST_VERSION}';
  };
  public: {
    Tables: ${section(tables.map((t) => renderTable(t, catalog)))};
    Views: ${section(views.map((v) => renderView(v, catalog)))};
    Functions: ${renderFunctions(catalog)};
    Enums: ${enums};
    CompositeTypes: ${composites};
  };
};

${HELPERS}
export const Constants = {
  public: {
    Enums: ${constants},
  },
} as const;
`;
}

/** The file's text for the migrated database (a fresh in-memory PGlite). */
export async function generateTypes(): Promise<string> {
  const db = await openMigratedDatabase();
  try {
    return renderTypes(await readCatalog(db));
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeOrCheck(TYPES_FILE, await generateTypes(), process.argv.slice(2), 'npm run gen:types');
}
