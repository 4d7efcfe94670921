import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as HourPickerPage } from '../../src/features/games/hour-picker-page';
import { drawStatuses } from '../../tests/msw/draw-status-handlers';

/** Issue 38: the hour picker reads the draws' statuses; Monday 10:48 in Lomé (9h past, 13h and 18h to come). */
const meta = {
  title: 'Pages/Games/Hour picker/Closed draws',
  component: HourPickerPage,
  parameters: { now: '2026-11-23T10:48:00Z', drawSales: true, route: { path: '/games/:countryCode/:day', url: '/games/TG/lundi' } },
} satisfies Meta<typeof HourPickerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's hours still on sale count down to their close, from one ticking source. */
export const Countdown: Story = {
  parameters: { msw: [drawStatuses.serve()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Clôture dans 2 h 12')).toBeVisible();
    await expect(canvas.getByText('Clôture dans 7 h 12')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '13h' })).toBeEnabled();
  },
};

/** The operators closed 13h's sales early: 'Ventes closes', not selectable. */
export const ClosedHourChip: Story = {
  parameters: { msw: [drawStatuses.serve({ country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'closed' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ventes closes')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '13h' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '18h' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: '9h (passé)' })).toBeDisabled();
  },
};

/** 13h already drawn, 18h cancelled: nothing left on sale today. */
export const DrawnAndCancelled: Story = {
  parameters: {
    msw: [
      drawStatuses.serve(
        { country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'drawn' },
        { country: 'TG', drawAt: '2026-11-23T18:00:00+00:00', status: 'cancelled' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tiré')).toBeVisible();
    await expect(canvas.getByText('Annulé')).toBeVisible();
    await expect(canvas.getByText('Plus aucun tirage en vente ce jour. Choisissez un autre jour.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  },
};
