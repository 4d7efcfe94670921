import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as BettingPage } from '../../src/features/betting/betting-page';
import { drawStatuses } from '../../tests/msw/draw-status-handlers';

/** Issue 38: the builder of a draw no longer sold says so at once, and offers another draw. Monday 10:48 UTC. */
const meta = {
  title: 'Pages/Betting/Closed draw',
  component: BettingPage,
  parameters: { now: '2026-11-23T10:48:00Z', drawSales: true, route: { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/13h' } },
} satisfies Meta<typeof BettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedByOperators: Story = {
  parameters: { msw: [drawStatuses.serve({ country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'closed' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ce tirage est clos.');
    await expect(alert).toHaveTextContent("Les ventes de ce tirage ont été closes par l'opérateur.");
    await expect(canvas.getByRole('link', { name: 'Choisir un autre tirage' })).toHaveAttribute('href', '/games/TG/lundi');
  },
};

export const Cancelled: Story = {
  parameters: { msw: [drawStatuses.serve({ country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'cancelled' })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ce tirage a été annulé.')).toBeVisible();
  },
};
