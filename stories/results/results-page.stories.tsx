import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BENIN_MONDAY_14H, GHANA_TUESDAY_19H, IVORY_COAST_MONDAY_16H, MAC_TICKET, MY_RESULT_TICKETS, RESULT_DRAWS, RESULTS_NOW, TOGO_MONDAY_9H } from '../../tests/fixtures/results';
import { WON_TICKET } from '../../tests/fixtures/tickets';
import { AWA } from '../../tests/msw/fixtures';
import { drawResults } from '../../tests/msw/results-handlers';
import { CALCULATING_TICKET, GHANA_BEING_SETTLED } from '../../tests/msw/settlement-fixtures';
import { ResultsPage } from '../../src/features/results/results-page';
import { signedInAs } from '../session/signed-in';
import type { Effects } from '../../src/components/effects';

const meta = {
  title: 'Pages/Results',
  component: ResultsPage,
  parameters: { layout: 'padded', now: RESULTS_NOW, route: { path: '/results', url: '/results' } },
} satisfies Meta<typeof ResultsPage>;
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

/** Ghana's draw has its numbers but its bets are still being settled (issue 36): its balls, and 'Résultats en cours de calcul' instead of the player's outcome. */
export const BeingSettled: Story = {
  parameters: signedInAs(AWA, ...drawResults.list([TOGO_MONDAY_9H, BENIN_MONDAY_14H, IVORY_COAST_MONDAY_16H, GHANA_BEING_SETTLED], [WON_TICKET, MAC_TICKET, CALCULATING_TICKET])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ghana = within(await canvas.findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' }));
    await expect(ghana.getByRole('list', { name: 'Numéros gagnants' })).toHaveTextContent('12345');
    const ticket = within(ghana.getByRole('region', { name: `Ticket ${CALCULATING_TICKET.code}` }));
    await expect(ticket.getByText('Résultats en cours de calcul')).toBeVisible();
    await expect(ticket.queryByText(/^(Perdu|Gagné)/)).toBeNull();
    // a settled draw shows its outcomes
    await expect(within(canvas.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' })).getByText(/^Gagné/)).toBeVisible();
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
    await expect(canvas.getByRole('textbox', { name: 'Date' })).toHaveValue('24/11/2026');
    await expect(canvas.getByRole('button', { name: 'Effacer la date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Derniers résultats' })).toBeVisible();
  },
};

/** The date's calendar open, in French: weeks start on Monday, and no day after the latest with results can be chosen. */
export const DateCalendar: Story = {
  parameters: signedInAs(AWA, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Date' }));
    // happy-dom has no layout, so the dropdown counts as detached from its field and stays hidden there (not in Chromium)
    const evenHidden = { hidden: true };
    await expect(await canvas.findByRole('button', { name: 'novembre 2026', ...evenHidden })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader', evenHidden).map((day) => day.textContent)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
    await expect(canvas.getByRole('button', { name: '24 novembre 2026', ...evenHidden })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '25 novembre 2026', ...evenHidden })).toBeDisabled();
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

/** Offline (issue 41): the results the device last read, and when it read them. */
export const Offline: Story = {
  parameters: {
    ...signedInAs(AWA, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS)),
    effects: (effects: Effects): Effects => ({
      ...effects,
      results: { ...effects.results, results: async (filter) => ({ ...(await effects.results.results(filter)), readAt: '2026-11-24T10:42:00.000Z' }) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText(/^Hors ligne : les résultats tels que lus le 24 nov\. 2026 à \d\d:42\. Ils ne sont peut-être plus à jour\.$/)).toBeVisible();
  },
};
