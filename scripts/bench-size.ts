/**
 * npm run bench:size [-- --check]: builds the app, then follows Vite's manifest to sum the gzip bytes
 * of the JS and CSS each route loads (the entry, plus every lazy route module the URL matches, with
 * their static imports). --check fails when a route is over perf-budget.json beyond its tolerance.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type RouteObject, matchRoutes } from 'react-router';
import { E2E_DIR, PROJECT_ROOT, buildApp } from '../tests/e2e/support/build-app';
import { exceedsMax, loadBudget, markdownTable } from './perf-budget';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every file a set of manifest keys loads up front: their chunks, static imports (transitively) and CSS. */
export function filesLoaded(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The module a react-router `lazy: () => import('…')` loads, as a manifest key (path from the project root). */
export function lazyModuleKey(lazy: unknown, fromDir: string, manifest: Manifest): string {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(lazy));
  if (!match) throw new Error(`cannot read the module of lazy route ${String(lazy)}`);
  const base = resolve(fromDir, match[1]!).slice(PROJECT_ROOT.length + 1);
  const key = ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((k) => k in manifest);
  if (!key) throw new Error(`${base} is not in the Vite manifest`);
  return key;
}

export interface RouteSize {
  route: string;
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
}

const ROUTES_MODULE = 'src/app/routes.tsx';

export async function measureRoutes(distDir: string, urls: string[]): Promise<RouteSize[]> {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const { routes } = (await import(pathToFileURL(resolve(PROJECT_ROOT, ROUTES_MODULE)).href)) as { routes: RouteObject[] };
  const gz = new Map<string, number>();
  const gzipBytes = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  return urls.map((url) => {
    const matches = matchRoutes(routes, url) ?? [];
    const lazyKeys = matches
      .map((m) => m.route.lazy)
      .filter(Boolean)
      .map((lazy) => lazyModuleKey(lazy, dirname(resolve(PROJECT_ROOT, ROUTES_MODULE)), manifest));
    const { js, css } = filesLoaded(manifest, [entry, ...lazyKeys]);
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(f), 0);
    return { route: url, js, css, jsBytes: sum(js), cssBytes: sum(css) };
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const check = process.argv.includes('--check');
  const budget = loadBudget();
  const distDir = resolve(E2E_DIR, 'bench-dist');
  await buildApp(distDir);
  const sizes = await measureRoutes(distDir, Object.keys(budget.size));
  const failures: string[] = [];
  const rows = sizes.map((s) => {
    const b = budget.size[s.route]!;
    const jsOver = exceedsMax(s.jsBytes / 1000, b.jsKb, budget.tolerance);
    const cssOver = exceedsMax(s.cssBytes / 1000, b.cssKb, budget.tolerance);
    if (jsOver) failures.push(`${s.route}: JS ${kb(s.jsBytes)} kB > ${b.jsKb} kB + ${budget.tolerance * 100}%`);
    if (cssOver) failures.push(`${s.route}: CSS ${kb(s.cssBytes)} kB > ${b.cssKb} kB + ${budget.tolerance * 100}%`);
    return [
      s.route,
      String(s.js.length),
      kb(s.jsBytes),
      `${b.jsKb}`,
      kb(s.cssBytes),
      `${b.cssKb}`,
      jsOver || cssOver ? 'OVER' : s.jsBytes / 1000 > b.jsKb || s.cssBytes / 1000 > b.cssKb ? 'over (within tolerance)' : 'ok',
    ];
  });
  console.log(`\nGzip bytes loaded per route (kB = 1000 bytes; budget: perf-budget.json, tolerance ${budget.tolerance * 100}%)\n`);
  console.log(markdownTable(['route', 'JS files', 'JS kB gz', 'JS budget', 'CSS kB gz', 'CSS budget', 'status'], rows));
  if (process.argv.includes('--files')) for (const s of sizes) console.log(`\n${s.route}\n  ${[...s.js, ...s.css].join('\n  ')}`);
  if (check && failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
