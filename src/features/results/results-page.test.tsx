import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BENIN_MONDAY_14H,
  GHANA_TUESDAY_19H,
  IVORY_COAST_MONDAY_16H,
  MAC_TICKET,
  MY_RESULT_TICKETS,
  RESULT_DRAWS,
  RESULTS_NOW,
  TOGO_MONDAY_9H,
} from '../../../tests/fixtures/results';
import { LOST_TICKET, WON_TICKET } from '../../../tests/fixtures/tickets';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { type ResultsLog, drawResults } from '../../../tests/msw/results-handlers';
import { CALCULATING_TICKET, GHANA_BEING_SETTLED } from '../../../tests/msw/settlement-fixtures';
import { server } from '../../../tests/msw/server';
import { renderPage } from '../../../tests/kit/render';
import { ResultsPage } from './results-page';

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const balls = (container: HTMLElement, name: string) => within(within(container).getByRole('list', { name })).getAllByRole('listitem').map((li) => normalize(li.textContent));
const sections = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function open(url = '/results', ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(ResultsPage, { path: '/results', url, now: RESULTS_NOW });
}

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
});

describe("/results 'Résultats des tirages'", () => {
  it('shows the latest results per country, the winning numbers in drawn order and the machine numbers apart', async () => {
    const log: ResultsLog = [];
    open('/results', ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS, log));
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats des tirages' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des résultats…');
    await screen.findAllByRole('article');
    // the catalogue's order, each country under its own heading
    expect(sections()).toEqual(['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']);
    const togo = screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    expect(balls(togo, 'Numéros gagnants')).toEqual(['45', '3', '7', '88', '60']);
    expect(balls(togo, 'Numéros machine')).toEqual(['1', '2', '3', '4', '5']);
    expect(balls(screen.getByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' }), 'Numéros gagnants')).toEqual(['1', '2', '3', '4', '5']);
    // one read per country, the latest 3 of each
    expect(log.map((params) => [params.get('country'), params.get('limit')])).toEqual([
      ['eq.TG', '3'],
      ['eq.BJ', '3'],
      ['eq.CI', '3'],
      ['eq.GH', '3'],
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("a draw whose bets are still being settled shows its numbers and 'Résultats en cours de calcul' instead of outcomes (issue 36)", async () => {
    open('/results', ...drawResults.list([TOGO_MONDAY_9H, GHANA_BEING_SETTLED], [WON_TICKET, CALCULATING_TICKET]));
    const ghana = await screen.findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' });
    expect(balls(ghana, 'Numéros gagnants')).toEqual(['1', '2', '3', '4', '5']);
    expect(balls(ghana, 'Numéros machine')).toEqual(['6', '7', '8', '9', '10']);
    const ticket = within(within(ghana).getByRole('region', { name: `Ticket ${CALCULATING_TICKET.code}` }));
    expect(ticket.getByText('Résultats en cours de calcul')).toBeVisible();
    expect(ticket.queryByText(/^(Perdu|Gagné|En attente du tirage)/)).toBeNull();
    expect(balls(ghana, 'Numéros joués')).toEqual(['5 (sorti)', '50', '89']);
    // the draw itself says it, once, beside its title
    expect(within(ghana).getAllByText('Résultats en cours de calcul')).toHaveLength(2);
    // a settled draw does not
    const togo = screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    expect(within(togo).queryByText('Résultats en cours de calcul')).toBeNull();
    expect(within(togo).getByText('Gagné 5 200 CFA')).toBeVisible();
  });

  it("under each draw, the player's own tickets with each bet's outcome and the numbers that came out", async () => {
    open('/results', ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS));
    const togo = await screen.findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    const won = within(within(togo).getByRole('region', { name: `Ticket ${WON_TICKET.code}` }));
    expect(won.getByRole('link', { name: WON_TICKET.code })).toHaveAttribute('href', `/ticket/${WON_TICKET.code}`);
    expect(won.getByText('Solo Direct')).toBeVisible();
    // 7 and 45 drawn: 2 lines × 200 CFA × 13
    expect(won.getByText('Gagné 5 200 CFA')).toBeVisible();
    expect(balls(togo, 'Numéros joués')).toEqual(['7 (sorti)', '21', '45 (sorti)']);

    // double chance: 12 among the winning numbers, 34 only among the machine ones; the pair pays on the machine numbers: 500 × 120
    const benin = screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 14h' });
    expect(within(benin).getByRole('region', { name: `Ticket ${MAC_TICKET.code}` })).toHaveTextContent('Gagné 60 000 CFA');
    // the duo is shown as its couple, marked double chance, with what the machine numbers made of it
    expect(balls(benin, 'Couple joué')).toEqual(['12 (sorti)–34 (sorti en machine) (gagnante en machine)']);
    expect(within(benin).getByText('Double chance')).toBeVisible();
    expect(within(benin).getByText('1 combinaison gagnante sur 1, dont 1 sur les numéros machine')).toBeVisible();
    expect(balls(benin, 'Combinaisons gagnantes')).toEqual(['12 – 34 (numéros machine) : 60 000 CFA']);

    const ghana = screen.getByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' });
    expect(within(ghana).getByRole('region', { name: `Ticket ${LOST_TICKET.code}` })).toHaveTextContent('Perdu');
    expect(balls(ghana, 'Numéros joués')).toEqual(['5 (sorti)', '50', '89']);

    // a draw the player did not play shows its numbers only
    const ivoryCoast = screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 16h' });
    expect(within(ivoryCoast).queryByRole('region')).toBeNull();
    expect(within(ivoryCoast).queryByRole('list', { name: 'Numéros joués' })).toBeNull();
  });

  it('filters by country and date, the filter kept in the URL', async () => {
    const log: ResultsLog = [];
    const { user, router } = open('/results', ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS, log));
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'BJ');
    expect(router.state.location.search).toBe('?pays=BJ');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bénin' })).toBeVisible();
    await screen.findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 14h' });
    expect(sections()).toEqual(['Bénin']);
    expect(log.at(-1)!.get('country')).toBe('eq.BJ');
    expect(log.at(-1)!.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Derniers résultats' }));
    expect(router.state.location.search).toBe('');
    await screen.findByRole('heading', { level: 2, name: 'Ghana' });
    expect(sections()).toEqual(['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']);
  });

  it('opens on the filter the URL names: a country and a day', async () => {
    const log: ResultsLog = [];
    open(`/results?pays=GH&date=${GHANA_TUESDAY_19H.date}`, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS, log));
    expect(await screen.findByRole('article', { name: 'Tirage Mardi 24 nov. 2026 à 19h' })).toBeVisible();
    expect(sections()).toEqual(['Ghana']);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('GH');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('24/11/2026');
    expect(log.map((params) => [params.get('country'), params.get('draw_date')])).toEqual([['eq.GH', 'eq.2026-11-24']]);
  });

  it('a date alone covers every country that day; no later day can be chosen', async () => {
    const { user } = open(`/results?date=${TOGO_MONDAY_9H.date}`, ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS));
    await screen.findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' });
    expect(sections()).toEqual(['Togo', 'Bénin', "Côte d'Ivoire"]);
    expect(screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 16h' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 14h' })).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Date' }));
    // Tuesday 21:30 UTC: Tuesday everywhere (the zones run from UTC+0 to UTC+1)
    expect(screen.getByRole('button', { name: '24 novembre 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '25 novembre 2026' })).toBeDisabled();
  });

  it('a date typed the French way or picked in a French calendar, weeks starting on Monday; cleared by its button', async () => {
    const { user, router } = open('/results', ...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS));
    await screen.findAllByRole('article');
    const date = screen.getByRole('textbox', { name: 'Date' });
    expect(date).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await user.type(date, '23/11/2026');
    expect(router.state.location.search).toBe('?date=2026-11-23');
    // the calendar opens on the latest day with results, in French
    expect(screen.getByRole('button', { name: 'novembre 2026' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((day) => day.textContent)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
    await user.click(screen.getByRole('button', { name: '22 novembre 2026' }));
    expect(router.state.location.search).toBe('?date=2026-11-22');
    expect(date).toHaveValue('22/11/2026');

    // a later day typed is not taken; leaving the field shows the chosen one again
    await user.type(date, '25/11/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(router.state.location.search).toBe('?date=2026-11-22');
    await user.tab();
    expect(date).toHaveValue('22/11/2026');

    // emptied by its button, or by deleting what it says
    await user.click(screen.getByRole('button', { name: 'Effacer la date' }));
    expect(router.state.location.search).toBe('');
    expect(date).toHaveValue('');
    await user.type(date, '23/11/2026');
    expect(router.state.location.search).toBe('?date=2026-11-23');
    await user.clear(date);
    expect(router.state.location.search).toBe('');
  });

  it('a URL filter that cannot be read is left out', async () => {
    const log: ResultsLog = [];
    open('/results?pays=XX&date=2026-02-30', ...drawResults.list([IVORY_COAST_MONDAY_16H, BENIN_MONDAY_14H], [], log));
    await screen.findAllByRole('article');
    expect(sections()).toEqual(['Bénin', "Côte d'Ivoire"]);
    expect(log.every((params) => params.get('draw_date') === null)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('');
  });

  it('no result for the filter: says so', async () => {
    open('/results?pays=TG&date=2026-11-24', ...drawResults.list(RESULT_DRAWS));
    expect(await screen.findByText('Aucun résultat')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a failure says it in French and offers to try again', async () => {
    const { user } = open('/results', ...drawResults.failing());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les résultats n'ont pas pu être chargés");
    expect(alert).not.toHaveTextContent('internal error');
    server.use(...drawResults.list(RESULT_DRAWS, MY_RESULT_TICKETS));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Tirage Lundi 23 nov. 2026 à 9h' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
