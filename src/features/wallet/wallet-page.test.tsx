import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PlayerFixture, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type LedgerRowJson, ledgerHistory, paymentRow, payments } from '../../../tests/msw/wallet-handlers';
import { renderPage } from '../../../tests/utils/render';
import { WalletPage } from './wallet-page';

/** A player of this test alone: realtime scripts are per row. */
const EKUE: PlayerFixture = { id: '8f2a4c6e-0d1b-4a3c-9e5f-7b6a5c4d3e21', email: 'ekue@example.com', username: 'ekue', balance: 0 };
const RECHARGE: LedgerRowJson = {
  id: 't1',
  kind: 'recharge',
  reference: 'payment:r-1',
  created_at: '2026-11-23T08:00:00Z',
  play_amount: 5_000,
  winnings_amount: 0,
  balance_after: 5_000,
  winnings_after: 0,
};

describe('wallet page', () => {
  it('shows a recharge as pending, then, once the provider confirms (heard live), the new balance and its history line', async () => {
    let confirmed = false;
    for (const [key, value] of Object.entries(storedSession(EKUE))) localStorage.setItem(key, value);
    server.use(
      ...signedInHandlers(EKUE),
      ledgerHistory.of(() => (confirmed ? [RECHARGE] : [])),
      payments.list([paymentRow(EKUE, { id: 'r-1' })]),
      realtime.changes({ table: 'profiles', record: { ...profileRow(EKUE), balance: 5_000 }, afterMs: 1500 }),
    );
    renderPage(WalletPage, { path: '/wallet', url: '/wallet', session: true });
    const pending = await screen.findByRole('listitem', {}, { timeout: 5000 });
    expect(pending).toHaveTextContent('En attente');
    expect(pending).toHaveTextContent('Pas encore crédité');
    confirmed = true;
    server.use(payments.list([]));

    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Solde de jeu' })).getByText(/^5\s000 CFA$/)).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Solde : 5 000 CFA'));
    expect(screen.getByRole('listitem')).not.toHaveTextContent('En attente');
  });
});
