/**
 * Prerendering of the public pages (docs/decisions.md, 'Prerendered public pages'). After the client
 * build, a server build of src/entry-server.tsx renders each page of PRERENDERED_PAGES into a copy of
 * the built index.html, with the stylesheets and chunks its route needs linked from the head; the empty
 * index.html is kept as spa.html for every other route. `vite preview` serves each path its file; the
 * dev server renders the same pages on request.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, type Rolldown, build } from 'vite';
import { type RouteObject, matchPath } from 'react-router';
import { PRERENDERED_PAGES, type PrerenderedPage, SPA_FALLBACK_FILE, htmlFileFor } from './pages.ts';
import { preloadScript, routeModules } from './route-preloads.ts';
import { startOnInteraction } from './start-on-interaction.ts';
import { downloadsWelcome } from '../../../src/app/service-worker.ts';

const SERVER_ENTRY = 'src/entry-server.tsx';
/** What signing in runs: supabase-js's auth, fetched with the next page's files (`PrerenderedPage.next`). */
const AUTH_MODULE = 'src/api/auth.ts';
/** Where the server render records the modules its routes import dynamically (see `trackImports`). */
const IMPORTS_KEY = '__PRERENDER_IMPORTS__';
/** While set, those imports are recorded and not run: the routes' table for spa.html (route-preloads.ts). */
const DRY_KEY = '__PRERENDER_DRY__';
const EMPTY_ROOT = '<div id="root"></div>';
/** The id of an empty element after a prerendered page's root, whose parsing lets the first paint happen. */
const PAGE_END = 'prerendered-end';

type ImportsGlobal = { [IMPORTS_KEY]?: string[]; [DRY_KEY]?: boolean };

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The CSS and JS files a dynamically imported module needs: its chunk and the chunks it imports, recursively. */
function chunkFiles(bundle: Rolldown.OutputBundle, moduleId: string): { css: Set<string>; js: Set<string> } {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === moduleId) ?? chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  const css = new Set<string>();
  const js = new Set<string>();
  // imports first, as they load: a chunk's own styles come after those of what it imports
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || chunk.isEntry || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(bundle[file] as Rolldown.OutputChunk | undefined));
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  };
  visit(start);
  return { css, js };
}

/**
 * In the server build only: every `import('x')` of src/ records x's resolved id before loading it, so
 * a page's render tells which route modules (and so which client chunks) it used.
 */
function trackImports(): Plugin {
  let src = '';
  return {
    name: 'lotoafrik:prerender-track-imports',
    apply: (user, env) => env.command === 'build' && Boolean(user.build?.ssr),
    enforce: 'pre',
    configResolved(resolved) {
      src = resolve(resolved.root, 'src');
    },
    transform: {
      // a filter Rolldown applies itself, so the other modules never reach this hook
      filter: { id: /\/src\/.*\.[jt]sx?$/, code: /\bimport\(/ },
      async handler(code, id) {
        if (!id.startsWith(src)) return null;
        const pattern = /(?<!typeof\s+)\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
        const found = [...code.matchAll(pattern)];
        if (found.length === 0) return null;
        let out = code;
        for (const match of found.reverse()) {
          const resolved = await this.resolve(match[2]!, id);
          if (!resolved) continue;
          const call = `(globalThis.${IMPORTS_KEY}?.push(${JSON.stringify(resolved.id)}), globalThis.${DRY_KEY} ? Promise.resolve({}) : ${match[0]})`;
          out = out.slice(0, match.index) + call + out.slice(match.index! + match[0].length);
        }
        return { code: out, map: null };
      },
    },
  };
}

/** What a prerendered page fetches ahead for the page its visitor goes to next (`PrerenderedPage.next`). */
interface NextFiles {
  auth: readonly string[];
  route: readonly string[];
}

/**
 * The app's HTML with a page rendered in its root (which names the page's route) and `links` in its head.
 * The first paint waits for the end of the page (`rel=expect`): the account pages centre their card, so a
 * paint of the HTML that has arrived so far would move it when the rest comes (CLS 0.15 on /login).
 */
function pageDocument(template: string, route: string, html: string, links: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT}`);
  const head = [`<link rel="expect" href="#${PAGE_END}" blocking="render">`, links].filter(Boolean).join('\n    ');
  return template
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${escapeAttribute(route)}">${html}</div><div id="${PAGE_END}" hidden></div>`);
}

/**
 * A prerendered page is read before it runs, so its entry and chunks are not fetched from the head: on a
 * slow link the stylesheets would share the bandwidth with ~150 kB of JavaScript. They are preloaded and
 * run on the visitor's first interaction (`startOnInteraction`), or once the page has painted (two
 * frames; at once in a hidden tab, which paints nothing) when it needs them to show its content.
 */
function startScripts(document: string, preloads: readonly string[], when: PrerenderedPage['scripts'], qaBuild: boolean, next: NextFiles = { auth: [], route: [] }): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(document);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const linked = [...document.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const hrefs = [...new Set([...linked.map((match) => match[1]!), ...preloads])];
  const link = `(href, rel) => { const link = Object.assign(document.createElement('link'), { rel, crossOrigin: '', href }); if (rel === 'preload') link.setAttribute('as', 'style'); document.head.append(link); return link; }`;
  // The next page's files, never with data saver on or on 2G (src/app/service-worker.ts), one group after the
  // other so that each has the bandwidth to itself: the app, then the auth code, then the next page's chunks.
  const all = `(hrefs) => Promise.all(hrefs.map((href) => new Promise((done) => { const link = add(href, href.endsWith('.css') ? 'preload' : 'modulepreload'); link.onload = link.onerror = done; })))`;
  const prefetch =
    next.auth.length + next.route.length === 0
      ? ''
      : `.then(() => { if ((${downloadsWelcome.toString()})(navigator.connection)) { const all = ${all}; return all(${JSON.stringify(next.auth)}).then(() => all(${JSON.stringify(next.route)})); } })`;
  const start = `const add = ${link}; const start = () => { for (const href of ${JSON.stringify(hrefs)}) add(href, 'modulepreload'); import(${JSON.stringify(entry[1])})${prefetch}; };`;
  const run =
    when === 'on-interaction'
      ? `(${startOnInteraction.toString()})(start, ${JSON.stringify(qaBuild)});`
      : "if (document.visibilityState === 'hidden') start(); else requestAnimationFrame(() => setTimeout(start));";
  const loader = `<script type="module">${start}${run}</script>`;
  return linked.reduce((out, match) => out.replace(match[0], ''), document).replace(entry[0], loader);
}

async function prerenderPages(config: ResolvedConfig, bundle: Rolldown.OutputBundle): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  // inside node_modules, so the server bundle's Node finds the project's packages
  const serverDir = join(config.root, 'node_modules', '.prerender', randomUUID());
  try {
    const output = await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: resolve(config.root, SERVER_ENTRY),
        outDir: serverDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        manifest: false,
      },
    });
    const entry = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
      .flatMap((result) => result.output)
      .find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
    if (!entry) throw new Error('prerender: the server build has no entry');
    const { renderPage, routes } = (await import(pathToFileURL(join(serverDir, entry.fileName)).href)) as {
      renderPage: (path: string) => Promise<string>;
      routes: RouteObject[];
    };
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    const base = config.base;
    // what the entry already links (its own chunks and styles) is not linked twice
    const linked = (file: string) => template.includes(`"${base}${file}"`);
    const assetFiles = (ids: readonly string[]) => {
      const needed = ids.map((id) => chunkFiles(bundle, id));
      const urls = (kind: 'js' | 'css') => [...new Set(needed.flatMap((files) => [...files[kind]]))].filter((file) => !linked(file)).map((file) => `${base}${file}`);
      return { js: urls('js'), css: urls('css') };
    };
    const global = globalThis as ImportsGlobal;
    global[DRY_KEY] = true;
    const routeTable = await routeModules(routes, async (lazy) => {
      const ids: string[] = [];
      global[IMPORTS_KEY] = ids;
      await lazy();
      return ids;
    });
    delete global[DRY_KEY];
    const spaPreloads = preloadScript(
      routeTable.map(([pattern, ids]) => {
        const { js, css } = assetFiles(ids);
        return [pattern, [...js, ...css]];
      }),
    );
    // the auth code and the files of `path`'s route, but those the page loads itself
    const nextFiles = (path: string, own: ReadonlySet<string>): NextFiles => {
      const files = (ids: readonly string[]) => {
        const { js, css } = assetFiles(ids);
        return [...js, ...css].filter((file) => !own.has(file));
      };
      const auth = files([resolve(config.root, AUTH_MODULE)]);
      const route = files(routeTable.filter(([pattern]) => matchPath(pattern, path)).flatMap(([, modules]) => modules)).filter((file) => !auth.includes(file));
      return { auth, route };
    };
    // before the stylesheets: an inline script after them would wait for them to load before it runs
    await writeFile(join(outDir, SPA_FALLBACK_FILE), template.replace('<script type="module"', `${spaPreloads}\n    <script type="module"`));
    for (const page of PRERENDERED_PAGES) {
      const imports: string[] = [];
      global[IMPORTS_KEY] = imports;
      const html = await renderPage(page.renderAt);
      delete global[IMPORTS_KEY];
      const { js, css } = assetFiles(imports);
      const links = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      const next = page.next ? nextFiles(page.next, new Set([...js, ...css])) : undefined;
      await writeFile(join(outDir, page.file), startScripts(pageDocument(template, page.route, html, links.join('\n    ')), js, page.scripts, config.env.VITE_QA === '1', next));
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/** The build step (client builds only) and `vite preview`'s routing to the prerendered files. */
export function prerender(): Plugin[] {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  let serverBuild = false;
  return [
    {
      name: 'lotoafrik:prerender',
      apply: 'build',
      configResolved(resolved) {
        config = resolved;
        serverBuild = Boolean(resolved.build.ssr);
      },
      writeBundle(_, output) {
        if (!serverBuild) bundle = output;
      },
      async closeBundle() {
        if (!serverBuild && bundle) await prerenderPages(config, bundle);
      },
    },
    trackImports(),
    {
      // the dev server (`npm start`) renders the same pages on each request, from the sources
      name: 'lotoafrik:prerender-dev',
      apply: (_, env) => env.command === 'serve' && !env.isPreview,
      configureServer(server) {
        server.middlewares.use(async (req, res, next) => {
          const path = (req.url ?? '/').split('?')[0]!;
          const page = PRERENDERED_PAGES.find(({ route }) => matchPath(route, decodeURIComponent(path)));
          if (!page || req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return next();
          try {
            const template = await server.transformIndexHtml(req.url ?? '/', await readFile(resolve(server.config.root, 'index.html'), 'utf8'));
            const { renderPage } = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as { renderPage: (path: string) => Promise<string> };
            const html = await renderPage(page.renderAt);
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(pageDocument(template, page.route, html, ''));
          } catch (error) {
            // the app still works unrendered: say why and serve the SPA
            server.config.logger.warn(`prerender ${path}: ${error instanceof Error ? error.message : String(error)}`);
            next();
          }
        });
      },
    },
    {
      name: 'lotoafrik:prerender-preview',
      apply: (_, env) => env.isPreview === true,
      configurePreviewServer(server) {
        const outDir = resolve(server.config.root, server.config.build.outDir);
        server.middlewares.use((req, _res, next) => {
          const accept = req.headers.accept ?? '';
          const path = (req.url ?? '/').split('?')[0]!;
          if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html') && !/\.\w+$/.test(path)) {
            const file = htmlFileFor(decodeURIComponent(path));
            if (existsSync(join(outDir, file))) req.url = `/${file}${(req.url ?? '').slice(path.length)}`;
          }
          next();
        });
      },
    },
  ];
}
