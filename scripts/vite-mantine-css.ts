/**
 * Vite plugin: Mantine's CSS per component (issue 18) instead of the whole 36 kB sheet. Every module
 * of ours that imports components from `@mantine/core` (or `@mantine/dates`) gets, appended, the
 * imports of `@mantine/core/styles/<Component>.layer.css` for those components and every Mantine
 * component they are built on (read from Mantine's own ESM imports, dependencies first), so each
 * route's chunk carries the CSS of what it renders and nothing else, and no list needs keeping.
 * `MantineProvider` brings the global styles (baseline, CSS variables, global). The `.layer.css`
 * files put Mantine in `@layer mantine`, so our own CSS modules win whatever order chunks load in.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const NODE_MODULES = resolve(import.meta.dirname, '../node_modules');
const CORE = join(NODE_MODULES, '@mantine/core');
const CORE_COMPONENTS = join(CORE, 'esm/components');
const DATES_ESM = join(NODE_MODULES, '@mantine/dates/esm');

const GLOBAL_CSS = ['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.layer.css`);
const DATES_CSS = '@mantine/dates/styles.layer.css';

const IMPORT_FROM = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|dates))['"]/g;
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The names a `{ a, type b, c as d }` import list brings as values (the imported names). */
export function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

function mjsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Mantine's index: exported name → the component folder it comes from (`Chip`, `ChipGroup` → Chip). */
function componentFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  const index = readFileSync(join(CORE, 'esm/index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/components\/([^/]+)\//g)) {
    for (const part of match[1]!.split(',')) {
      const local = part.split(/\s+as\s+/).pop()!.trim();
      if (local) folders.set(local, match[2]!);
    }
  }
  return folders;
}

/** The other component folders a component folder's modules import. */
function folderDependencies(folder: string): string[] {
  const deps = new Set<string>();
  for (const file of mjsFiles(join(CORE_COMPONENTS, folder))) {
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = relative(CORE_COMPONENTS, resolve(dirname(file), match[1]!));
      const top = target.split(sep)[0]!;
      if (!target.startsWith('..') && top !== folder) deps.add(top);
    }
  }
  return [...deps].sort();
}

export function createMantineCss() {
  const folders = componentFolders();
  const closures = new Map<string, string[]>();

  /** A folder and everything it is built on, dependencies first. */
  function closure(folder: string, visiting = new Set<string>()): string[] {
    const known = closures.get(folder);
    if (known) return known;
    visiting.add(folder);
    const order: string[] = [];
    for (const dep of folderDependencies(folder)) {
      if (visiting.has(dep)) continue;
      for (const f of closure(dep, visiting)) if (!order.includes(f)) order.push(f);
    }
    order.push(folder);
    visiting.delete(folder);
    closures.set(folder, order);
    return order;
  }

  const cssOfFolders = (list: string[]) =>
    list.filter((f) => existsSync(join(CORE, `styles/${f}.layer.css`))).map((f) => `@mantine/core/styles/${f}.layer.css`);

  /** The core components @mantine/dates is built on (it ships one sheet, not one per component). */
  let datesCss: string[] | undefined;
  function datesStyles(): string[] {
    if (!datesCss) {
      const names = new Set<string>();
      for (const file of mjsFiles(DATES_ESM)) {
        for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
          if (match[3] === '@mantine/core') importedNames(match[2]!).forEach((n) => names.add(n));
        }
      }
      datesCss = [...cssFor([...names]), DATES_CSS];
    }
    return datesCss;
  }

  /** The CSS files, in cascade order, that these `@mantine/core` names need. */
  function cssFor(names: string[]): string[] {
    const css: string[] = [];
    const add = (file: string) => {
      if (!css.includes(file)) css.push(file);
    };
    if (names.includes('MantineProvider')) GLOBAL_CSS.forEach(add);
    for (const name of names) {
      const folder = folders.get(name);
      if (folder) cssOfFolders(closure(folder)).forEach(add);
    }
    return css;
  }

  /** The CSS imports a module's source needs, in order. */
  function cssImports(code: string): string[] {
    const css: string[] = [];
    for (const match of code.matchAll(IMPORT_FROM)) {
      if (match[1]) continue;
      const names = importedNames(match[2]!);
      const files = match[3] === '@mantine/dates' ? (names.length ? datesStyles() : []) : cssFor(names);
      for (const file of files) if (!css.includes(file)) css.push(file);
    }
    return css;
  }

  return { cssFor, cssImports };
}

export function mantineCssPerComponent(): Plugin {
  let mantine: ReturnType<typeof createMantineCss> | undefined;
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!) || !code.includes('@mantine/')) return null;
      mantine ??= createMantineCss();
      const css = mantine.cssImports(code);
      if (css.length === 0) return null;
      // appended: imports are hoisted anyway, and the lines above keep their positions (no source map to shift)
      return { code: `${code}\n${css.map((file) => `import '${file}';`).join('\n')}\n`, map: null };
    },
  };
}
