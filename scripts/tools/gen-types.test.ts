import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { describeDifference } from './migrated-database';
import { generateTypes, TYPES_FILE } from './gen-types';

// A fresh PGlite is migrated in tens of seconds when node_modules/.cache holds no snapshot yet.
const MIGRATING = 180_000;

it('src/api/database.types.ts is what `npm run gen:types` writes for the migrations', async () => {
  const [committed, generated] = await Promise.all([readFile(TYPES_FILE, 'utf8'), generateTypes()]);
  expect(committed === generated, `stale: run npm run gen:types\n${describeDifference(committed, generated)}`).toBe(true);
}, MIGRATING);
