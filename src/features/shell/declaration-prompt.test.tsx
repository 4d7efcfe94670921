import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AWA, SUPABASE_URL, YAW, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { responsibleGaming } from '../../../tests/msw/responsible-gaming-handlers';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { renderRoutes } from '../../../tests/kit/render';
import { PlayerShell } from './player-shell-page';

/** The shell around two pages, signed in as `player`, whose profile row the handlers keep (the date of birth given changes it). */
function renderShellAs(player: typeof YAW, url: string) {
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  let row = profileRow(player);
  const declared: unknown[] = [];
  // The first handler that matches answers: these come before the fixed profile of signedInHandlers.
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json(row)),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/complete_player_profile`, async ({ request }) => {
      const body = (await request.json()) as { birth_date: string; country: string };
      declared.push(body);
      row = { ...row, birth_date: body.birth_date, country: body.country };
      return HttpResponse.json(body);
    }),
    responsibleGaming.history([]),
    ...signedInHandlers(player),
  );
  const { router, user } = renderRoutes(
    [
      {
        element: <PlayerShell />,
        children: [
          { path: '/basket', element: <h1>Panier</h1> },
          { path: '/recharge', element: <h1>Recharger</h1> },
          { path: '/player', element: <h1>Accueil</h1> },
        ],
      },
    ],
    { url, session: true },
  );
  return { router, user, declared };
}

// The dialog is its own chunk, loaded when it opens (React.lazy); loaded here up front so that the first
// test does not wait for Vitest to transform it on a busy machine.
beforeAll(() => import('./declaration-dialog'), 60_000);

beforeEach(() => localStorage.clear());

describe('the date of birth an older account gives once (issue 17)', () => {
  it('is asked before the next ticket (on /basket), once: given, it is kept and not asked again', async () => {
    const { user, router, declared } = renderShellAs(YAW, '/basket');
    const dialog = within(await screen.findByRole('dialog', { name: 'Avant de jouer' }, { timeout: 30_000 }));
    await user.type(await dialog.findByRole('textbox', { name: /Date de naissance/ }), '02/03/1985');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Pays de résidence/ }), 'GH');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(declared).toEqual([{ birth_date: '1985-03-02', country: 'GH' }]);
    await router.navigate('/recharge');
    await screen.findByRole('heading', { name: 'Recharger' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is asked before a recharge too, may be put off, and comes back on the next visit', async () => {
    const { user, router } = renderShellAs(YAW, '/recharge');
    const dialog = await screen.findByRole('dialog', { name: 'Avant de jouer' }, { timeout: 30_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await router.navigate('/basket');
    expect(await screen.findByRole('dialog', { name: 'Avant de jouer' })).toBeInTheDocument();
  });

  it('a minor’s date is refused in French, and nothing is sent', async () => {
    const { user, declared } = renderShellAs(YAW, '/basket');
    const dialog = within(await screen.findByRole('dialog', { name: 'Avant de jouer' }, { timeout: 30_000 }));
    await user.type(await dialog.findByRole('textbox', { name: /Date de naissance/ }), '24/11/2008');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Pays de résidence/ }), 'TG');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
    expect(declared).toEqual([]);
  });

  it('is not asked elsewhere, nor of an account that gave it at sign-up', async () => {
    renderShellAs(YAW, '/player');
    await screen.findByRole('heading', { name: 'Accueil' });
    await screen.findByText(/^4\s000 CFA$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not asked of an account that gave it at sign-up', async () => {
    renderShellAs(AWA, '/basket');
    await screen.findByText(/^12\s500 CFA$/, {}, { timeout: 30_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
