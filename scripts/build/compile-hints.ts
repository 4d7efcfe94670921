import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is compiled with the file,
 * on the script streamer's background thread, instead of on the main thread at its first call. Other browsers read
 * a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose code mostly runs as soon as it arrives: src/api and supabase-js (the 'api' group of
 * vite-chunks.ts), fetched after a signed-in page's first paint, whose client, auth, realtime and first queries then
 * compiled function by function in the page's longest tasks (docs/decisions.md, 'supabase-js compiled off the main
 * thread').
 */
export const EAGERLY_COMPILED_CHUNKS: readonly string[] = ['api'];

/** Rolldown's `postBanner` (after minification, which drops comments): the hint on the eagerly compiled chunks. */
export const compileHintBanner = (chunk: { name: string }): string => (EAGERLY_COMPILED_CHUNKS.includes(chunk.name) ? COMPILE_HINT : '');

/** The built JS files named after an eagerly compiled chunk that do not start with the hint (bench:size checks none). */
export function filesWithoutCompileHint(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((file) => EAGERLY_COMPILED_CHUNKS.some((name) => file.startsWith(`${name}-`) && file.endsWith('.js')));
  if (files.length < EAGERLY_COMPILED_CHUNKS.length) throw new Error(`no built file for one of the chunks ${EAGERLY_COMPILED_CHUNKS.join(', ')} in ${assets}`);
  return files.filter((file) => !readFileSync(join(assets, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
}
