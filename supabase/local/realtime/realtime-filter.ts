import type { Table } from '../core/catalog';

/** A row predicate from a Realtime `filter`. */
export type RowMatch = (row: Record<string, unknown>) => boolean;

const FILTER_OPERATORS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
/** in-lists longer than this are refused (each item is compared for every change) */
const MAX_IN_ITEMS = 100;

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

/**
 * Realtime's filter syntax `column=op.value` (`in.(a,b)` too), checked against the table's columns.
 * It only ever runs on rows the subscriber may read (realtime.ts asks RLS before delivering).
 */
export function parseFilter(table: Table, filter: string): RowMatch | string {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter);
  if (!match) return `invalid filter: ${filter.slice(0, 200)}`;
  const [, column, operator, value] = match as unknown as [string, string, string, string];
  if (!table.columns.has(column) || !FILTER_OPERATORS.has(operator)) return `invalid column for filter ${column.slice(0, 100)}`;
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) return `invalid filter: ${filter.slice(0, 200)}`;
    const items = list[1]!.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
    if (items.length > MAX_IN_ITEMS) return `too many values in filter (at most ${MAX_IN_ITEMS})`;
    return (row) => items.some((item) => compare(row[column], 'eq', item));
  }
  return (row) => compare(row[column], operator, value);
}
