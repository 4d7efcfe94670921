/**
 * npm run bench:size [-- --check] [--files]: builds the app (with Vite's manifest) and sums the gzip bytes of the
 * JS and CSS that /, /login, the public results (/resultats) and a betting page load (perf-budget.json's pages): what Chromium fetches until the network is idle
 * (before any interaction: a public page starts its scripts on the first, whose total is shown apart),
 * and the part of it asked for before the first contentful paint (what the page waits for),
 * checked against the manifest's static closure of the entry and the matched lazy routes (the
 * difference is what the app imports dynamically at start-up). --check fails when a page is over
 * perf-budget.json beyond its tolerance. --files lists each page's JS files with their gzip size, marking
 * those asked for before the first paint.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type RouteObject, matchRoutes } from 'react-router';
import { chromium } from 'playwright-core';
import { E2E_DIR, PROJECT_ROOT, buildApp } from '../../tests/e2e/support/build-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { startLocalStack } from '../../tests/e2e/support/stack';
import { startStaticServer } from '../../tests/e2e/support/static-server';
import { type Session, openBettingPath, signInSession } from './bench-session';
import { exceedsMax, loadBudget, markdownTable } from '../tools/perf-budget';
import { operatorFiles, operatorLeaks } from '../tools/operator-chunk';
import { COMPILE_HINT, EAGERLY_COMPILED_CHUNKS, filesWithoutCompileHint } from '../build/compile-hints';
import { sandboxInBuild } from '../tools/sandbox-absent';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4319);
const STACK_PORT = Number(process.env.BENCH_STACK_PORT ?? 54343);
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;

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

const ROUTES_MODULE = 'src/app/routes.tsx';

/** What the manifest says a URL loads up front: the entry and the matched lazy route modules, with static imports. */
export async function staticFiles(manifest: Manifest, url: string): Promise<{ js: string[]; css: string[] }> {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const { routes } = (await import(pathToFileURL(resolve(PROJECT_ROOT, ROUTES_MODULE)).href)) as { routes: RouteObject[] };
  const lazyKeys = (matchRoutes(routes, url) ?? [])
    .map((m) => m.route.lazy)
    .filter(Boolean)
    .map((lazy) => lazyModuleKey(lazy, dirname(resolve(PROJECT_ROOT, ROUTES_MODULE)), manifest));
  return filesLoaded(manifest, [entry, ...lazyKeys]);
}

export interface RouteSize {
  route: string;
  path: string;
  /** every JS file the page fetched, from the manifest's static closure or by a dynamic import at start-up */
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
  /** the part of jsBytes that the manifest's static closure does not explain (dynamic imports run at start-up) */
  dynamicJsBytes: number;
  /** the part of jsBytes asked for before the first contentful paint (the rest comes once the page shows) */
  firstPaintJsBytes: number;
  /** a public page: the JS it fetches in all once the visitor first interacts (its scripts start then) */
  interactedJsBytes?: number;
}

/**
 * Loads each page in Chromium and records the JS and CSS it fetches until the network is idle, so
 * chunks that the app imports dynamically at start-up (the session's Supabase client) count too.
 */
export async function measureInBrowser(distDir: string, appUrl: string, targets: { key: string; path: string; session: Session | null }[]) {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipBytes = (file: string) => gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).length;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes: RouteSize[] = [];
  try {
    for (const target of targets) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      if (target.session) await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), target.session);
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (/^\/assets\/.+\.(js|css)$/.test(path)) fetched.add(path.slice(1));
      });
      await page.goto(`${appUrl}${target.path}`, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname !== target.path) throw new Error(`${target.path} ended on ${page.url()}`);
      const jsOf = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js')).sort();
      const js = jsOf(fetched);
      const beforePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return performance.getEntriesByType('resource').filter((entry) => entry.startTime < paint).map((entry) => new URL(entry.name).pathname.slice(1));
      });
      const css = [...fetched].filter((f) => f.endsWith('.css')).sort();
      const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(f), 0);
      let interactedJsBytes: number | undefined;
      if (!target.session) {
        await page.mouse.move(10, 10);
        await page.waitForSelector('html[data-interactive]');
        await page.waitForLoadState('networkidle');
        interactedJsBytes = sum(jsOf(fetched));
      }
      if (process.argv.includes('--files')) {
        console.log(`\n${target.path}: JS files, gzip kB, * = before the first paint`);
        for (const f of js) console.log(`  ${beforePaint.includes(f) ? '*' : ' '} ${kb(gzipBytes(f)).padStart(6)}  ${f}`);
      }
      await context.close();
      const fromManifest = new Set((await staticFiles(manifest, target.path)).js);
      sizes.push({ route: target.key, path: target.path, js, css, jsBytes: sum(js), cssBytes: sum(css), dynamicJsBytes: sum(js.filter((f) => !fromManifest.has(f))), firstPaintJsBytes: sum(js.filter((f) => beforePaint.includes(f))), interactedJsBytes });
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const check = process.argv.includes('--check');
  const budget = loadBudget();
  const distDir = resolve(E2E_DIR, 'bench-dist');
  await buildApp(distDir, STACK_URL);
  // DESIGN §8: the sandbox phone is never in a production build.
  const sandbox = sandboxInBuild(distDir);
  if (sandbox.length > 0) {
    console.error(`The sandbox phone is in the production build: ${sandbox.join(', ')}`);
    process.exit(1);
  }
  console.log('Sandbox phone (/sandbox/momo): absent from the production build.');
  // issue 16: the operators' console is its own chunk, which no player page loads
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const operatorOwn = operatorFiles(manifest);
  const operatorLeaked = await operatorLeaks(manifest);
  if (operatorLeaked.length > 0) {
    console.error(`The operators' console is loaded by player pages: ${operatorLeaked.join(', ')}`);
    process.exit(1);
  }
  const unhinted = filesWithoutCompileHint(distDir);
  if (unhinted.length > 0) {
    console.error(`Built without V8's compile hint: ${unhinted.join(', ')}`);
    process.exit(1);
  }
  console.log(`Compile hint (${COMPILE_HINT}): at the top of ${EAGERLY_COMPILED_CHUNKS.join(', ')}.`);
  console.log(`Operators' console (/operateur): its own chunks (${operatorOwn.join(', ')}), in no player page's static imports.`);
  const stack = await startLocalStack(STACK_PORT);
  const app = await startStaticServer(distDir, APP_PORT);
  let sizes: RouteSize[];
  try {
    const session = await signInSession(STACK_URL);
    sizes = await measureInBrowser(
      distDir,
      app.url,
      Object.keys(budget.size).map((key) => ({
        key,
        path: key === '/betting' ? openBettingPath(new Date()) : key,
        session: key === '/betting' ? session : null,
      })),
    );
  } finally {
    await app.close();
    await stack.stop();
  }
  const fetchedConsole = sizes.flatMap((s) => s.js.filter((file) => operatorOwn.includes(file)).map((file) => `${s.path}: ${file}`));
  if (fetchedConsole.length > 0) {
    console.error(`Player pages fetched the operators' console: ${fetchedConsole.join(', ')}`);
    process.exit(1);
  }
  console.log(`Operators' console: fetched by none of ${sizes.map((s) => s.path).join(', ')}.`);
  const failures: string[] = [];
  const rows = sizes.map((s) => {
    const b = budget.size[s.route]!;
    const jsOver = exceedsMax(s.jsBytes / 1000, b.jsKb, budget.tolerance);
    const cssOver = exceedsMax(s.cssBytes / 1000, b.cssKb, budget.tolerance);
    if (jsOver) failures.push(`${s.route}: JS ${kb(s.jsBytes)} kB > ${b.jsKb} kB + ${budget.tolerance * 100}%`);
    const paintOver = b.firstPaintJsKb !== undefined && exceedsMax(s.firstPaintJsBytes / 1000, b.firstPaintJsKb, budget.tolerance);
    if (paintOver) failures.push(`${s.route}: JS before the first paint ${kb(s.firstPaintJsBytes)} kB > ${b.firstPaintJsKb} kB + ${budget.tolerance * 100}%`);
    if (cssOver) failures.push(`${s.route}: CSS ${kb(s.cssBytes)} kB > ${b.cssKb} kB + ${budget.tolerance * 100}%`);
    const over = s.jsBytes / 1000 > b.jsKb || s.cssBytes / 1000 > b.cssKb;
    return [
      s.path,
      String(s.js.length),
      kb(s.jsBytes),
      kb(s.dynamicJsBytes),
      kb(s.firstPaintJsBytes) + (b.firstPaintJsKb === undefined ? '' : ` (≤ ${b.firstPaintJsKb})`),
      s.interactedJsBytes === undefined ? '' : kb(s.interactedJsBytes),
      String(b.jsKb),
      kb(s.cssBytes),
      String(b.cssKb),
      jsOver || cssOver || paintOver ? 'OVER' : over ? 'over, within tolerance' : 'ok',
    ];
  });
  console.log(`\nGzip bytes of the JS and CSS each page loads (kB = 1000 bytes; budget: perf-budget.json, tolerance ${budget.tolerance * 100}%)\n`);
  console.log(markdownTable(['page', 'JS files', 'JS kB', 'of which dynamic', 'JS kB before first paint', 'JS kB once interacted', 'JS budget', 'CSS kB', 'CSS budget', 'status'], rows));
  if (process.argv.includes('--files')) for (const s of sizes) console.log(`\n${s.path}\n  ${[...s.js, ...s.css].join('\n  ')}`);
  if (check && failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
