import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as DayPickerPage } from '../../src/features/games/day-picker-page';

const meta = {
  title: 'Pages/Games/Day picker',
  component: DayPickerPage,
  parameters: { now: '2026-11-23T08:00:00Z' },
} satisfies Meta<typeof DayPickerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function dayPicker(code: string, name: string, firstDay: string, cardCount: number): Story {
  return {
    parameters: { route: { path: '/games/:countryCode', url: `/games/${code}` } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
      const cards = canvas.getAllByRole('article');
      await expect(cards).toHaveLength(cardCount);
      await expect(within(cards[0]!).getByRole('heading', { name: firstDay })).toBeVisible();
      await expect(within(cards[0]!).getByText("Aujourd'hui")).toBeVisible();
      await expect(canvas.getAllByRole('link', { name: 'Afficher' })[0]).toHaveAttribute(
        'href',
        `/games/${code}/${firstDay.toLowerCase()}`,
      );
      await expect(canvas.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/games');
    },
  };
}

export const Togo = dayPicker('TG', 'Togo', 'Lundi', 6);
export const Benin = dayPicker('BJ', 'Bénin', 'Lundi', 7);
export const CoteDIvoire = dayPicker('CI', "Côte d'Ivoire", 'Lundi', 7);
export const Ghana = dayPicker('GH', 'Ghana', 'Lundi', 6);

/** On Sunday Togo has no draw: no card carries the 'Aujourd'hui' badge, Monday comes first. */
export const TogoOnSunday: Story = {
  parameters: { now: '2026-11-29T10:00:00Z', route: { path: '/games/:countryCode', url: '/games/TG' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article');
    await expect(within(first!).getByRole('heading', { name: 'Lundi' })).toBeVisible();
    await expect(within(first!).getByText('30 nov. 2026')).toBeVisible();
    await expect(canvas.queryByText("Aujourd'hui")).toBeNull();
  },
};

export const UnknownCountry: Story = {
  parameters: { route: { path: '/games/:countryCode', url: '/games/XX' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirigé vers /games')).toBeVisible();
  },
};
