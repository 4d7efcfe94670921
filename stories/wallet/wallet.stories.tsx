import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletPage } from '../../src/features/wallet/wallet-page';
import { AWA, profileRow } from '../../tests/msw/fixtures';
import { realtime } from '../../tests/msw/realtime-handlers';
import { rechargeHistoryRow, rechargeRows, walletHistory } from '../../tests/msw/wallet-handlers';
import { HISTORY_TICKET_CODE, everyKindOfLine } from '../../tests/msw/wallet-history-fixtures';
import { signedInAs } from '../session/signed-in';

/** Awa's money, newest first: every kind of line (tests/msw/wallet-history-fixtures.ts); 13 000 CFA of play balance, 4 000 CFA of winnings. */
const AWA_NOW = { ...AWA, balance: 13_000, winnings: 4_000 };
const HISTORY = everyKindOfLine(AWA);
/** 45 movements: three pages of 20 */
const LONG_HISTORY = rechargeRows(AWA, 45);

const meta = {
  title: 'Pages/Wallet/Wallet',
  component: WalletPage,
  parameters: {
    layout: 'padded',
    route: { path: '/wallet', url: '/wallet' },
    ...signedInAs(AWA_NOW, walletHistory.of(HISTORY)),
  },
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of line: recharges waiting, refused on the phone, expired and credited; withdrawals paid, and refused then given back; a conversion, a payout, a refund and a ticket. */
export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mon portefeuille' })).toBeVisible();
    const lines = await canvas.findAllByRole('listitem', {}, { timeout: 30_000 });
    await expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
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
    await expect(lines[0]).toHaveTextContent('En attente');
    await expect(lines[0]).toHaveTextContent('+2 000 CFA');
    await expect(lines[0]).toHaveTextContent('Pas encore crédité');
    await expect(lines[1]).toHaveTextContent('Refusé');
    await expect(lines[1]).toHaveTextContent('Flooz · +228 •• •• 00 00');
    await expect(lines[1]).toHaveTextContent('Refusé sur le téléphone');
    await expect(lines[1]).toHaveTextContent('Non crédité');
    await expect(lines[2]).toHaveTextContent("Retrait refusé par l'opérateur");
    await expect(lines[2]).toHaveTextContent('+2 000 CFA de gains');
    await expect(lines[3]).toHaveTextContent('Refusé');
    await expect(lines[4]).toHaveTextContent('Réussi');
    await expect(lines[4]).toHaveTextContent('Référence : sbx-pay-w-paid');
    await expect(lines[5]).toHaveTextContent('Solde : 13 000 CFA');
    await expect(lines[5]).toHaveTextContent('\u22123 000 CFA de gains');
    await expect(lines[6]).toHaveTextContent('Tirage Bénin · Dimanche 22 nov. 2026 à 21h');
    await expect(lines[7]).toHaveTextContent('Tirage Togo · Samedi 21 nov. 2026 à 18h');
    await expect(within(lines[8]!).getByRole('link', { name: HISTORY_TICKET_CODE })).toHaveAttribute('href', `/ticket/${HISTORY_TICKET_CODE}`);
    await expect(lines[9]).toHaveTextContent('Expiré');
    await expect(lines[9]).toHaveTextContent('Non confirmé à temps');
    await expect(lines[10]).toHaveTextContent('Réussi');
    await expect(lines[10]).toHaveTextContent('Solde : 10 000 CFA');
    await expect(within(canvas.getByRole('region', { name: 'Solde de jeu' })).getByText(/^13\s000 CFA$/)).toBeVisible();
  },
};

/** The same lines on a 320 px phone: the reference wraps, nothing overflows. */
export const WithHistoryOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findAllByRole('listitem', {}, { timeout: 30_000 });
    await expect(lines).toHaveLength(11);
    await expect(lines[1]).toHaveTextContent('Référence : sbx-col-r-refused');
  },
};

/** A recharge the phone refused, the only line: 'Refusé', why, and nothing credited. */
export const RefusedRecharge: Story = {
  parameters: signedInAs(
    { ...AWA, balance: 0, winnings: 0 },
    walletHistory.of([
      rechargeHistoryRow(AWA, {
        id: 'r-refused',
        amount: 5_000,
        status: 'failed',
        failure_reason: 'payer_insufficient_funds',
        provider: 'mtn_momo',
        phone: '+2290197123456',
        provider_reference: 'sbx-col-r-refused',
      }),
    ]),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('listitem', {}, { timeout: 30_000 });
    await expect(line).toHaveTextContent('Refusé');
    await expect(line).toHaveTextContent('MTN Mobile Money · +229 •• •• •• 34 56');
    await expect(line).toHaveTextContent('Solde mobile money insuffisant');
    await expect(line).toHaveTextContent('Non crédité');
    await expect(line).not.toHaveTextContent('Solde :');
    await expect(within(canvas.getByRole('region', { name: 'Solde de jeu' })).getByText(/^0 CFA$/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: signedInAs(AWA, walletHistory.of([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune transaction pour le moment.', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: "Pages de l'historique" })).toBeNull();
  },
};

export const Paged: Story = {
  parameters: signedInAs({ ...AWA, balance: 45_000 }, walletHistory.of(LONG_HISTORY)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(await canvas.findByText('Page 2 sur 3')).toBeVisible();
    // disabled while page 2 loads
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(await canvas.findByText('Page 3 sur 3')).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem')[4]).toHaveTextContent('Solde : 1 000 CFA');
  },
};

/** The history opened on its last page from the address (a reload, or Back from elsewhere). */
export const PagedThirdPage: Story = {
  parameters: { route: { path: '/wallet', url: '/wallet?page=3' }, ...signedInAs({ ...AWA, balance: 45_000 }, walletHistory.of(LONG_HISTORY)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 3 sur 3', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('listitem')[4]).toHaveTextContent('Solde : 1 000 CFA');
  },
};

export const Loading: Story = {
  parameters: signedInAs(AWA, walletHistory.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement des transactions…' }, { timeout: 30_000 })).toBeVisible();
  },
};

export const HistoryUnavailable: Story = {
  parameters: signedInAs(AWA, walletHistory.failing()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('Impossible de charger vos transactions.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Reads of the history in the HeardLive story: the first is the page's load, any later one the re-read after the live change. */
let heardLiveReads = 0;
const CONFIRMED = rechargeHistoryRow(AWA, { id: 'r-pending', amount: 2_000, status: 'succeeded', created_at: '2026-11-23T07:59:00+00:00' }, { balance_after: 15_000, winnings_after: 4_000 });

/** The recharge waiting at the top is confirmed on the phone while the page is open: heard live, the history is re-read (wallet-history's refreshing) and the line is credited. */
export const HeardLive: Story = {
  beforeEach: () => {
    heardLiveReads = 0;
  },
  parameters: signedInAs(
    AWA_NOW,
    walletHistory.of(() => (heardLiveReads++ === 0 ? HISTORY : [CONFIRMED, ...HISTORY.slice(1)])),
    realtime.changes({ table: 'profiles', record: { ...profileRow(AWA_NOW), balance: 15_000 }, afterMs: 800 }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findAllByRole('listitem', {}, { timeout: 30_000 });
    await expect(first).toHaveLength(11);
    await expect(first[0]).toHaveTextContent('Pas encore crédité');
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Solde de jeu' })).getByText(/^15\s000 CFA$/)).toBeVisible(), { timeout: 30_000 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Solde : 15 000 CFA'));
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(11);
    await expect(lines[0]).toHaveTextContent('Réussi');
    await expect(lines[0]).not.toHaveTextContent('En attente');
  },
};
