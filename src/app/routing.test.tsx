import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AWA, SESSION_STORAGE_KEY, gotrueSession, storedSession } from '../../tests/msw/fixtures';
import { drawResults } from '../../tests/msw/results-handlers';
import { server } from '../../tests/msw/server';
import { profiles, signIn, signOut, signUp, signedInHandlers } from '../../tests/msw/supabase-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { UNREACHABLE_NOTICE } from '../../machines/session/session.machine';
import { routes } from './routes';

/** The whole app at a URL: its routes, the session, the basket, a pinned clock. */
function renderApp(url: string) {
  return renderRoutes(routes, { url, session: true }).router;
}

function signedIn() {
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(AWA));
}

const LONG = { timeout: 30_000 };

async function signInOnLoginPage() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Email/ }, LONG), AWA.email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => localStorage.clear());

describe('routes and the session', () => {
  it('shows a visitor with no stored session the public page at once (no wait for supabase-js)', () => {
    renderApp('/');
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('shows a spinner, and no page, until the first auth state is known when the stored session names no user', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.queryByText('Plateforme de paris interactifs en ligne')).toBeNull();
    expect(await screen.findByText('Plateforme de paris interactifs en ligne', {}, LONG)).toBeInTheDocument();
  });

  it('shows a stored player’s betting page while the profile is still on its way, the balance as …', async () => {
    signedIn();
    server.use(profiles.pending());
    renderApp('/betting/TG/lundi/9h');
    expect(await screen.findByRole('heading', { name: 'Créer un pari' }, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Solde')).toHaveTextContent(/^…$/);
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('keeps the pages that show the profile behind a spinner until it is read, inside the shell', async () => {
    signedIn();
    server.use(profiles.pending());
    renderApp('/wallet');
    expect(await screen.findByRole('status', { name: 'Chargement…' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(screen.queryByText(/^0 CFA$/)).toBeNull();
  });

  it('shows a stored player a spinner on /login while the session is confirmed, not the form', async () => {
    // an expired session: supabase-js asks for a new token, which does not answer
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...gotrueSession(AWA), expires_at: 1_700_000_000 }));
    server.use(signIn.pending());
    const router = renderApp('/login');
    expect(await screen.findByRole('status', { name: 'Chargement…' }, LONG)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/player', '/games', '/games/TG', '/basket', '/rules', '/profile', '/results', '/wallet', '/vendors'])(
    'sends a signed-out visitor from %s to /login',
    async (url) => {
      const router = renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Connexion' }, LONG)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each([
    ['/', 'Loto Afrik'],
    ['/login', 'Connexion'],
    ['/register', 'Inscription'],
    ['/forgot-password', 'Mot de passe oublié'],
    ['/analytics', 'Analyses Statistiques'],
  ])('lets a signed-out visitor see %s (%s)', async (url, heading) => {
    const router = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
    expect(router.state.location.pathname).toBe(url);
  });

  it('lets a signed-out visitor see /resultats, the public results, outside the player shell', async () => {
    server.use(...drawResults.list([]));
    const router = renderApp('/resultats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats des tirages' }, LONG)).toBeInTheDocument();
    // both lists read: the page ends the test at rest
    expect(await screen.findByText('Aucun résultat', {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByText('Aucun tirage de ce pays n’a encore de résultat.')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(router.state.location.pathname).toBe('/resultats');
  });

  it.each([
    ['/player', 'Bonjour awa !'],
    ['/games', 'Catalogue des jeux'],
    ['/games/TG', 'Togo'],
    ['/betting/TG/lundi/9h', 'Créer un pari'],
    ['/basket', 'Récapitulatif de votre panier'],
    ['/rules', 'Règles du jeu'],
    ['/profile', 'Mon profil'],
    ['/results', 'Résultats des tirages', 'Aucun résultat'],
  ])('shows a signed-in player %s (%s) inside the shell', async (url, heading, loaded?: string) => {
    signedIn();
    server.use(...drawResults.list([]));
    const router = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LONG)).toBeInTheDocument();
    // the results are read after the heading shows: the test ends once they are, not while the page still asks
    if (loaded) expect(await screen.findByText(loaded, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
  });

  it('shows the spinner on a protected page while the profile loads', async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    server.use(profiles.pending());
    const router = renderApp('/profile');
    // the profile never answers: the spinner shows once the guard's chunk is in, and stays
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('after signing in, returns to the page first asked for', async () => {
    server.use(signIn.as(AWA), ...signedInHandlers(AWA));
    const router = renderApp('/rules?section=mises');
    await signInOnLoginPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'), LONG);
    expect(router.state.location.search).toBe('?section=mises');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('after signing in from /login directly, goes to /player', async () => {
    server.use(signIn.as(AWA), ...signedInHandlers(AWA));
    const router = renderApp('/login');
    await signInOnLoginPage();
    expect(await screen.findByRole('heading', { name: 'Bonjour awa !' }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player');
  });

  it('after signing in, shows the home as soon as the sign-in answers, greeting by its name, while the profile is still on its way', async () => {
    server.use(profiles.pending(), signIn.as(AWA), ...signedInHandlers(AWA));
    const router = renderApp('/login');
    await signInOnLoginPage();
    expect(await screen.findByRole('heading', { name: 'Bonjour awa !' }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player');
    expect(screen.getByLabelText('Solde')).toHaveTextContent(/^…$/);
    // shown before the profile's 2 s of patience ran out (the shell would say the server does not answer)
    expect(screen.queryByText(UNREACHABLE_NOTICE)).toBeNull();
  });

  it('after registering, the new player reaches /player', async () => {
    server.use(signUp.as(AWA), ...signedInHandlers(AWA));
    const router = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Nom d'utilisateur/ }, LONG), 'awa');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
    await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '12/04/1998');
    await user.selectOptions(screen.getByRole('combobox', { name: /Pays de résidence/ }), 'TG');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'), LONG);
  });

  it.each(['/login', '/register'])('sends a signed-in player from %s to /player', async (url) => {
    signedIn();
    const router = renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Bonjour awa !' }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player');
  });

  it('shows the player shell with the balance from the profile, and logs out to /', async () => {
    signedIn();
    server.use(signOut.ok());
    const router = renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' }, LONG);
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(/^12\s500 CFA$/, {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText(AWA.email, {}, LONG)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Plateforme de paris interactifs en ligne', {}, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull(), LONG);
    await router.navigate('/player');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LONG);
  });

  it('shows the placeholder page with its title inside the shell', async () => {
    signedIn();
    renderApp('/vendors');
    expect(await screen.findByRole('heading', { name: 'Revendeurs' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Contenu en cours de développement')).toBeInTheDocument();
  });

  it('shows /resultats to a signed-in player too, without the shell, with a link to their /results', async () => {
    signedIn();
    server.use(...drawResults.list([]));
    const router = renderApp('/resultats');
    expect(await screen.findByRole('link', { name: 'Mes résultats' }, LONG)).toHaveAttribute('href', '/results');
    expect(await screen.findByText('Aucun résultat', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(router.state.location.pathname).toBe('/resultats');
  });

  it('shows /analytics to a signed-in player without the shell', async () => {
    signedIn();
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Analyses Statistiques' }, LONG)).toBeInTheDocument();
    expect(screen.getByTitle('Analyses Statistiques')).toHaveAttribute('src', '/statistiques');
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
  });
});
