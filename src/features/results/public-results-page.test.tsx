import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BENIN_MONDAY_14H, GHANA_TUESDAY_19H, IVORY_COAST_MONDAY_16H, MY_RESULT_TICKETS, RESULT_DRAWS, RESULTS_NOW, TOGO_MONDAY_9H } from '../../../tests/fixtures/results';
import { WON_TICKET } from '../../../tests/fixtures/tickets';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { type ResultsLog, drawResults } from '../../../tests/msw/results-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { renderPage } from '../../../tests/kit/render';
import { PublicResultsPage } from './public-results-page';

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const winning = (article: HTMLElement) => within(within(article).getByRole('list', { name: 'Numéros gagnants' })).getAllByRole('listitem').map((li) => normalize(li.textContent));
const latest = () => within(screen.getByRole('region', { name: 'Derniers tirages' }));
const archive = () => within(screen.getByRole('region', { name: 'Archives' }));
/** the countries listed in a section, in order (each its own region, named by its heading) */
const countries = (section: ReturnType<typeof latest>) =>
  section.getAllByRole('region').map((region) => document.getElementById(region.getAttribute('aria-labelledby')!)!.textContent);

/** Every REST path the page asked for, e.g. '/rest/v1/draw_results'. */
function requestedPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

function open(url = '/resultats', ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(PublicResultsPage, { path: '/resultats', url, now: RESULTS_NOW, session: true });
}

beforeEach(() => {
  localStorage.clear();
  server.events.removeAllListeners('request:start');
});

describe("/resultats, the public results (signed out)", () => {
  it("shows each country's latest draw with its numbers, and the archive of today (Tuesday 24 Nov)", async () => {
    const log: ResultsLog = [];
    const paths = requestedPaths();
    open('/resultats', ...drawResults.list(RESULT_DRAWS, [], log));
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats des tirages' })).toBeVisible();
    expect(latest().getByRole('status')).toHaveTextContent('Chargement des résultats…');
    const ghanaLatest = await latest().findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' });
    expect(winning(ghanaLatest)).toEqual(['1', '2', '3', '4', '5']);
    expect(countries(latest())).toEqual(['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']);
    const togo = within(latest().getByRole('region', { name: 'Togo' }));
    expect(winning(togo.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' }))).toEqual(['45', '3', '7', '88', '60']);
    expect(within(latest().getByRole('region', { name: "Côte d'Ivoire" })).getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 16h' })).toBeVisible();

    // Tuesday 21:30 UTC is Tuesday in the four countries: only Ghana drew that day
    expect(await archive().findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
    expect(archive().getAllByRole('article')).toHaveLength(1);
    expect(archive().getByRole('textbox', { name: 'Date' })).toHaveValue('24/11/2026');
    expect(archive().getByRole('combobox', { name: 'Pays' })).toHaveValue('');
    // the latest 3 of each country, then that day's of each country
    expect(log.map((params) => [params.get('country'), params.get('draw_date'), params.get('limit')])).toEqual([
      ['eq.TG', null, '3'],
      ['eq.BJ', null, '3'],
      ['eq.CI', null, '3'],
      ['eq.GH', null, '3'],
      ['eq.TG', 'eq.2026-11-24', '10'],
      ['eq.BJ', 'eq.2026-11-24', '10'],
      ['eq.CI', 'eq.2026-11-24', '10'],
      ['eq.GH', 'eq.2026-11-24', '10'],
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    // a visitor has no tickets: nothing but the results is read
    expect(new Set(paths)).toEqual(new Set(['/rest/v1/draw_results']));
  });

  it('offers to sign in or sign up, and links home through the brand', async () => {
    open('/resultats', ...drawResults.list(RESULT_DRAWS));
    const account = within(screen.getByRole('navigation', { name: 'Compte' }));
    expect(account.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(account.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Loto Afrik' })).toHaveAttribute('href', '/');
    await latest().findAllByRole('article');
  });

  it('a country without any result says so', async () => {
    open('/resultats', ...drawResults.list([TOGO_MONDAY_9H, BENIN_MONDAY_14H, IVORY_COAST_MONDAY_16H]));
    await latest().findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    const ghana = within(latest().getByRole('region', { name: 'Ghana' }));
    expect(ghana.getByText('Aucun tirage de ce pays n’a encore de résultat.')).toBeVisible();
    expect(ghana.queryByRole('article')).toBeNull();
    expect(within(latest().getByRole('region', { name: 'Togo' })).queryByText('Aucun tirage de ce pays n’a encore de résultat.')).toBeNull();
  });

  it('opens the archive the address names: a day and a country', async () => {
    const log: ResultsLog = [];
    open(`/resultats?date=${BENIN_MONDAY_14H.date}&pays=BJ`, ...drawResults.list(RESULT_DRAWS, [], log));
    const benin = await archive().findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 14h' });
    expect(winning(benin)).toEqual(['12', '60', '61', '62', '63']);
    expect(archive().getAllByRole('article')).toHaveLength(1);
    expect(archive().getByRole('combobox', { name: 'Pays' })).toHaveValue('BJ');
    expect(archive().getByRole('textbox', { name: 'Date' })).toHaveValue('23/11/2026');
    expect(log.filter((params) => params.get('draw_date')).map((params) => [params.get('country'), params.get('draw_date')])).toEqual([['eq.BJ', 'eq.2026-11-23']]);
  });

  it('choosing a country or a day keeps them in the address', async () => {
    const { user, router } = open('/resultats', ...drawResults.list(RESULT_DRAWS));
    await archive().findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' });
    await user.type(archive().getByRole('textbox', { name: 'Date' }), '23/11/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(router.state.location.search).toBe('?date=2026-11-23');
    expect(await archive().findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 16h' })).toBeVisible();
    expect(countries(archive())).toEqual(['Togo', 'Bénin', "Côte d'Ivoire"]);
    await user.selectOptions(archive().getByRole('combobox', { name: 'Pays' }), 'TG');
    expect(router.state.location.search).toBe('?pays=TG&date=2026-11-23');
    expect(await archive().findByRole('heading', { level: 3, name: 'Togo' })).toBeVisible();
    await expect.poll(() => countries(archive())).toEqual(['Togo']);
    // the latest draws stay as they were
    expect(latest().getAllByRole('article')).toHaveLength(4);
  });

  it('a forged address falls back to today, every country, without an error', async () => {
    const log: ResultsLog = [];
    open('/resultats?date=2026-02-30&pays=XX', ...drawResults.list(RESULT_DRAWS, [], log));
    expect(await archive().findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
    expect(archive().getByRole('textbox', { name: 'Date' })).toHaveValue('24/11/2026');
    expect(archive().getByRole('combobox', { name: 'Pays' })).toHaveValue('');
    expect(log.filter((params) => params.get('draw_date')).map((params) => params.get('draw_date'))).toEqual(['eq.2026-11-24', 'eq.2026-11-24', 'eq.2026-11-24', 'eq.2026-11-24']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a day without any result says so', async () => {
    open('/resultats?date=2026-11-20', ...drawResults.list(RESULT_DRAWS));
    expect(await archive().findByText('Aucun résultat')).toBeVisible();
    expect(archive().getByText('Aucun tirage de ce jour n’a encore de résultat pour ce choix.')).toBeVisible();
    expect(archive().queryByRole('article')).toBeNull();
    expect(await latest().findAllByRole('article')).toHaveLength(4);
  });

  it('a failure says it in French in each section and offers to try again', async () => {
    const { user } = open('/resultats', ...drawResults.failing());
    const alert = await latest().findByRole('alert');
    expect(alert).toHaveTextContent("Les résultats n'ont pas pu être chargés");
    expect(alert).not.toHaveTextContent('internal error');
    expect(await archive().findByRole('alert')).toHaveTextContent("Les résultats n'ont pas pu être chargés");
    // a failed read is not 'no result'
    expect(screen.queryByText('Aucun tirage de ce pays n’a encore de résultat.')).toBeNull();
    expect(screen.queryByText('Aucun résultat')).toBeNull();
    server.use(...drawResults.list(RESULT_DRAWS));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await latest().findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' })).toBeVisible();
    expect(latest().queryByRole('alert')).toBeNull();
    // the archive is read again by its own button
    await user.click(within(archive().getByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    expect(await archive().findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
  });
});

describe('/resultats for a signed-in player', () => {
  it('shows the same public results, no ticket of theirs, and a link to /results', async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    server.use(...signedInHandlers(AWA));
    open('/resultats', ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS));
    const account = within(await screen.findByRole('navigation', { name: 'Compte' }));
    expect(await account.findByRole('link', { name: 'Mes résultats' })).toHaveAttribute('href', '/results');
    expect(account.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    const togo = await latest().findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    await archive().findByRole('article', { name: `Tirage Mardi 24 nov. 2026 à ${GHANA_TUESDAY_19H.item.time}` });
    expect(within(togo).queryByRole('link', { name: WON_TICKET.code })).toBeNull();
    expect(screen.queryByText(/^Votre ticket|^Vos tickets/)).toBeNull();
  });
});
