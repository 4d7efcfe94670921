import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MY_RESULT_TICKETS, RESULTS_NOW, olderWonTickets } from '../../tests/fixtures/results';
import { AWA } from '../../tests/msw/fixtures';
import { wonBets } from '../../tests/msw/results-handlers';
import { GainsPage } from '../../src/features/wallet/gains-page';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Wallet/Gains',
  component: GainsPage,
  parameters: { layout: 'padded', now: RESULTS_NOW, route: { path: '/gains', url: '/gains' }, ...signedInAs({ ...AWA, winnings: 45_000 }, ...wonBets.list([])) },
} satisfies Meta<typeof GainsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithWinnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes gains' })).toBeVisible();
    await expect(await canvas.findByText(/^45\s000 CFA$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retirer' })).toHaveAttribute('href', '/withdraw');
    await expect(canvas.getByRole('link', { name: 'Convertir' })).toHaveAttribute('href', '/convert');
    await expect(canvas.getByRole('heading', { name: 'Paris gagnants' })).toBeVisible();
  },
};

export const NoWinnings: Story = {
  parameters: signedInAs(AWA, ...wonBets.list([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^0 CFA$/)).toBeVisible();
    await expect(await canvas.findByText('Vos paris gagnants apparaîtront ici après leur tirage.')).toBeVisible();
  },
};

/** Won bets, the latest draw first: each with what it paid, its numbers (those that came out filled) and the draw's. */
export const WonBets: Story = {
  parameters: signedInAs({ ...AWA, winnings: 65_200 }, ...wonBets.list(MY_RESULT_TICKETS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvas.getAllByText(/^Gagné/)).toHaveLength(2);
  },
};

const OLDER_WON = olderWonTickets(10);

/** Twelve won bets, opened at /gains?page=2: the last two, the second page current. */
export const WonBetsSecondPage: Story = {
  parameters: { route: { path: '/gains', url: '/gains?page=2' }, ...signedInAs({ ...AWA, winnings: 117_200 }, ...wonBets.list([...MY_RESULT_TICKETS, ...OLDER_WON])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: OLDER_WON[9]!.code })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WonBetsError: Story = {
  parameters: signedInAs({ ...AWA, winnings: 65_200 }, ...wonBets.failing()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Vos paris gagnants n'ont pas pu être chargés");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
