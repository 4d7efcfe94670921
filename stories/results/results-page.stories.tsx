import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GHANA_TUESDAY_19H, MAC_TICKET, MY_RESULT_TICKETS, RESULT_DRAWS, RESULTS_NOW } from '../../tests/fixtures/results';
import { WON_TICKET } from '../../tests/fixtures/tickets';
import { AWA } from '../../tests/msw/fixtures';
import { drawResults } from '../../tests/msw/results-handlers';
import { ResultsRoute } from '../../tests/utils/results-routes';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Results',
  component: ResultsRoute,
  parameters: { layout: 'padded', now: RESULTS_NOW, route: { path: '/results', url: '/results' } },
} satisfies Meta<typeof ResultsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The results are on their way. */
export const Loading: Story = {
  parameters: signedInAs(AWA, ...drawResults.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chargement des résultats…')).toBeVisible();
  },
};

/** The latest results of each country; the player's tickets under the draws they played (a win, a MAC win, a loss). */
export const Latest: Story = {
  parameters: signedInAs(AWA, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    const togo = within(canvas.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' }));
    await expect(togo.getByRole('link', { name: WON_TICKET.code })).toHaveAttribute('href', `/ticket/${WON_TICKET.code}`);
    await expect(togo.getByText(/^Gagné/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: `Ticket ${MAC_TICKET.code}` })).toHaveTextContent('sorti en machine');
  },
};

/** The same on a phone. */
export const LatestOnPhone: Story = {
  ...Latest,
  globals: { viewport: { value: 'mobile1' } },
};

/** One country and one day, as the address says (?pays=GH&date=2026-11-24). */
export const Filtered: Story = {
  parameters: {
    route: { path: '/results', url: `/results?pays=GH&date=${GHANA_TUESDAY_19H.date}` },
    ...signedInAs(AWA, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('GH');
    await expect(canvas.getByRole('button', { name: 'Derniers résultats' })).toBeVisible();
  },
};

/** No draw of that country has a result that day; 'Derniers résultats' goes back to the latest of each country. */
export const NoResult: Story = {
  parameters: {
    route: { path: '/results', url: '/results?pays=TG&date=2026-11-24' },
    ...signedInAs(AWA, ...drawResults.list(RESULT_DRAWS)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun résultat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Derniers résultats' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
  },
};

export const LoadError: Story = {
  parameters: signedInAs(AWA, ...drawResults.failing()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Les résultats n'ont pas pu être chargés");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
