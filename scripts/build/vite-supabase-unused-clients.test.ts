import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as stub from './supabase-unused-clients';
import { UNUSED_CLIENTS, supabaseWithoutUnusedClients } from './vite-supabase-unused-clients';

const resolveId = supabaseWithoutUnusedClients().resolveId as (source: string) => string | null;
const supabaseJs = readFileSync(createRequire(import.meta.url).resolve('@supabase/supabase-js').replace(/index\.cjs$/, 'index.mjs'), 'utf8');

/** The names supabase-js's ES build imports from `pkg`. */
function importedFrom(pkg: string): string[] {
  const line = supabaseJs.match(new RegExp(`import \\{([^}]*)\\} from "${pkg}"`));
  if (!line) throw new Error(`supabase-js no longer imports ${pkg} by name`);
  return line[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!);
}

describe("the build's supabase-js without storage and functions", () => {
  it('resolves the two unused packages to the stub, and nothing else', () => {
    expect(resolveId('@supabase/storage-js')).toBe(UNUSED_CLIENTS);
    expect(resolveId('@supabase/functions-js')).toBe(UNUSED_CLIENTS);
    expect(resolveId('@supabase/auth-js')).toBeNull();
    expect(resolveId('@supabase/supabase-js')).toBeNull();
  });

  it('the stub exports every name supabase-js imports from them', () => {
    const wanted = [...importedFrom('@supabase/storage-js'), ...importedFrom('@supabase/functions-js')];
    expect(wanted).toContain('StorageClient');
    expect(wanted).toContain('FunctionsClient');
    for (const name of wanted) expect(stub, name).toHaveProperty(name);
  });

  it('a storage or functions call says it is not part of the build, instead of failing somewhere else', () => {
    expect(() => new stub.StorageClient().from()).toThrow(/supabase\.storage is not part of this app's build/);
    expect(() => new stub.FunctionsClient().invoke()).toThrow(/supabase\.functions is not part of this app's build/);
  });
});
