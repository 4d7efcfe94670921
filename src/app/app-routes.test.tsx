import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadRoutes } from './app-routes';
import { PAGE_LOAD_ERROR } from './page-load-error';

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

function renderAt(url: string, routes: RouteObject[]) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes routes={routes} />
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
});
