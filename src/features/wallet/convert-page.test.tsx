import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type KeyLog, convertWinnings } from '../../../tests/msw/wallet-handlers';
import { renderPage } from '../../../tests/kit/render';
import { ConvertPage } from './convert-page';

describe('convert page', () => {
  it("converts at once; after a network drop 'Réessayer' sends the same key, so it moves once", async () => {
    const winner = { ...AWA, winnings: 12_500 };
    for (const [key, value] of Object.entries(storedSession(winner))) localStorage.setItem(key, value);
    const keys: KeyLog = [];
    server.use(...signedInHandlers(winner), convertWinnings.offlineOnce({ balance: 15_000, winnings: 10_000 }, keys));
    const { user } = renderPage(ConvertPage, { path: '/convert', url: '/convert', session: true });
    await screen.findByLabelText(/^Gains disponibles : 12\s500 CFA$/, {}, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: 'Montant à convertir (CFA)' }), '2500');
    await user.click(screen.getByRole('button', { name: 'Convertir' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 500 CFA ont été ajoutés à votre solde. Solde : 15 000 CFA · Gains : 10 000 CFA.');
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(screen.getByLabelText(/^Gains disponibles : 10\s000 CFA$/)).toBeInTheDocument();
  });
});
