import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AWA, type PlayerFixture, storedSession } from '../../tests/msw/fixtures';
import { wonBets } from '../../tests/msw/results-handlers';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { paymentRow, payments, walletHistory, withdrawalPhones } from '../../tests/msw/wallet-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { routes } from './routes';

const LONG = { timeout: 30_000 };

function signedIn(player: PlayerFixture) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
}

beforeEach(() => signedIn(AWA));

describe('the wallet routes (issue 14)', () => {
  it.each([
    ['/wallet', 'Mon portefeuille'],
    ['/gains', 'Mes gains'],
    ['/withdraw', 'Retrait'],
    ['/convert', 'Convertir gain en solde'],
    ['/recharge', 'Recharger mon compte'],
  ])('%s is its screen (%s) inside the shell, no longer a placeholder', async (url, title) => {
    server.use(payments.list([]), walletHistory.of([]), withdrawalPhones.of([]), ...wonBets.list([]));
    const { router } = renderRoutes(routes, { url, session: true });
    expect(await screen.findByRole('heading', { level: 1, name: title }, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Contenu en cours de développement')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
  });

  it("/recharge starts in the player's country of residence, even when the latest payment was from elsewhere (issue 38)", async () => {
    const ivorian = paymentRow(AWA, { id: 'earlier', provider: 'wave', phone: '+2250712345678', status: 'succeeded', provider_reference: 'sbx-e' });
    signedIn({ ...AWA, country: 'BJ' });
    server.use(payments.list([]));
    renderRoutes(routes, { url: '/recharge', session: true });
    expect(await screen.findByRole('combobox', { name: 'Pays' }, LONG)).toHaveValue('BJ');
    const providers = within(screen.getByRole('radiogroup', { name: 'Moyen de paiement' }));
    expect(providers.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    cleanup();
    server.use(payments.list([ivorian]));
    renderRoutes(routes, { url: '/recharge', session: true });
    expect(await screen.findByRole('combobox', { name: 'Pays' }, LONG)).toHaveValue('BJ');
    expect(screen.getByRole('radio', { name: 'MTN Mobile Money' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Numéro de téléphone/ })).toHaveValue('');

    // no country of residence (an account from before issue 17): the latest payment's, with its operator and number
    cleanup();
    signedIn({ ...AWA, country: null, birthDate: null });
    server.use(payments.list([ivorian]));
    renderRoutes(routes, { url: '/recharge', session: true });
    expect(await screen.findByRole('combobox', { name: 'Pays' }, LONG)).toHaveValue('CI');
    expect(screen.getByRole('radio', { name: 'Wave' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Numéro de téléphone/ })).toHaveValue('+225 07 12 34 56 78');
  });
});
