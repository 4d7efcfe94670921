import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteObject } from 'react-router';
import { PROJECT_ROOT } from '../../tests/e2e/support/build-app';
import { type Manifest, filesLoaded, lazyModuleKey } from '../bench/bench-size';

/** The operators' console's own modules (issue 16): its route, its screens, its src/api module. */
const OPERATOR_MODULE = /^src\/(features\/operator\/|api\/operator(-desk)?\.ts)/;

/** The JS files of the console's own modules in a build (those Vite gave a manifest entry: the lazy route and src/api/operator). */
export function operatorFiles(manifest: Manifest): string[] {
  const files = Object.entries(manifest)
    .filter(([key, chunk]) => OPERATOR_MODULE.test(key) || OPERATOR_MODULE.test(chunk.src ?? ''))
    .map(([, chunk]) => chunk.file);
  if (!files.length) throw new Error('src/features/operator is not in the Vite manifest: /operateur is not its own lazy chunk');
  return [...new Set(files)].sort();
}

/** Every `lazy` route module of the tree, as manifest keys. */
export function lazyRouteKeys(routes: RouteObject[], fromDir: string, manifest: Manifest): string[] {
  return routes.flatMap((route) => [...(route.lazy ? [lazyModuleKey(route.lazy, fromDir, manifest)] : []), ...lazyRouteKeys(route.children ?? [], fromDir, manifest)]);
}

/**
 * The console's files that a player page loads up front: the entry and every other route's module with
 * their static imports, against the console's own files. Empty when no player downloads the console.
 */
export function operatorFilesLoadedByPlayers(manifest: Manifest, routes: RouteObject[], fromDir: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const playerKeys = lazyRouteKeys(routes, fromDir, manifest).filter((key) => !OPERATOR_MODULE.test(key));
  const loaded = new Set(filesLoaded(manifest, [entry, ...playerKeys]).js);
  return operatorFiles(manifest).filter((file) => loaded.has(file));
}

/** The same for the app's real routes (src/app/routes.tsx, read under tsx). */
export async function operatorLeaks(manifest: Manifest): Promise<string[]> {
  const routesModule = resolve(PROJECT_ROOT, 'src/app/routes.tsx');
  const { routes } = (await import(pathToFileURL(routesModule).href)) as { routes: RouteObject[] };
  return operatorFilesLoadedByPlayers(manifest, routes, dirname(routesModule));
}
