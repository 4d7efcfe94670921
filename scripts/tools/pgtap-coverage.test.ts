/**
 * The pgTAP files of supabase/tests/ (issue 39: allow and deny tests for every table, run by `npm run test:pgtap` and
 * `supabase test db`) keep up with the schema: every table and view of supabase/schema.sql is placed in
 * privileges.sql, and every table is exercised by a behavioural file, so a new table cannot go untested. No database
 * here: the files are read, and the runner's TAP parser and statement splitter are checked on made-up output.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGTAP_DIR, parseTap, splitStatements } from './pgtap';

const SCHEMA = readFileSync(path.join(PGTAP_DIR, '..', 'schema.sql'), 'utf8');
const FILES = Object.fromEntries(
  readdirSync(PGTAP_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => [name, readFileSync(path.join(PGTAP_DIR, name), 'utf8')]),
);
const PRIVILEGES = 'privileges.sql';

const relations = (kind: 'table' | 'view') => [...SCHEMA.matchAll(new RegExp(`^create ${kind} public\\.(\\w+)`, 'gm'))].map((m) => m[1]!).sort();
const TABLES = relations('table');
const VIEWS = relations('view');
/** `public.<name>` written in a file, not as the start of a longer name. */
const names = (sql: string, name: string) => new RegExp(`\\bpublic\\.${name}(?![\\w])`).test(sql);
/** The names listed in privileges.sql's tables_are/views_are call. */
const listed = (fn: 'tables_are' | 'views_are') => {
  const call = new RegExp(`${fn}\\('public', array\\[([^\\]]*)\\]`).exec(FILES[PRIVILEGES] ?? '');
  return call ? [...call[1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!).sort() : null;
};

describe('supabase/tests/*.sql cover every table of supabase/schema.sql', () => {
  it('finds the schema’s tables and views, and the pgTAP files', () => {
    expect(TABLES.length).toBeGreaterThanOrEqual(17);
    expect(TABLES).toContain('bets');
    expect(VIEWS).toContain('draw_results');
    expect(Object.keys(FILES)).toContain(PRIVILEGES);
  });

  it('privileges.sql names every table and view (its privileges per role, RLS and policies)', () => {
    const missing = [...TABLES, ...VIEWS].filter((name) => !names(FILES[PRIVILEGES]!, name));
    expect(missing, `add these to supabase/tests/${PRIVILEGES}`).toEqual([]);
  });

  it('privileges.sql’s tables_are and views_are list exactly the schema’s tables and views', () => {
    expect(listed('tables_are')).toEqual(TABLES);
    expect(listed('views_are')).toEqual(VIEWS);
  });

  it('every table is exercised by a behavioural file (allow and deny as each role), besides privileges.sql', () => {
    const behavioural = Object.entries(FILES).filter(([name]) => name !== PRIVILEGES);
    const untested = TABLES.filter((table) => !behavioural.some(([, sql]) => names(sql, table)));
    expect(untested, 'write allow and deny tests for these tables in a supabase/tests/rls_*.sql file').toEqual([]);
  });

  it.each(Object.keys(FILES))('%s has the shape `supabase test db` runs: begin, a plan, finish, rollback', (name) => {
    const statements = splitStatements(FILES[name]!).map((statement) => statement.replace(/^(--[^\n]*\n)+/, '').trim());
    expect(statements[0]).toBe('begin;');
    expect(statements.filter((statement) => /^select plan\(\d+\);$/.test(statement))).toHaveLength(1);
    expect(statements.slice(-2)).toEqual(['select * from finish();', 'rollback;']);
    // Nothing that would outlive the transaction or need a superuser on a hosted project.
    expect(statements.filter((statement) => /^(commit|end|set (session )?role|set session authorization)\b/i.test(statement))).toEqual([]);
  });
});

describe('the runner (scripts/tools/pgtap.ts)', () => {
  it('splits a script at the semicolons outside quotes, dollar quotes and comments', () => {
    const sql = [
      'begin;',
      "-- a comment; with a semicolon",
      "select is('a;b', 'a;b', 'it''s; quoted');",
      'select throws_ok($$ delete from t; $$, $x$ nested $$ ; $x$);',
      '/* block; /* nested; */ still; */ select 1;',
      'rollback;',
      '-- trailing comment only',
    ].join('\n');
    expect(splitStatements(sql).map((statement) => statement.replace(/^(--[^\n]*\n)+/, ''))).toEqual([
      'begin;',
      "select is('a;b', 'a;b', 'it''s; quoted');",
      'select throws_ok($$ delete from t; $$, $x$ nested $$ ; $x$);',
      '/* block; /* nested; */ still; */ select 1;',
      'rollback;',
    ]);
  });

  it('reads a passing run', () => {
    const tap = parseTap(['1..3', 'ok 1 - a', 'ok 2 - b', 'not ok 3 - c # TODO not yet', '# Failed (TODO) test 3']);
    expect(tap).toEqual({ planned: 3, ran: [1, 2, 3], failures: [], problems: [] });
  });

  it('reports a failed assertion with its diagnostics, and finish()’s summary', () => {
    const tap = parseTap(['1..2', 'ok 1 - a', 'not ok 2 - b', '# Failed test 2: "b"', '#         have: 1', '#         want: 2', '# Looks like you failed 1 test of 2']);
    expect(tap.failures).toEqual([['not ok 2 - b', '# Failed test 2: "b"', '#         have: 1', '#         want: 2']]);
    expect(tap.problems).toEqual(['Looks like you failed 1 test of 2']);
  });

  it('reports a plan not met, a missing plan, and numbers out of order', () => {
    expect(parseTap(['1..3', 'ok 1', 'ok 2']).problems).toEqual(['planned 3 assertions, ran 2']);
    expect(parseTap(['ok 1']).problems).toEqual(['no plan: the file never called plan(n)']);
    expect(parseTap(['1..2', 'ok 2', 'ok 1']).problems).toEqual(['assertions out of order (numbers are not 1, 2, 3 …)']);
  });
});
