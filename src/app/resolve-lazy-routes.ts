import { type RouteObject, matchRoutes } from 'react-router';

/** Route properties a lazy module may not set (react-router ignores them too). */
const IMMUTABLE = new Set(['id', 'index', 'path', 'children', 'lazy', 'caseSensitive']);

/**
 * Loads the lazy modules of the routes matching `location` into those route objects, so a router made
 * from them afterwards renders the page at once (react-router's advice before hydrating a server render).
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) if (!IMMUTABLE.has(key)) Object.assign(route, { [key]: value });
      route.lazy = undefined;
    }),
  );
}
