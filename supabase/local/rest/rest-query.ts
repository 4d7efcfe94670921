import { type Table, ident } from '../core/catalog';
import { HttpError, checkValueDepth } from '../core/http';

/** Query parameters that are not column filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

const COMPARISONS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

const IS_VALUES: Readonly<Record<string, string>> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/** SQL fragments built only from catalog identifiers and $n placeholders, plus their values. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function qualifiedTable(table: Table): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

function parseError(message: string, details: string | null = null): HttpError {
  return new HttpError(400, 'PGRST100', message, { details });
}

export function columnOf(table: Table, raw: string): string {
  const name = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!table.columns.has(name)) {
    throw new HttpError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return name;
}

function columnRef(table: Table, name: string): string {
  return `${qualifiedTable(table)}.${ident(name)}`;
}

/** `select=*` or a plain list of columns; embedded resources, aliases and casts are not supported. */
export function parseSelect(table: Table, raw: string | null): string[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  const names = raw.split(',').map((part) => part.trim());
  for (const name of names) {
    if (!/^("[^"]+"|[A-Za-z_][A-Za-z0-9_]*)$/.test(name)) {
      throw parseError('failed to parse select parameter', `unsupported select item: ${name}`);
    }
  }
  return [...new Set(names.map((name) => columnOf(table, name)))];
}

export function selectList(table: Table, columns: string[] | '*', qualified: boolean): string {
  if (columns === '*') return qualified ? `${qualifiedTable(table)}.*` : '*';
  return columns.map((name) => (qualified ? columnRef(table, name) : ident(name))).join(', ');
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('failed to parse filter', `in list must be parenthesised: ${raw}`);
  const body = raw.slice(1, -1);
  if (body.trim() === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      items.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else {
      current += ch;
    }
  }
  if (quoted) throw parseError('failed to parse filter', `unterminated quote: ${raw}`);
  items.push(wasQuoted ? current : current.trim());
  return items;
}

/** A Postgres array literal for a bind parameter: every element quoted and escaped. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function condition(table: Table, column: string, expression: string, params: SqlParams): string {
  const ref = columnRef(table, column);
  let negate = false;
  let rest = expression;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError('failed to parse filter', `${column}=${expression}`);
  const operator = rest.slice(0, dot);
  const value = checkValueDepth(rest.slice(dot + 1));
  let sql: string;
  if (operator in COMPARISONS) {
    const text = operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
    sql = `${ref} ${COMPARISONS[operator]} ${params.add(text)}`;
  } else if (operator === 'in') {
    sql = `${ref} = any(${params.add(arrayLiteral(parseList(value)))})`;
  } else if (operator === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()];
    if (!keyword) throw parseError('failed to parse filter', `is accepts null, true, false or unknown: ${value}`);
    sql = `${ref} is ${keyword}`;
  } else {
    throw parseError('failed to parse filter', `unsupported operator: ${operator}`);
  }
  return negate ? `not (${sql})` : sql;
}

/** Every `column=op.value` parameter, and-ed; logic trees (`or`, `and`, `not`) are refused. */
export function parseFilters(table: Table, query: URLSearchParams, params: SqlParams): string {
  const conditions: string[] = [];
  for (const [key, expression] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw parseError('logic trees are not supported by the local stack', key);
    }
    conditions.push(condition(table, columnOf(table, key), expression, params));
  }
  return conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
}

export function parseOrder(table: Table, raw: string | null): string {
  if (raw === null || raw.trim() === '') return '';
  const terms = raw.split(',').map((term) => {
    const [name, ...modifiers] = term.trim().split('.');
    const column = columnOf(table, name ?? '');
    // PostgREST's grammar: column[.asc|.desc][.nullsfirst|.nullslast], each at most once, in that order.
    const [first, second, ...extra] = modifiers;
    const direction = first === 'asc' || first === 'desc' ? first : undefined;
    const nulls = direction ? second : first;
    if (extra.length > 0 || (direction ? false : second !== undefined) || (nulls !== undefined && nulls !== 'nullsfirst' && nulls !== 'nullslast')) {
      throw parseError('failed to parse order', term);
    }
    return `${columnRef(table, column)}${direction ? ` ${direction}` : ''}${nulls ? (nulls === 'nullsfirst' ? ' nulls first' : ' nulls last') : ''}`;
  });
  return `order by ${terms.join(', ')}`;
}

export function parseCount(raw: string | null, name: string): number | null {
  if (raw === null || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name}`, raw);
  return Number(raw);
}
