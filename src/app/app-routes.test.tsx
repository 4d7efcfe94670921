import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadRoutes } from './app-routes';
import { PAGE_LOAD_ERROR } from './page-load-error';
import { routes as appRoutes } from './routes';

/** A lazy route module the test hands over when it chooses (or fails to). */
function heldModule(Component: () => ReactNode) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  let calls = 0;
  const lazy = () => {
    calls += 1;
    return new Promise<{ Component: () => ReactNode }>((resolve, reject) => {
      arrive = () => resolve({ Component });
      fail = reject;
    });
  };
  return { lazy, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)), calls: () => calls };
}

function renderAt(url: string, routes: RouteObject[], { prefetch = false } = {}) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes routes={routes} prefetch={prefetch} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const Home = () => (
  <>
    <h1>Accueil</h1>
    <Link to="/jeux">Jeux</Link>
  </>
);

describe('AppRoutes (the lazy route table without the data router)', () => {
  it('renders a preloaded page in its first commit', async () => {
    const routes = [{ path: '/', lazy: async () => ({ Component: () => <h1>Accueil</h1> }) }];
    await preloadRoutes(routes, { pathname: '/' });
    renderAt('/', routes);
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('keeps the previous page on screen while the next one downloads, then shows it', async () => {
    const games = heldModule(() => <h1>Catalogue</h1>);
    const routes = [
      { path: '/', lazy: async () => ({ Component: Home }) },
      { path: '/jeux', lazy: games.lazy },
    ];
    await preloadRoutes(routes, { pathname: '/' });
    renderAt('/', routes);
    await userEvent.click(screen.getByRole('link', { name: 'Jeux' }));
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    await games.arrive();
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accueil' })).toBeNull();
  });

  it('says in French when a page cannot be downloaded, and downloads it again on Réessayer', async () => {
    const games = heldModule(() => <h1>Catalogue</h1>);
    renderAt('/jeux', [{ path: '/jeux', lazy: games.lazy }]);
    await games.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByText(PAGE_LOAD_ERROR.title)).toBeInTheDocument();
    expect(screen.getByText('Vérifiez votre connexion, puis réessayez.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(games.calls()).toBe(2);
    await games.arrive();
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.queryByText(PAGE_LOAD_ERROR.title)).toBeNull();
  });

  describe('prefetch: the next pages of a flow (handle.next)', () => {
    /** Until the browser's idle callbacks queued so far have run (the prefetch waits for one). */
    const idle = () => act(() => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0))));

    function flow() {
      const games = heldModule(() => <h1>Catalogue</h1>);
      const routes = [
        { path: '/', lazy: async () => ({ Component: Home }), handle: { next: [games.lazy] } },
        { path: '/jeux', lazy: games.lazy },
      ];
      return { games, routes };
    }

    it('fetches them once the page is shown, so the next step shows without waiting for its code', async () => {
      const { games, routes } = flow();
      await preloadRoutes(routes, { pathname: '/' });
      renderAt('/', routes, { prefetch: true });
      await idle();
      expect(games.calls()).toBe(1);
      await games.arrive();
      await userEvent.click(screen.getByRole('link', { name: 'Jeux' }));
      expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
      expect(games.calls()).toBe(1);
    });

    it('fetches nothing ahead without the prop (tests, stories, the prerender)', async () => {
      const { games, routes } = flow();
      await preloadRoutes(routes, { pathname: '/' });
      renderAt('/', routes);
      await idle();
      expect(games.calls()).toBe(0);
    });

    it('fetches nothing ahead when the browser saves data', async () => {
      const { games, routes } = flow();
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
      try {
        await preloadRoutes(routes, { pathname: '/' });
        renderAt('/', routes, { prefetch: true });
        await idle();
        expect(games.calls()).toBe(0);
      } finally {
        Reflect.deleteProperty(navigator, 'connection');
      }
    });

    it('says nothing when the fetch ahead fails, and the visit fetches the page again', async () => {
      const { games, routes } = flow();
      await preloadRoutes(routes, { pathname: '/' });
      renderAt('/', routes, { prefetch: true });
      await idle();
      await games.fail(new TypeError('Failed to fetch dynamically imported module'));
      expect(screen.queryByText(PAGE_LOAD_ERROR.title)).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Jeux' }));
      expect(games.calls()).toBe(2);
      await games.arrive();
      expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    });
  });

  it("the app's betting flow names, on each page, the code of the steps after it (the same modules its routes load)", () => {
    const byPath = new Map<string, RouteObject>();
    const walk = (list: RouteObject[]): void => {
      for (const route of list) {
        if (route.path) byPath.set(route.path, route);
        walk(route.children ?? []);
      }
    };
    walk(appRoutes);
    const lazy = (path: string) => byPath.get(path)!.lazy;
    const next = (path: string) => (byPath.get(path)!.handle as { next: unknown[] }).next;
    const [catalogue, days, hours, betting] = ['/games', '/games/:countryCode', '/games/:countryCode/:day', '/betting/:country/:day/:time'].map(lazy);
    expect(next('/player')).toEqual([catalogue, days, hours]);
    expect(next('/games')).toEqual([days, hours, betting]);
    expect(next('/games/:countryCode')).toEqual([hours, betting]);
    expect(next('/games/:countryCode/:day')).toEqual([betting]);
  });
});
