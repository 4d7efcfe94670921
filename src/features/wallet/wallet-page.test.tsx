import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type PlayerFixture, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type LedgerRowJson, ledgerHistory, paymentRow, payments, rechargeRows } from '../../../tests/msw/wallet-handlers';
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

beforeEach(() => localStorage.clear());

/** The balance each line of the history says, newest first. */
const balancesShown = () => screen.getAllByRole('listitem').map((line) => /Solde : ([\d\s]+) CFA/.exec(line.textContent ?? '')?.[1]?.replace(/\s/g, ''));

function openHistoryAt(url: string, rows: LedgerRowJson[]) {
  for (const [key, value] of Object.entries(storedSession(EKUE))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(EKUE), ledgerHistory.of(rows), payments.list([]));
  return renderPage(WalletPage, { path: '/wallet', url, session: true });
}

describe('wallet page', () => {
  it("pages by 20, the page in the URL: 'Page suivante' shows ?page=2, and Back returns to the first", async () => {
    const { user, router } = openHistoryAt('/wallet', rechargeRows(45));
    expect(await screen.findByText('Page 1 sur 3', {}, { timeout: 5000 })).toBeVisible();
    expect(balancesShown().at(0)).toBe('45000');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3', {}, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(balancesShown()).toHaveLength(20));
    expect(balancesShown().at(0)).toBe('25000');
    await router.navigate(-1);
    expect(await screen.findByText('Page 1 sur 3', {}, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(balancesShown().at(0)).toBe('45000'));
  });

  it('opens on the page the URL names', async () => {
    openHistoryAt('/wallet?page=3', rechargeRows(45));
    expect(await screen.findByText('Page 3 sur 3', {}, { timeout: 5000 })).toBeVisible();
    expect(balancesShown()).toEqual(['5000', '4000', '3000', '2000', '1000']);
  });

  it('a page past the last (a forged or old address) is replaced by the last', async () => {
    const { router } = openHistoryAt('/wallet?page=9', rechargeRows(45));
    expect(await screen.findByText('Page 3 sur 3', {}, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(balancesShown()).toHaveLength(5));
  });

  it('an address past the last with no movement at all becomes the bare address, and the first page is read', async () => {
    const offsetsAsked: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/ledger_history')) offsetsAsked.push(url.searchParams.get('offset'));
    };
    server.events.on('request:start', record);
    try {
      const { router } = openHistoryAt('/wallet?page=2', []);
      await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
      expect(router.state.historyAction).toBe('REPLACE');
      await waitFor(() => expect(offsetsAsked).toEqual(['20', '0']));
      // the empty page 2 said it too: what counts is that it is said once the first page is read
      await waitFor(() => expect(screen.getByText('Aucune transaction pour le moment.')).toBeVisible());
      expect(screen.queryByRole('navigation', { name: "Pages de l'historique" })).toBeNull();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

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
