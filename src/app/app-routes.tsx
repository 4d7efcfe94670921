import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { type Location, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router';
import { FirstRouteShown, afterFirstRouteShown } from '../components/first-route-shown';
import { PageLoadError } from './page-load-error';
import { browserWelcomesDownloads } from './service-worker';

/** What a route's `lazy` module gives: its page (react-router's own shape for lazy routes). */
interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
}

type Lazy = () => Promise<RouteModule>;

const loaded = new Map<Lazy, RouteModule>();
const loading = new Map<Lazy, Promise<void>>();

/** One load per route module; a failed one (a chunk not downloaded) is asked again next time. */
function load(lazy: Lazy): Promise<void> {
  let pending = loading.get(lazy);
  if (!pending) {
    pending = lazy().then(
      (module) => void loaded.set(lazy, module),
      (error: unknown) => {
        loading.delete(lazy);
        throw error;
      },
    );
    loading.set(lazy, pending);
  }
  return pending;
}

const lazyOf = (route: RouteObject) => (typeof route.lazy === 'function' ? (route.lazy as Lazy) : null);
const matchedRoutes = (routes: RouteObject[], location: { pathname: string }) => (matchRoutes(routes, location) ?? []).map(({ route }) => route);
const matchedLazies = (routes: RouteObject[], location: { pathname: string }) => matchedRoutes(routes, location).flatMap((route) => lazyOf(route) ?? []);

/** Loads the modules of the routes matching `location` (before the first render: src/main.tsx, src/entry-server.tsx). */
export async function preloadRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  await Promise.all(matchedLazies(routes, location).map(load));
}

const isLoaded = (routes: RouteObject[], location: { pathname: string }) => matchedLazies(routes, location).every((lazy) => loaded.has(lazy));

/** The modules of the pages a player usually opens next from `location` (its routes' `handle.next`). */
const nextLazies = (routes: RouteObject[], location: { pathname: string }) =>
  matchedRoutes(routes, location).flatMap((route) => (route.handle as { next?: Lazy[] } | undefined)?.next ?? []);

const whenIdle = (then: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 0));

/**
 * Once the page at `pathname` is shown and the browser idle, fetches the modules of the pages that usually come next
 * (`handle.next`), so each step of the betting flow shows without a round trip for its code; not when downloads are
 * unwelcome (Data Saver, a 2G link: `browserWelcomesDownloads`). A failed fetch is silent: the page's own load asks again.
 */
function usePrefetchNext(enabled: boolean, routes: RouteObject[], pathname: string) {
  useEffect(() => {
    const next = enabled && browserWelcomesDownloads() ? nextLazies(routes, { pathname }) : [];
    if (next.length === 0) return;
    let cancelled = false;
    void afterFirstRouteShown().then(() =>
      whenIdle(() => {
        if (!cancelled) for (const lazy of next) load(lazy).catch(() => {});
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, routes, pathname]);
}

function LazyRoute({ lazy }: { lazy: Lazy }) {
  const module = loaded.get(lazy);
  if (module?.Component) return <module.Component />;
  return module?.element ?? null;
}

const declared = new WeakMap<RouteObject[], RouteObject[]>();

/** The route table with each lazy module rendered by `LazyRoute`, for `useRoutes`. */
function declarative(routes: RouteObject[]): RouteObject[] {
  let table = declared.get(routes);
  if (!table) {
    table = routes.map(({ lazy, children, ...route }) => {
      const plain = { ...route, children: children ? declarative(children) : undefined } as RouteObject;
      if (typeof lazy === 'function') plain.element = <LazyRoute lazy={lazy as Lazy} />;
      return plain;
    });
    declared.set(routes, table);
  }
  return table;
}

/**
 * The app's pages, from src/app/routes.tsx's table of lazy routes, under react-router's declarative mode
 * (browser, memory or static router): 16 kB of gzip lighter than its data router, whose loaders and actions
 * the app does not use (docs/decisions.md, 'The router without its data layer'). As the data router did, a
 * page whose code is still downloading keeps the previous one on screen, and the address's page shows once
 * its modules are in; if they cannot be downloaded, a French notice offers to try again. The first page
 * shown, once committed, releases what waits for it (`afterFirstRouteShown`). `prefetch` (the browser's tree)
 * fetches the next pages' code once a page is shown (`usePrefetchNext`).
 */
export function AppRoutes({ routes, prefetch = false }: { routes: RouteObject[]; prefetch?: boolean }) {
  const location = useLocation();
  const ready = isLoaded(routes, location);
  usePrefetchNext(prefetch && ready, routes, location.pathname);
  // The page of the last address that could be shown, with that address in its context: the same element is
  // rendered until the address changes, so the page kept on screen while the next one downloads is not
  // rendered again at the new address (a guard's <Navigate> in it would navigate again).
  const page = useRoutes(declarative(routes), location);
  const [kept, setKept] = useState<{ location: Location; page: ReactNode } | null>(() => (ready ? { location, page } : null));
  if (ready && kept?.location !== location) setKept({ location, page });
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<{ pathname: string; attempt: number } | null>(null);
  const { pathname } = location;
  const attempt = failed?.pathname === pathname ? failed.attempt : 0;
  // Not cancelled by a later address: each download, once in, renders whatever the address is then.
  useEffect(() => {
    if (ready) return;
    preloadRoutes(routes, { pathname }).then(
      () => setLoads((count) => count + 1),
      () => setFailed({ pathname, attempt }),
    );
  }, [routes, pathname, attempt, ready]);
  if (!ready && failed?.pathname === pathname) return <PageLoadError onRetry={() => setFailed({ pathname, attempt: attempt + 1 })} />;
  return kept ? <FirstRouteShown>{kept.page}</FirstRouteShown> : null;
}
