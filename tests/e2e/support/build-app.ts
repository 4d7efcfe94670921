import { resolve } from 'node:path';
import { build } from 'vite';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** Where the test and benchmark builds go (git-ignored), apart from the developer's own dist/. */
export const E2E_DIR = resolve(PROJECT_ROOT, '.e2e');

/**
 * A production build of the app talking to the local stack at stackUrl, with Vite's manifest so the
 * size benchmark can follow each route's chunks.
 */
export async function buildApp(outDir: string, stackUrl?: string): Promise<void> {
  if (stackUrl) process.env.VITE_SUPABASE_URL = stackUrl;
  await build({
    root: PROJECT_ROOT,
    configFile: resolve(PROJECT_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}
