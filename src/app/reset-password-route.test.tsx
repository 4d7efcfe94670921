import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AWA, storedSession } from '../../tests/msw/fixtures';
import { drawResults } from '../../tests/msw/results-handlers';
import { server } from '../../tests/msw/server';
import { currentUser, recoveryLink, signedInHandlers } from '../../tests/msw/supabase-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { routes } from './routes';

const LONG = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/reset-password in the app (issue 38)', () => {
  it('takes a signed-out visitor from the recovery link to /player, signed in by the link, once the password is set', async () => {
    server.use(currentUser.updates(AWA), ...signedInHandlers(AWA), ...drawResults.list([]));
    const { router } = renderRoutes(routes, { url: `/reset-password${recoveryLink.valid(AWA)}`, session: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, {}, LONG), 'nouveau1');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('status', {}, LONG)).toHaveTextContent('Mot de passe mis à jour avec succès');
    expect(await screen.findByRole('heading', { name: 'Bonjour awa !' }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player');
  });

  it('is not kept from a signed-in player (unlike /login): without a link it offers a new one', async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    server.use(...signedInHandlers(AWA));
    const { router } = renderRoutes(routes, { url: '/reset-password', session: true });
    expect(await screen.findByRole('link', { name: 'Recevoir un nouveau lien' }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
