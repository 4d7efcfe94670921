/**
 * The SPA fallback's preloads (docs/decisions.md, 'Prerendered public pages'): `spa.html`, which every
 * route but the prerendered ones gets, learns from an inline script which chunks its address will load
 * and preloads them from the head, before the entry has run. Otherwise each is found only once the
 * chunk before it has run: the entry, then the route's modules. On the betting page in Lighthouse: score
 * 79 → 91, TBT 618 → 198 ms. The route's stylesheets too: Vite's loader asks for them only once the entry
 * has run, and waits for them before the route renders, one more round trip before the first paint. They
 * are preloaded as styles with the loader's own CORS mode, so its stylesheet link reuses the download.
 * supabase-js is not preloaded: a stored session's first page shows without it, which loads once that
 * page is on screen (src/components/first-route-shown.tsx).
 */
import type { RouteObject } from 'react-router';

/** Each routed path pattern with the modules its route and its layouts load (`lazy`), outermost first. */
export async function routeModules(routes: RouteObject[], track: (lazy: () => unknown) => Promise<string[]>, parent = ''): Promise<[string, string[]][]> {
  const table: [string, string[]][] = [];
  for (const route of routes) {
    const own = typeof route.lazy === 'function' ? await track(route.lazy as () => unknown) : [];
    const pattern = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.path !== undefined && route.path !== '*') table.push([pattern, own]);
    for (const [childPattern, modules] of await routeModules(route.children ?? [], track, pattern)) table.push([childPattern, [...own, ...modules]]);
  }
  return table;
}

/**
 * Inlined into spa.html (its source is: it imports nothing, reads only globals): preloads the files of
 * the routes whose pattern matches the address (segment by segment, case-insensitive as react-router):
 * modules as modules, stylesheets (`.css`) as styles. `routes` index into `files`.
 */
export function preloadRoute(files: string[], routes: [string, number[]][]): void {
  const wanted = new Set<number>();
  const path = location.pathname.split('/').filter(Boolean);
  for (const [pattern, indices] of routes) {
    const parts = pattern.split('/').filter(Boolean);
    const matches = parts.length === path.length && parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === path[i]!.toLowerCase());
    if (matches) indices.forEach((index) => wanted.add(index));
  }
  wanted.forEach((index) => {
    const href = files[index]!;
    const style = href.endsWith('.css');
    const link = Object.assign(document.createElement('link'), { rel: style ? 'preload' : 'modulepreload', crossOrigin: '', href });
    if (style) link.setAttribute('as', 'style');
    document.head.append(link);
  });
}

/** The inline script for spa.html: the table of `routeFiles` (pattern → files), and `preloadRoute`. */
export function preloadScript(routeFiles: [string, string[]][]): string {
  const files = [...new Set(routeFiles.flatMap(([, list]) => list))];
  const index = (file: string) => files.indexOf(file);
  const routes = routeFiles.filter(([, list]) => list.length).map(([pattern, list]) => [pattern, list.map(index)]);
  return `<script>(${preloadRoute.toString()})(${JSON.stringify(files)}, ${JSON.stringify(routes)});</script>`;
}
