import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as CataloguePage } from '../../src/features/games/catalogue-page';
import { drawStatuses } from '../../tests/msw/draw-status-handlers';

/** Issue 38: each country's next draw today still on sale, with the time left; Monday 12:48 UTC. */
const meta = {
  title: 'Pages/Games/Catalogue/Countdown',
  component: CataloguePage,
  parameters: { now: '2026-11-23T12:48:00Z', drawSales: true, route: { path: '/games', url: '/games' } },
} satisfies Meta<typeof CataloguePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {
  parameters: { msw: [drawStatuses.serve()] },
  play: async ({ canvasElement }) => {
    const togo = within(await within(canvasElement).findByRole('article', { name: 'Togo' }));
    await expect(togo.getByText("Prochain tirage aujourd'hui : 13h")).toBeVisible();
    await expect(togo.getByText('Clôture dans 12 min')).toBeVisible();
  },
};

/** Togo's 13h closed early by the operators: the next one on sale is 18h. */
export const NextClosedEarly: Story = {
  parameters: { msw: [drawStatuses.serve({ country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'closed' })] },
  play: async ({ canvasElement }) => {
    const togo = within(await within(canvasElement).findByRole('article', { name: 'Togo' }));
    await expect(await togo.findByText("Prochain tirage aujourd'hui : 18h")).toBeVisible();
    await expect(togo.getByText('Clôture dans 5 h 12')).toBeVisible();
  },
};
