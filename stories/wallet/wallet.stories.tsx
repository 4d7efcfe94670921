import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletPage } from '../../src/features/wallet/wallet-page';
import { AWA, profileRow } from '../../tests/msw/fixtures';
import { realtime } from '../../tests/msw/realtime-handlers';
import { type LedgerRowJson, ledgerHistory, paymentRow, payments, rechargeRows } from '../../tests/msw/wallet-handlers';
import { signedInAs } from '../session/signed-in';

/** Awa's money, newest first: a withdrawal still pending, a conversion, a payout, a ticket, a recharge. */
const HISTORY: LedgerRowJson[] = [
  { id: 't5', kind: 'withdrawal', reference: 'payment:w-1', created_at: '2026-11-23T07:50:00Z', play_amount: 0, winnings_amount: -2_000, balance_after: 12_500, winnings_after: 0 },
  { id: 't4', kind: 'conversion', reference: null, created_at: '2026-11-22T18:30:00Z', play_amount: 3_000, winnings_amount: -3_000, balance_after: 12_500, winnings_after: 2_000 },
  { id: 't3', kind: 'payout', reference: null, created_at: '2026-11-22T18:05:00Z', play_amount: 0, winnings_amount: 5_000, balance_after: 9_500, winnings_after: 5_000 },
  { id: 't2', kind: 'stake', reference: 'ticket:k-1', created_at: '2026-11-22T09:10:00Z', play_amount: -500, winnings_amount: 0, balance_after: 9_500, winnings_after: 0 },
  { id: 't1', kind: 'recharge', reference: 'payment:r-0', created_at: '2026-11-21T08:00:00Z', play_amount: 10_000, winnings_amount: 0, balance_after: 10_000, winnings_after: 0 },
];
const PENDING = [
  paymentRow(AWA, { id: 'r-1', amount: 1_000, created_at: '2026-11-23T07:59:00+00:00' }),
  paymentRow(AWA, { id: 'w-1', direction: 'out', amount: 2_000, created_at: '2026-11-23T07:50:00+00:00' }),
];
/** 45 movements: three pages of 20 */
const LONG_HISTORY = rechargeRows(45);

const meta = {
  title: 'Pages/Wallet/Wallet',
  component: WalletPage,
  parameters: {
    layout: 'padded',
    route: { path: '/wallet', url: '/wallet' },
    ...signedInAs({ ...AWA, winnings: 0 }, ledgerHistory.of(HISTORY), payments.list(PENDING)),
  },
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mon portefeuille' })).toBeVisible();
    const lines = await canvas.findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Recharge',
      'Retrait',
      'Conversion de gains',
      'Gain',
      'Achat de ticket',
      'Recharge',
    ]);
    await expect(lines[0]).toHaveTextContent('En attente');
    await expect(lines[0]).toHaveTextContent('+1 000 CFA');
    await expect(lines[0]).toHaveTextContent('Pas encore crédité');
    await expect(lines[1]).toHaveTextContent('En attente');
    await expect(lines[1]).toHaveTextContent('\u22122 000 CFA de gains');
    await expect(lines[2]).toHaveTextContent('+3 000 CFA');
    await expect(lines[2]).toHaveTextContent('Solde : 12 500 CFA');
    await expect(lines[2]).toHaveTextContent('\u22123 000 CFA de gains');
    await expect(lines[4]).toHaveTextContent('\u2212500 CFA');
    await expect(lines[5]).not.toHaveTextContent('En attente');
    await expect(within(canvas.getByRole('region', { name: 'Solde de jeu' })).getByText(/^12\s500 CFA$/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: signedInAs(AWA, ledgerHistory.of([]), payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune transaction pour le moment.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: "Pages de l'historique" })).toBeNull();
  },
};

export const Paged: Story = {
  parameters: signedInAs({ ...AWA, balance: 45_000 }, ledgerHistory.of(LONG_HISTORY), payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 sur 3', {}, { timeout: 5000 })).toBeVisible();
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
  parameters: { route: { path: '/wallet', url: '/wallet?page=3' }, ...signedInAs({ ...AWA, balance: 45_000 }, ledgerHistory.of(LONG_HISTORY), payments.list([])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 3 sur 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('listitem')[4]).toHaveTextContent('Solde : 1 000 CFA');
  },
};

export const Loading: Story = {
  parameters: signedInAs(AWA, ledgerHistory.pending(), payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement des transactions…' }, { timeout: 5000 })).toBeVisible();
  },
};

export const HistoryUnavailable: Story = {
  parameters: signedInAs(AWA, ledgerHistory.failing(), payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Impossible de charger vos transactions.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Reads of the history in the HeardLive story: the first is the page's load, any later one the re-read after the live change. */
let heardLiveReads = 0;
const CONFIRMED: LedgerRowJson = { id: 't6', kind: 'recharge', reference: 'payment:r-9', created_at: '2026-11-23T07:59:30Z', play_amount: 1_000, winnings_amount: 0, balance_after: 13_500, winnings_after: 0 };

/** A recharge made and confirmed on another device while the page is open: heard live, the history is re-read (wallet-history's refreshing) and gains the credited line. */
export const HeardLive: Story = {
  beforeEach: () => {
    heardLiveReads = 0;
  },
  parameters: signedInAs(
    { ...AWA, winnings: 0 },
    ledgerHistory.of(() => (heardLiveReads++ === 0 ? HISTORY : [CONFIRMED, ...HISTORY])),
    payments.list(PENDING),
    realtime.changes({ table: 'profiles', record: { ...profileRow({ ...AWA, winnings: 0 }), balance: 13_500 }, afterMs: 800 }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findAllByRole('listitem', {}, { timeout: 5000 });
    await expect(first).toHaveLength(6);
    await expect(first[0]).toHaveTextContent('Pas encore crédité');
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Solde de jeu' })).getByText(/^13\s500 CFA$/)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(7));
    const lines = canvas.getAllByRole('listitem');
    await expect(lines[1]).toHaveTextContent('Solde : 13 500 CFA');
    await expect(lines[1]).not.toHaveTextContent('En attente');
  },
};
