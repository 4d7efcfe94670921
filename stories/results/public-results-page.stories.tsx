import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BENIN_MONDAY_14H, IVORY_COAST_MONDAY_16H, RESULT_DRAWS, RESULTS_NOW, TOGO_MONDAY_9H } from '../../tests/fixtures/results';
import { drawResults } from '../../tests/msw/results-handlers';
import { PublicResultsPage } from '../../src/features/results/public-results-page';

const meta = {
  title: 'Pages/Public results',
  component: PublicResultsPage,
  parameters: { layout: 'fullscreen', now: RESULTS_NOW, session: 'signedOut', route: { path: '/resultats', url: '/resultats' } },
} satisfies Meta<typeof PublicResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** Each country's latest draw, and today's (Tuesday 24 Nov) in the archive, for a visitor without an account. */
export const Latest: Story = {
  parameters: { msw: drawResults.list(RESULT_DRAWS) },
  play: async ({ canvasElement }) => {
    const latest = section(canvasElement, 'Derniers tirages');
    await expect(await latest.findAllByRole('article')).toHaveLength(4);
    await expect(latest.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' })).toBeVisible();
    await expect(await section(canvasElement, 'Archives').findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  },
};

/** Ghana has no draw with a result yet: its place says so. */
export const CountryWithoutResult: Story = {
  parameters: { msw: drawResults.list([TOGO_MONDAY_9H, BENIN_MONDAY_14H, IVORY_COAST_MONDAY_16H]) },
  play: async ({ canvasElement }) => {
    const latest = section(canvasElement, 'Derniers tirages');
    await expect(await latest.findAllByRole('article')).toHaveLength(3);
    await expect(within(latest.getByRole('region', { name: 'Ghana' })).getByText('Aucun tirage de ce pays n’a encore de résultat.')).toBeVisible();
  },
};

/** The archive of a day the address names (?date=2026-11-23): every country that drew that day. */
export const ArchiveOfADate: Story = {
  parameters: { route: { path: '/resultats', url: `/resultats?date=${TOGO_MONDAY_9H.date}` }, msw: drawResults.list(RESULT_DRAWS) },
  play: async ({ canvasElement }) => {
    const archive = section(canvasElement, 'Archives');
    await expect(await archive.findAllByRole('article')).toHaveLength(3);
    await expect(archive.getByRole('textbox', { name: 'Date' })).toHaveValue('23/11/2026');
  },
};

/** A day and a country with no result: 'Aucun résultat'. */
export const EmptyDate: Story = {
  parameters: { route: { path: '/resultats', url: '/resultats?date=2026-11-20&pays=TG' }, msw: drawResults.list(RESULT_DRAWS) },
  play: async ({ canvasElement }) => {
    const archive = section(canvasElement, 'Archives');
    await expect(await archive.findByText('Aucun résultat')).toBeVisible();
    await expect(archive.getByRole('combobox', { name: 'Pays' })).toHaveValue('TG');
  },
};

/** The results on their way: what the prerendered page shows too. */
export const Loading: Story = {
  parameters: { msw: drawResults.pending() },
  play: async ({ canvasElement }) => {
    await expect(await section(canvasElement, 'Derniers tirages').findByText('Chargement des résultats…')).toBeVisible();
    await expect(section(canvasElement, 'Archives').getByText('Chargement des résultats…')).toBeVisible();
  },
};

/** The results could not be read: a French message and 'Réessayer' in each section. */
export const LoadError: Story = {
  parameters: { msw: drawResults.failing() },
  play: async ({ canvasElement }) => {
    const alert = await section(canvasElement, 'Derniers tirages').findByRole('alert');
    await expect(alert).toHaveTextContent("Les résultats n'ont pas pu être chargés");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await expect(await section(canvasElement, 'Archives').findByRole('alert')).toBeVisible();
  },
};

/** The latest draws on a phone. */
export const LatestOnPhone: Story = {
  ...Latest,
  globals: { viewport: { value: 'mobile1' } },
};

/** The results on their way on a phone: the spinner alone beside each title (the words are read out, not shown), so nothing moves when they arrive. */
export const LoadingOnPhone: Story = {
  ...Loading,
  globals: { viewport: { value: 'mobile1' } },
};
