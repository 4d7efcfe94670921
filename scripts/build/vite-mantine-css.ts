/**
 * Vite plugin: Mantine's CSS per component (issue 18) instead of the whole 36 kB sheet. Every module
 * of ours that imports components from `@mantine/core` (or `@mantine/dates`) gets, appended, the
 * imports of `@mantine/core/styles/<Component>.layer.css` for the class names those components and
 * the Mantine modules they import use (read from Mantine's own ESM imports, in the order of Mantine's
 * whole sheet), so each route's chunk carries the CSS of what it renders and nothing else, and no list
 * needs keeping.
 * The global styles come with the app's provider (src/theme/theme-provider.tsx). The `.layer.css`
 * files put Mantine in `@layer mantine`, so our own CSS modules win whatever order chunks load in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const NODE_MODULES = resolve(import.meta.dirname, '../../node_modules');
const CORE = join(NODE_MODULES, '@mantine/core');
const DATES_ESM = join(NODE_MODULES, '@mantine/dates/esm');

const DATES_CSS = '@mantine/dates/styles.layer.css';

const IMPORT_FROM = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|dates))['"]/g;
const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;
const CLASS_MAP = /([^/\\]+)\.module\.mjs$/;

/** The names a `{ a, type b, c as d }` import list brings as values (the imported names). */
export function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/** A Mantine package's index: exported name → the module that defines it (`Chip`, `ChipGroup` → their own files). */
function exportedModules(esm: string): Map<string, string> {
  const modules = new Map<string, string>();
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/components\/[^"]+)"/g)) {
    for (const part of match[1]!.split(',')) {
      const local = part.split(/\s+as\s+/).pop()!.trim();
      if (local) modules.set(local, join(esm, match[2]!));
    }
  }
  return modules;
}

export function createMantineCss() {
  const modules = exportedModules(join(CORE, 'esm'));
  const importsOf = new Map<string, string[]>();
  const relativeImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      found = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => resolve(dirname(file), match[1]!));
      importsOf.set(file, found);
    }
    return found;
  };

  /** A sheet's place in Mantine's whole sheet (styles.css joins them, dependencies first): the cascade order. */
  const wholeSheet = readFileSync(join(CORE, 'styles.css'), 'utf8');
  const cascadeRank = new Map<string, number>();
  const rankOf = (name: string) => {
    let rank = cascadeRank.get(name);
    if (rank === undefined) {
      const file = join(CORE, `styles/${name}.css`);
      rank = existsSync(file) ? wholeSheet.indexOf(readFileSync(file, 'utf8').trim()) : -1;
      cascadeRank.set(name, rank);
    }
    return rank;
  };
  const inCascadeOrder = (names: Iterable<string>) =>
    [...names].filter((name) => rankOf(name) >= 0).sort((a, b) => rankOf(a) - rankOf(b)).map((name) => `@mantine/core/styles/${name}.layer.css`);

  /**
   * The sheets a Mantine module needs: a module's class names come from the `X.module.mjs` it imports,
   * whose rules are `styles/X.css`. Only what the module reaches counts: NavLink draws Accordion's chevron,
   * an SVG without Accordion's classes, so Accordion's sheet does not come with NavLink.
   */
  const sheetsByModule = new Map<string, Set<string>>();
  function sheetsOf(start: string): Set<string> {
    const known = sheetsByModule.get(start);
    if (known) return known;
    const sheets = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const classMap = CLASS_MAP.exec(file);
      if (classMap) sheets.add(classMap[1]!);
      else relativeImports(file).forEach(visit);
    };
    visit(start);
    sheetsByModule.set(start, sheets);
    return sheets;
  }

  /**
   * What a @mantine/dates component needs: the core sheets of the core components its modules import
   * (DateInput → Calendar, Popover, Input…, not TimePicker's ScrollArea), then the package's one sheet.
   */
  const datesModules = exportedModules(DATES_ESM);
  const coreNamesByDatesModule = new Map<string, Set<string>>();
  function coreNamesOf(start: string): Set<string> {
    const known = coreNamesByDatesModule.get(start);
    if (known) return known;
    const names = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
        if (match[3] === '@mantine/core' && !match[1]) importedNames(match[2]!).forEach((name) => names.add(name));
      }
      relativeImports(file).forEach(visit);
    };
    visit(start);
    coreNamesByDatesModule.set(start, names);
    return names;
  }
  function datesStyles(names: string[]): string[] {
    const core = new Set<string>();
    for (const name of names) {
      const module = datesModules.get(name);
      if (module) coreNamesOf(module).forEach((coreName) => core.add(coreName));
    }
    return [...cssFor([...core]), DATES_CSS];
  }

  /** The CSS files, in cascade order, that these `@mantine/core` names need. */
  function cssFor(names: string[]): string[] {
    const sheets = new Set<string>();
    for (const name of names) {
      const module = modules.get(name);
      if (module) sheetsOf(module).forEach((sheet) => sheets.add(sheet));
    }
    return inCascadeOrder(sheets);
  }

  /** The CSS imports a module's source needs, in order. */
  function cssImports(code: string): string[] {
    const css: string[] = [];
    for (const match of code.matchAll(IMPORT_FROM)) {
      if (match[1]) continue;
      const names = importedNames(match[2]!);
      const files = match[3] === '@mantine/dates' ? (names.length ? datesStyles(names) : []) : cssFor(names);
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
