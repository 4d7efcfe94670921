import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as DayPickerPage } from '../../src/features/games/day-picker-page';
import { drawStatuses } from '../../tests/msw/draw-status-handlers';

/** Issue 38: the day picker reads the draws' statuses; Monday 10:48 in Lomé. */
const meta = {
  title: 'Pages/Games/Day picker/Closed draws',
  component: DayPickerPage,
  parameters: { now: '2026-11-23T10:48:00Z', drawSales: true, route: { path: '/games/:countryCode', url: '/games/TG' } },
} satisfies Meta<typeof DayPickerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's card: the next draw and the time left to play it. */
export const TodayCountdown: Story = {
  parameters: { msw: [drawStatuses.serve()] },
  play: async ({ canvasElement }) => {
    const today = within(await within(canvasElement).findByRole('article', { name: 'Lundi' }));
    await expect(await today.findByText('Prochain tirage : 13h · Clôture dans 2 h 12')).toBeVisible();
  },
};

/** Today's draws still to come are drawn or closed early: the day says nothing is on sale any more. */
export const DrawnDay: Story = {
  parameters: {
    msw: [
      drawStatuses.serve(
        { country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'drawn' },
        { country: 'TG', drawAt: '2026-11-23T18:00:00+00:00', status: 'closed' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const today = within(await within(canvasElement).findByRole('article', { name: 'Lundi' }));
    await expect(await today.findByText('Plus aucun tirage en vente ce jour.')).toBeVisible();
    await expect(today.getByRole('link', { name: 'Afficher' })).toBeVisible();
  },
};
