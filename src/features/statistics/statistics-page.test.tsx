import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/kit/render';
import { server } from '../../../tests/msw/server';
import { BENIN_LAST_300, GHANA_EMPTY, type StatisticsLog, TOGO_LAST_10, drawStatistics } from '../../../tests/msw/statistics-handlers';
import { StatisticsPage } from './statistics-page';

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const rowOf = (table: HTMLElement, header: string) => normalize(within(table).getByRole('rowheader', { name: header }).closest('tr')!.textContent);

function open(url: string, ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(StatisticsPage, { path: '/statistiques', url });
}

describe('/statistiques (issue 41)', () => {
  it("reads the address's country and window, and shows frequencies, last appearances and pairs", async () => {
    const log: StatisticsLog = [];
    open('/statistiques?pays=TG&tirages=10', drawStatistics.serve({ 'TG 10': TOGO_LAST_10 }, log));
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques des tirages' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des statistiques…');
    expect(await screen.findByText('Togo : les 3 derniers tirages du 26 nov. 2026 au 26 nov. 2026.')).toBeVisible();
    expect(log).toEqual([{ p_country: 'TG', p_draws: 10 }]);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('TG');
    expect(screen.getByRole('radio', { name: '10' })).toBeChecked();

    const numbers = screen.getByRole('table', { name: 'Sorties de chaque numéro' });
    expect(within(numbers).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Numéro', 'Sorties', 'Dernière sortie']);
    expect(within(numbers).getAllByRole('row')).toHaveLength(91);
    expect(rowOf(numbers, '27')).toBe('273 fois26 nov. 2026 à 18:00, au dernier tirage');
    expect(rowOf(numbers, '5')).toBe('51 fois26 nov. 2026 à 13:00, il y a 1 tirage');
    expect(rowOf(numbers, '50')).toBe('501 fois26 nov. 2026 à 09:00, il y a 2 tirages');
    expect(rowOf(numbers, '1')).toBe('10 foispas sur la période');

    const pairs = screen.getByRole('table', { name: 'Les 10 paires les plus sorties' });
    expect(rowOf(pairs, '12 – 27')).toBe('12 – 272 fois');
    expect(within(pairs).getAllByRole('rowheader').map((th) => normalize(th.textContent)).slice(0, 3)).toEqual(['12 – 27', '27 – 45', '3 – 12']);

    expect(within(screen.getByRole('region', { name: 'Les plus sortis' })).getAllByText(/fois$/).map((b) => normalize(b.textContent))).toEqual([
      '27 · 3 fois',
      '12 · 2 fois',
      '45 · 2 fois',
      '3 · 1 fois',
      '5 · 1 fois',
    ]);
    expect(screen.getByText('Chaque tirage est indépendant : les résultats passés ne prédisent pas le prochain. Jouez avec modération.')).toBeVisible();
  });

  it('another country or window is kept in the address and read', async () => {
    const log: StatisticsLog = [];
    const { router, user } = open('/statistiques?pays=TG&tirages=10', drawStatistics.serve({ 'TG 10': TOGO_LAST_10, 'BJ 300': BENIN_LAST_300 }, log));
    await screen.findByText(/^Togo : les 3 derniers tirages/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'BJ');
    await waitFor(() => expect(router.state.location.search).toBe('?pays=BJ&tirages=10'));
    await user.click(screen.getByRole('radio', { name: '300' }));
    expect(await screen.findByText('Bénin : les 300 derniers tirages du 2 août 2026 au 26 nov. 2026.')).toBeVisible();
    expect(router.state.location.search).toBe('?pays=BJ&tirages=300');
    expect(log).toEqual([
      { p_country: 'TG', p_draws: 10 },
      { p_country: 'BJ', p_draws: 10 },
      { p_country: 'BJ', p_draws: 300 },
    ]);
    expect(rowOf(screen.getByRole('table', { name: 'Sorties de chaque numéro' }), '90')).toBe('909 fois26 nov. 2026 à 21:00, il y a 58 tirages');
  });

  it('forged values fall back to Togo and 30 draws', async () => {
    const log: StatisticsLog = [];
    open('/statistiques?pays=XX&tirages=5000', drawStatistics.serve({}, log));
    expect(await screen.findByText('Aucun tirage de Togo n’a encore de résultat.')).toBeVisible();
    expect(log).toEqual([{ p_country: 'TG', p_draws: 30 }]);
    expect(screen.getByRole('radio', { name: '30' })).toBeChecked();
  });

  it('a country without any result says so, without tables', async () => {
    open('/statistiques?pays=GH&tirages=30', drawStatistics.serve({ 'GH 30': GHANA_EMPTY }));
    expect(await screen.findByText('Aucun tirage de Ghana n’a encore de résultat.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failure says so in French and retries', async () => {
    const { user } = open('/statistiques', drawStatistics.failing());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les statistiques n'ont pas pu être chargées");
    expect(alert).toHaveTextContent('Impossible de charger les statistiques. Veuillez réessayer.');
    server.use(drawStatistics.serve({ 'TG 30': { ...TOGO_LAST_10, window: 30 } }));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/^Togo : les 3 derniers tirages/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
