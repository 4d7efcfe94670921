import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as HourPickerPage } from '../../src/features/games/hour-picker-page';

const PATH = '/games/:countryCode/:day';

const meta = {
  title: 'Pages/Games/Hour picker',
  component: HourPickerPage,
  parameters: { now: '2026-11-23T08:00:00Z', route: { path: PATH, url: '/games/TG/lundi' } },
} satisfies Meta<typeof HourPickerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monday 13:30 in Lomé: 9h and 13h are past, greyed and listed after 18h. */
export const WithPastHours: Story = {
  parameters: { now: '2026-11-23T13:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['18h', '9h', '13h']);
    await expect(canvas.getByRole('radio', { name: '9h (passé)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '13h (passé)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '18h' })).toBeEnabled();
  },
};

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: "Choisissez l'heure du tirage" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/games/TG');
  },
};

export const OneHourSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '13h' }));
    await expect(canvas.getByRole('radio', { name: '13h' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  },
};

export const ContinueToBetting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '9h' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByText('Redirigé vers /betting/TG/lundi/9h')).toBeVisible();
  },
};

/** Monday 23:59 UTC: midnight is past in Porto-Novo, where Monday now means next week. */
export const BeninAfterMidnight: Story = {
  parameters: { now: '2026-11-23T23:59:00Z', route: { path: PATH, url: '/games/BJ/lundi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Bénin · Lundi 30 nov. 2026');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeEnabled();
  },
};

export const UnknownCountry: Story = {
  parameters: { route: { path: PATH, url: '/games/XX/lundi' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirigé vers /games')).toBeVisible();
  },
};

export const InactiveDay: Story = {
  parameters: { route: { path: PATH, url: '/games/TG/dimanche' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirigé vers /games/TG')).toBeVisible();
  },
};
