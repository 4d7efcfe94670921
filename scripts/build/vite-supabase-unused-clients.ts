/**
 * Vite plugin (issue 42): the app's build resolves @supabase/storage-js and @supabase/functions-js, which
 * supabase-js imports whole (a sixth of the api chunk's code, compiled and evaluated after the betting page's
 * first paint), to scripts/build/supabase-unused-clients.ts. Tests and the local stack keep the real ones.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const UNUSED_CLIENTS = resolve(import.meta.dirname, 'supabase-unused-clients.ts');
const UNUSED_PACKAGES = new Set(['@supabase/storage-js', '@supabase/functions-js']);

export function supabaseWithoutUnusedClients(): Plugin {
  return {
    name: 'supabase-without-unused-clients',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return UNUSED_PACKAGES.has(source) ? UNUSED_CLIENTS : null;
    },
  };
}
