/**
 * Vite plugin (issue 42): serves scripts/build/mantine-use-id.ts in place of @mantine/hooks' `useId`, whose
 * layout effect re-rendered every component with an id inside the first commit. Tests run Mantine's own
 * (Vitest leaves node_modules to Node); `vite-mantine-use-id.test.ts` checks what the build serves.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
export const STABLE_USE_ID = resolve(import.meta.dirname, 'mantine-use-id.ts');

export function mantineUseIdWithoutRerender(): Plugin {
  return {
    name: 'mantine-use-id-without-rerender',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? `export { useId } from ${JSON.stringify(STABLE_USE_ID)};` : null;
    },
  };
}
