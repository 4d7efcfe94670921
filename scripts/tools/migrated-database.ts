import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Not startStack (an HTTP server, bcrypt workers, the scheduler): these tools need only the stack's database,
// migrated, which openStackDatabase opens from its cached snapshot in a few seconds.
import { type Database, openStackDatabase } from '../../supabase/local';

export type { Database };

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fresh in-memory PGlite database with supabase/local/core/bootstrap.sql, every migration and the seed applied. */
export function openMigratedDatabase(): Promise<Database> {
  return openStackDatabase('memory', () => {});
}

/** Rows of one read-only query, in its own transaction. */
export function rows<T>(db: Database, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return db.transaction((q) => q.query<T>(sql, params));
}

/** The first lines that differ between two texts, numbered, for --check's message. */
export function describeDifference(committed: string, generated: string, max = 20): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const lines: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && lines.length < max * 2; i++) {
    if (a[i] === b[i]) continue;
    if (a[i] !== undefined) lines.push(`${i + 1} - ${a[i]}`);
    if (b[i] !== undefined) lines.push(`${i + 1} + ${b[i]}`);
  }
  return lines.join('\n');
}

/**
 * Writes `generated` to `file`, or with `--check` compares: exits 1 with the first differing lines when the
 * committed file is stale. `command` is how to regenerate it.
 */
export async function writeOrCheck(file: string, generated: string, args: readonly string[], command: string): Promise<void> {
  const relative = path.relative(ROOT, file);
  if (args.includes('--check')) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed === generated) {
      console.log(`${relative} is up to date`);
      return;
    }
    console.error(`${relative} differs from the migrated database's (- committed, + generated); run ${command}:`);
    console.error(describeDifference(committed, generated));
    process.exitCode = 1;
    return;
  }
  await writeFile(file, generated);
  console.log(`wrote ${relative}`);
}
