import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatisticsPage } from '../src/features/statistics/statistics-page';
import { BENIN_LAST_300, GHANA_EMPTY, TOGO_LAST_10, drawStatistics } from '../tests/msw/statistics-handlers';

const INDEPENDENCE = 'Chaque tirage est indépendant : les résultats passés ne prédisent pas le prochain. Jouez avec modération.';

const meta = {
  title: 'Pages/Statistics',
  component: StatisticsPage,
  parameters: { layout: 'fullscreen', route: { path: '/statistiques', url: '/statistiques?pays=TG&tirages=10' } },
} satisfies Meta<typeof StatisticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The statistics are on their way; the independence notice is there from the start. */
export const Loading: Story = {
  parameters: { msw: [drawStatistics.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chargement des statistiques…')).toBeVisible();
    await expect(canvas.getByText(INDEPENDENCE)).toBeVisible();
  },
};

/** Togo's last 10 draws (3 have a result): 27 out 3 times, in the newest draw; the pairs 12–27 and 27–45 twice. */
export const LastTenDraws: Story = {
  parameters: { msw: [drawStatistics.serve({ 'TG 10': TOGO_LAST_10 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Togo : les 3 derniers tirages du 26 nov. 2026 au 26 nov. 2026.')).toBeVisible();
    const numbers = within(canvas.getByRole('table', { name: 'Sorties de chaque numéro' }));
    await expect(numbers.getByRole('rowheader', { name: '27' }).closest('tr')).toHaveTextContent('3 fois');
    const pairs = within(canvas.getByRole('table', { name: 'Les 10 paires les plus sorties' }));
    await expect(pairs.getAllByRole('rowheader')[0]).toHaveTextContent('12 – 27');
  },
};

/** Bénin over its last 300 draws. */
export const LastThreeHundredDraws: Story = {
  parameters: {
    route: { path: '/statistiques', url: '/statistiques?pays=BJ&tirages=300' },
    msw: [drawStatistics.serve({ 'BJ 300': BENIN_LAST_300 })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bénin : les 300 derniers tirages du 2 août 2026 au 26 nov. 2026.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '300' })).toBeChecked();
    await expect(within(canvas.getByRole('region', { name: 'Les plus sortis' })).getByText('7 · 31 fois')).toBeVisible();
  },
};

/** Ghana has no draw with a result yet. */
export const Empty: Story = {
  parameters: {
    route: { path: '/statistiques', url: '/statistiques?pays=GH&tirages=30' },
    msw: [drawStatistics.serve({ 'GH 30': GHANA_EMPTY })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun tirage de Ghana n’a encore de résultat.')).toBeVisible();
  },
};

/** The server failed: a French message and 'Réessayer'. */
export const Failed: Story = {
  parameters: { msw: [drawStatistics.failing()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Impossible de charger les statistiques. Veuillez réessayer.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Togo's last 10 draws on a 360 px phone, as the /analytics frame shows them there. */
export const OnPhone: Story = {
  ...LastTenDraws,
  globals: { viewport: { value: 'mobile1' } },
};
