/**
 * `npm run test:pgtap [-- name …]`: the pgTAP files of supabase/tests/ (the allow and deny tests of every table, issue 39),
 * run the way `supabase test db` runs them on a project, here on a fresh database of a real PostgreSQL.
 *
 * It creates a database on DATABASE_URL's server (default: the superuser scripts/tools/ci-postgres.sh creates), migrates
 * it as `npm run test:pg` does (openStackDatabase: bootstrap, migrations, seed), installs pgTAP in `extensions` as a
 * hosted project has it, runs each supabase/tests/*.sql file in its own session (or only the files whose name contains
 * one of the arguments), reads their TAP output, prints a line per file and exits 1 on any failed assertion, a plan not
 * met or an error; then drops the database. Needs Debian's postgresql-15-pgtap on the server.
 */
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `supabase test db` looks for its files. */
export const PGTAP_DIR = path.join(ROOT, 'supabase', 'tests');
const DEFAULT_URL = 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';
const INSTALL_HINT = 'pgTAP is not installed on this PostgreSQL server: run `apt-get install -y postgresql-15-pgtap` (as root, on the server) and try again.';

/**
 * The statements of a SQL script, split at the semicolons outside quotes, dollar quotes and comments (psql's own
 * splitting, for the files these tests are: no psql meta-commands). Chunks with nothing but blanks and comments go.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let significant = false;
  let i = 0;
  const skipQuoted = (quote: string, backslashes: boolean) => {
    i++;
    while (i < sql.length) {
      if (backslashes && sql[i] === '\\') i += 2;
      else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
      else if (sql[i] === quote) break;
      else i++;
    }
    i++;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const before = sql[i - 1] ?? '';
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else {
          i++;
        }
      } while (depth > 0 && i < sql.length);
    } else if (c === "'") {
      significant = true;
      skipQuoted("'", /[eE]/.test(before) && !/[\w$]/.test(sql[i - 2] ?? ''));
    } else if (c === '"') {
      significant = true;
      skipQuoted('"', false);
    } else if (c === '$' && !/[\w$]/.test(before) && /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.test(sql.slice(i, i + 64))) {
      significant = true;
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (c === ';') {
      if (significant) statements.push(sql.slice(start, i + 1).trim());
      start = i + 1;
      significant = false;
      i++;
    } else {
      if (!/\s/.test(c)) significant = true;
      i++;
    }
  }
  if (significant) statements.push(sql.slice(start).trim());
  return statements;
}

export interface TapResult {
  planned: number | null;
  /** numbers of the assertions run, in order */
  ran: number[];
  /** each failed assertion's line and the diagnostics after it */
  failures: string[][];
  /** why the file stopped early, or a plan or numbering problem */
  problems: string[];
}

/** Reads pgTAP's output (plan, `ok`/`not ok` lines, `#` diagnostics); a `# TODO` failure is not a failure. */
export function parseTap(lines: readonly string[]): TapResult {
  const result: TapResult = { planned: null, ran: [], failures: [], problems: [] };
  let current: string[] | null = null;
  for (const line of lines) {
    const plan = /^1\.\.(\d+)/.exec(line);
    const test = /^(not )?ok (\d+)\b(.*)$/.exec(line);
    if (plan) {
      if (result.planned !== null) result.problems.push(`a second plan: ${line}`);
      result.planned = Number(plan[1]);
      current = null;
    } else if (test) {
      result.ran.push(Number(test[2]));
      const todo = /#\s*TODO\b/i.test(test[3] ?? '');
      current = test[1] && !todo ? [line] : null;
      if (current) result.failures.push(current);
    } else if (line.startsWith('#')) {
      if (/^#\s*Looks like/.test(line)) result.problems.push(line.replace(/^#\s*/, ''));
      else current?.push(line);
    }
  }
  if (result.planned === null) result.problems.push('no plan: the file never called plan(n)');
  else if (result.ran.length !== result.planned) result.problems.push(`planned ${result.planned} assertions, ran ${result.ran.length}`);
  if (result.ran.some((n, index) => n !== index + 1)) result.problems.push('assertions out of order (numbers are not 1, 2, 3 …)');
  return result;
}

/** Runs one file in its own session, statement by statement as psql does, and returns the TAP lines and any error. */
async function runFile(url: string, file: string): Promise<{ lines: string[]; error: string | null }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lines: string[] = [];
  try {
    // English server messages, as a hosted project gives them (the files compare some); needs a superuser, else left as is.
    await client.query(`set lc_messages to 'C'`).catch(() => undefined);
    await client.query(`set statement_timeout to '60s'`);
    for (const statement of splitStatements(await readFile(file, 'utf8'))) {
      try {
        const result = await client.query({ text: statement, rowMode: 'array' });
        for (const row of result.rows ?? []) {
          for (const value of row) if (value !== null) lines.push(...String(value).split('\n'));
        }
      } catch (error) {
        const e = error as pg.DatabaseError;
        const where = statement.split('\n').find((line) => line.trim() && !line.trim().startsWith('--'))?.trim() ?? statement;
        return { lines, error: `${e.code ?? ''} ${e.message}${e.detail ? ` (${e.detail})` : ''}, in: ${where.slice(0, 160)}` };
      }
    }
    return { lines, error: null };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(args: readonly string[]): Promise<number> {
  const base = process.env.DATABASE_URL || DEFAULT_URL;
  const names = (await readdir(PGTAP_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const chosen = args.length ? names.filter((name) => args.some((arg) => name.includes(arg))) : names;
  if (chosen.length === 0) {
    console.error(`No pgTAP file${args.length ? ` matching ${args.join(', ')}` : ''} in ${path.relative(ROOT, PGTAP_DIR)}/`);
    return 1;
  }

  const admin = new pg.Client({ connectionString: base });
  await admin.connect().catch((error: Error) => {
    throw new Error(`Cannot reach PostgreSQL at ${base.replace(/:[^:@/]*@/, ':***@')} (${error.message}): run \`bash scripts/tools/ci-postgres.sh\` first, or set DATABASE_URL.`);
  });
  const database = `lotoafrik_pgtap_${randomUUID().replace(/-/g, '')}`;
  try {
    const available = await admin.query(`select 1 from pg_available_extensions where name = 'pgtap'`);
    if (available.rowCount === 0) {
      console.error(INSTALL_HINT);
      return 1;
    }
    await admin.query(`create database ${database}`);
    const url = new URL(base);
    url.pathname = `/${database}`;
    const started = Date.now();
    let steps = 0;
    // The migrations applied as `npm run test:pg` applies them (loaded here, not at the top: the coverage test imports
    // this file's parser without starting a stack's modules).
    const { openStackDatabase } = await import('../../supabase/local');
    const db = await openStackDatabase(url.toString(), () => steps++);
    try {
      // As on a hosted project: pgTAP in the extensions schema (the files name it in their search_path).
      await db.exec('create extension if not exists pgtap with schema extensions');
    } catch (error) {
      console.error(`${INSTALL_HINT}\n(${(error as Error).message})`);
      return 1;
    } finally {
      await db.close();
    }
    console.log(`pgTAP on ${database}: ${steps} migration steps applied in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    let failedFiles = 0;
    let assertions = 0;
    for (const name of chosen) {
      const fileStarted = Date.now();
      const { lines, error } = await runFile(url.toString(), path.join(PGTAP_DIR, name));
      const tap = parseTap(lines);
      if (error) tap.problems.unshift(`stopped by an error: ${error}`);
      assertions += tap.ran.length;
      const passed = tap.ran.length - tap.failures.length;
      const seconds = ((Date.now() - fileStarted) / 1000).toFixed(1);
      if (tap.failures.length === 0 && tap.problems.length === 0) {
        console.log(`ok      ${name}: ${passed}/${tap.planned} (${seconds} s)`);
        continue;
      }
      failedFiles++;
      console.log(`FAILED  ${name}: ${passed} passed, ${tap.failures.length} failed, ${tap.planned ?? '?'} planned (${seconds} s)`);
      for (const failure of tap.failures) for (const line of failure) console.log(`        ${line}`);
      for (const problem of tap.problems) console.log(`        ${problem}`);
    }
    console.log(`\n${chosen.length} files, ${assertions} assertions: ${failedFiles ? `${failedFiles} file(s) FAILED` : 'all passed'}`);
    return failedFiles ? 1 : 0;
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch((error: Error) => console.error(`could not drop ${database}: ${error.message}`));
    await admin.end();
  }
}

// Run, unless imported (scripts/tools/pgtap-coverage.test.ts reads the parser and the splitter).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    return 1;
  });
}
