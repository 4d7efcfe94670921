import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchema, SCHEMA_FILE } from './dump-schema';
import { describeDifference } from './migrated-database';

// A fresh PGlite is migrated in tens of seconds when node_modules/.cache holds no snapshot yet.
const MIGRATING = 180_000;

it('supabase/schema.sql is what `npm run gen:schema` writes for the migrations', async () => {
  const [committed, generated] = await Promise.all([readFile(SCHEMA_FILE, 'utf8'), generateSchema()]);
  expect(committed === generated, `stale: run npm run gen:schema\n${describeDifference(committed, generated)}`).toBe(true);
}, MIGRATING);
