/**
 * Issue 13's two session findings, through the whole app (routes, session, MSW's Supabase):
 * logout signs out first, then leaves for /; a signed-in page reloaded without the network shows the
 * shell with a French notice within 2 s, and recovers when the network returns.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE, UNREACHABLE_NOTICE } from '../../machines/session/session.machine';
import { AWA, SESSION_STORAGE_KEY, SUPABASE_URL, storedSession } from '../../tests/msw/fixtures';
import { server } from '../../tests/msw/server';
import { profiles, signedInHandlers } from '../../tests/msw/supabase-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { routes } from './routes';

const LONG = { timeout: 30_000 };

function signedIn() {
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(AWA));
}

beforeEach(() => localStorage.clear());

describe('logout signs out first, then leaves for /', () => {
  it('stays on the page, signed in, while the auth service answers; the landing page comes only once the device has forgotten the session', async () => {
    signedIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/logout`, async () => {
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, user } = renderRoutes(routes, { url: '/profile', session: true });
    const storedWhenLeaving: (string | null)[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === '/') storedWhenLeaving.push(localStorage.getItem(SESSION_STORAGE_KEY));
    });
    await screen.findByText(AWA.email, {}, LONG);

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Déconnexion' })).toHaveAttribute('data-loading'));
    expect(router.state.location.pathname).toBe('/profile');

    answer();
    expect(await screen.findByText('Plateforme de paris interactifs en ligne', {}, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(storedWhenLeaving).toEqual([null]);
  });

  it('a protected page opened after the logout still asks to sign in', async () => {
    signedIn();
    const { router, user } = renderRoutes(routes, { url: '/player', session: true });
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LONG);
    await router.navigate('/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LONG);
  });
});

describe('a signed-in page reloaded without the network', () => {
  it('shows the shell with the French notice within 2 s (not a long spinner), then recovers when the network returns', async () => {
    signedIn();
    server.use(http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.error()));
    const started = Date.now();
    renderRoutes(routes, { url: '/player', session: true });
    expect(await screen.findByText(UNREACHABLE_NOTICE, {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    // the home needs no figure of the profile: it greets the player by the name the session holds (issue 42)
    expect(screen.getByRole('heading', { name: `Bonjour ${AWA.username} !` })).toBeInTheDocument();

    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeInTheDocument();

    server.use(profiles.of(AWA));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull());
    expect(screen.queryByText(UNREACHABLE_NOTICE)).toBeNull();
    expect(await screen.findByText(/^12\s500 CFA$/)).toBeInTheDocument();
  });

  it('a profile that does not answer: a page of its figures shows the shell after 2 s, with the notice', async () => {
    signedIn();
    server.use(profiles.pending());
    renderRoutes(routes, { url: '/convert', session: true });
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    const notice = await screen.findByText(UNREACHABLE_NOTICE, {}, { timeout: 3_000 });
    expect(within(notice.closest('[role="status"]')!).getByText(UNREACHABLE_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });
});
