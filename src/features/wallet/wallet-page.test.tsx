import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type PlayerFixture, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type WalletHistoryRowJson, rechargeHistoryRow, rechargeRows, walletHistory } from '../../../tests/msw/wallet-handlers';
import { HISTORY_TICKET_CODE, everyKindOfLine } from '../../../tests/msw/wallet-history-fixtures';
import { renderPage } from '../../../tests/kit/render';
import { WalletPage } from './wallet-page';

/** A player of this test alone: realtime scripts are per row. */
const EKUE: PlayerFixture = { id: '8f2a4c6e-0d1b-4a3c-9e5f-7b6a5c4d3e21', email: 'ekue@example.com', username: 'ekue', balance: 0 };
const WAITING = rechargeHistoryRow(EKUE, { id: 'r-1', amount: 5_000, status: 'pending' });
const CREDITED = rechargeHistoryRow(EKUE, { id: 'r-1', amount: 5_000, status: 'succeeded' }, { balance_after: 5_000, winnings_after: 0 });

beforeEach(() => localStorage.clear());

/** The balance each line of the history says, newest first. */
const balancesShown = () => screen.getAllByRole('listitem').map((line) => /Solde : ([\d\s]+)\sCFA/.exec(line.textContent ?? '')?.[1]?.replace(/\s/g, ''));

function openHistoryAt(url: string, rows: WalletHistoryRowJson[]) {
  for (const [key, value] of Object.entries(storedSession(EKUE))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(EKUE), walletHistory.of(rows));
  return renderPage(WalletPage, { path: '/wallet', url, session: true });
}


describe('wallet page', () => {
  it("pages by 20, the page in the URL: 'Page suivante' shows ?page=2, and Back returns to the first", async () => {
    const { user, router } = openHistoryAt('/wallet', rechargeRows(EKUE, 45));
    expect(await screen.findByText('Page 1 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    expect(balancesShown().at(0)).toBe('45000');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(balancesShown()).toHaveLength(20));
    expect(balancesShown().at(0)).toBe('25000');
    await router.navigate(-1);
    expect(await screen.findByText('Page 1 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(balancesShown().at(0)).toBe('45000'));
  });

  it('opens on the page the URL names', async () => {
    openHistoryAt('/wallet?page=3', rechargeRows(EKUE, 45));
    expect(await screen.findByText('Page 3 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    expect(balancesShown()).toEqual(['5000', '4000', '3000', '2000', '1000']);
  });

  it('a page past the last (a forged or old address) is replaced by the last', async () => {
    const { router } = openHistoryAt('/wallet?page=9', rechargeRows(EKUE, 45));
    expect(await screen.findByText('Page 3 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(balancesShown()).toHaveLength(5));
  });

  it('an address past the last with no movement at all becomes the bare address, and the first page is read', async () => {
    const offsetsAsked: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/wallet_history')) offsetsAsked.push(url.searchParams.get('offset'));
    };
    server.events.on('request:start', record);
    try {
      const { router } = openHistoryAt('/wallet?page=2', []);
      await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 30_000 });
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
      walletHistory.of(() => [confirmed ? CREDITED : WAITING]),
      realtime.changes({ table: 'profiles', record: { ...profileRow(EKUE), balance: 5_000 }, afterMs: 1500 }),
    );
    renderPage(WalletPage, { path: '/wallet', url: '/wallet', session: true });
    const pending = await screen.findByRole('listitem', {}, { timeout: 30_000 });
    expect(pending).toHaveTextContent('En attente');
    expect(pending).toHaveTextContent('Pas encore crédité');
    confirmed = true;

    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Solde de jeu' })).getByText(/^5\s000 CFA$/)).toBeInTheDocument(), { timeout: 30_000 });
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Solde : 5 000 CFA'));
    expect(screen.getByRole('listitem')).not.toHaveTextContent('En attente');
  });

  it('says what each line is: payments with their operator, masked number, reference and status, tickets and draws', async () => {
    openHistoryAt('/wallet', everyKindOfLine(EKUE));
    const lines = await screen.findAllByRole('listitem', {}, { timeout: 30_000 });
    const says = (index: number, ...texts: string[]) => {
      for (const text of texts) expect(lines[index]).toHaveTextContent(text);
    };
    expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Recharge',
      'Recharge',
      'Retrait échoué, remboursé',
      'Retrait',
      'Retrait',
      'Conversion de gains',
      'Gain',
      'Remboursement de mise',
      'Achat de ticket',
      'Recharge',
      'Recharge',
    ]);

    // a recharge waiting for the phone: nothing credited yet
    says(0, 'En attente', 'T-Money · +228 •• •• 34 56', '+2 000 CFA', 'Pas encore crédité');
    // refused on the phone: said so, and nothing moved
    says(1, 'Refusé', 'Flooz · +228 •• •• 00 00', 'Référence : sbx-col-r-refused', 'Refusé sur le téléphone', '5 000 CFA', 'Non crédité');
    expect(lines[1]).not.toHaveTextContent('Solde :');
    expect(lines[1]).not.toHaveTextContent('+5 000 CFA');
    // a withdrawal the operator refused, and the winnings given back (the reversal's label says it: no badge)
    says(2, 'T-Money · +228 •• •• 34 56', 'Référence : sbx-pay-w-refused', "Retrait refusé par l'opérateur", '+2 000 CFA de gains', 'Gains : 4 000 CFA');
    expect(within(lines[2]!).queryByText('Refusé')).toBeNull();
    says(3, 'Refusé', "Retrait refusé par l'opérateur", '\u22122 000 CFA de gains', 'Gains : 2 000 CFA');
    says(4, 'Réussi', 'T-Money · +228 •• •• 34 56', 'Référence : sbx-pay-w-paid', '\u22121 000 CFA de gains', 'Gains : 4 000 CFA');
    says(5, '+3 000 CFA', 'Solde : 13 000 CFA', '\u22123 000 CFA de gains', 'Gains : 5 000 CFA');
    says(6, 'Tirage Bénin · Dimanche 22 nov. 2026 à 21h', '+8 000 CFA de gains', 'Gains : 8 000 CFA');
    says(7, 'Tirage Togo · Samedi 21 nov. 2026 à 18h', '+500 CFA', 'Solde : 10 000 CFA');
    says(8, `Ticket ${HISTORY_TICKET_CODE}`, '\u2212500 CFA', 'Solde : 9 500 CFA');
    expect(within(lines[8]!).getByRole('link', { name: HISTORY_TICKET_CODE })).toHaveAttribute('href', `/ticket/${HISTORY_TICKET_CODE}`);
    says(9, 'Expiré', 'Wave · +225 •• •• •• 56 78', 'Non confirmé à temps', '3 000 CFA', 'Non crédité');
    says(10, 'Réussi', 'T-Money · +228 •• •• 34 56', 'Référence : sbx-col-r-credited', '+10 000 CFA', 'Solde : 10 000 CFA');
    for (const index of [5, 6, 7, 8]) expect(lines[index]).not.toHaveTextContent(/Réussi|Refusé|En attente|Expiré|Référence/);
    // only the waiting recharge is marked pending
    expect(lines.map((line) => line.hasAttribute('data-pending'))).toEqual([true, false, false, false, false, false, false, false, false, false, false]);
  });
});
