import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCAL_SANDBOX_PHONE_KEY } from '../../src/game/sandbox-phone';

/** What only the sandbox phone's chunk holds: its route, its API, its phone key, its modules. */
const SANDBOX_MARKS = ['/sandbox/v1', '/sandbox/momo', LOCAL_SANDBOX_PHONE_KEY];
const SANDBOX_MODULE = /sandbox-phone/;

/**
 * The files of a build that carry the sandbox phone (DESIGN §8: never in a production build): manifest
 * entries of its modules, and JS or CSS files mentioning its route or API. Empty for a production build.
 */
export function sandboxInBuild(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const modules = Object.entries(manifest)
    .filter(([key, chunk]) => SANDBOX_MODULE.test(key) || SANDBOX_MODULE.test(chunk.src ?? ''))
    .map(([key]) => key);
  const assets = readdirSync(join(distDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .filter((file) => {
      const text = readFileSync(join(distDir, 'assets', file), 'utf8');
      return SANDBOX_MARKS.some((mark) => text.includes(mark));
    })
    .map((file) => `assets/${file}`);
  return [...modules, ...assets];
}
