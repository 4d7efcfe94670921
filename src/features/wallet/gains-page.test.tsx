import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAC_TICKET, MY_RESULT_TICKETS, RESULTS_NOW, olderWonTickets } from '../../../tests/fixtures/results';
import { LOST_TICKET, WON_TICKET } from '../../../tests/fixtures/tickets';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { wonBets } from '../../../tests/msw/results-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { renderPage } from '../../../tests/kit/render';
import { GainsPage } from './gains-page';

const LONG = { timeout: 30_000 };
const amount = (value: number) => `${value.toLocaleString('fr-FR').replace(/\s/g, ' ')} CFA`;
const balls = (scope: HTMLElement, name: string) => within(within(scope).getByRole('list', { name })).getAllByRole('listitem').map((ball) => ball.textContent);

const PLAYER = { ...AWA, winnings: 65_200 };

function open(...handlers: Parameters<typeof server.use>) {
  return openAt('/gains', ...handlers);
}

function openAt(url: string, ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers, ...signedInHandlers(PLAYER));
  return renderPage(GainsPage, { path: '/gains', url, session: true, now: RESULTS_NOW });
}

const codesShown = () => screen.getAllByRole('article').map((card) => within(card).getByRole('link', { name: /^LA-/ }).textContent);

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(PLAYER))) localStorage.setItem(key, value);
});

describe("/gains 'Mes gains': the won bets", () => {
  it('lists the won bets, the latest draw first: what each paid, its numbers and the draw, its ticket', async () => {
    open(...wonBets.list(MY_RESULT_TICKETS));
    expect(await screen.findByText(/^65\s200 CFA$/, {}, LONG)).toBeVisible();
    const cards = await screen.findAllByRole('article', {}, LONG);
    // Bénin's 14h is later than Togo's 9h the same Monday; the lost ticket is not listed
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Duo Direct, Bénin · Lundi 23 nov. 2026 à 14h', 'Solo Direct, Togo · Lundi 23 nov. 2026 à 9h']);
    expect(screen.queryByRole('link', { name: LOST_TICKET.code })).toBeNull();

    const [mac, solo] = cards as [HTMLElement, HTMLElement];
    // the duo 12–34 in double chance, both among the machine numbers: 500 × 120
    expect(within(mac).getByText(`Gagné ${amount(60_000)}`)).toBeVisible();
    expect(balls(mac, 'Couple joué')).toEqual(['12 (sorti)–34 (sorti en machine) (gagnante en machine)']);
    expect(within(mac).getByText('Double chance')).toBeVisible();
    expect(balls(mac, 'Combinaisons gagnantes').map((line) => line!.replace(/\s/g, ' '))).toEqual([`12 – 34 (numéros machine) : ${amount(60_000)}`]);
    expect(balls(mac, 'Numéros machine')).toEqual(['34', '12', '71', '72', '73']);
    expect(within(mac).getByRole('link', { name: MAC_TICKET.code })).toHaveAttribute('href', `/ticket/${MAC_TICKET.code}`);
    // 7 and 45 drawn: 2 × 200 × 13
    expect(within(solo).getByText(`Gagné ${amount(5_200)}`)).toBeVisible();
    expect(balls(solo, 'Numéros gagnants')).toEqual(['45', '3', '7', '88', '60']);
    expect(within(solo).getByRole('link', { name: WON_TICKET.code })).toHaveAttribute('href', `/ticket/${WON_TICKET.code}`);
  });

  it('pages by 10, the page in the URL: ?page=2 shows the 11th won bet on, and Back returns to the first', async () => {
    // WON_TICKET and MAC_TICKET on Monday 23 Nov, then 10 Togo Mondays before: 12 won bets
    const older = olderWonTickets(10);
    const { user, router } = open(...wonBets.list([...MY_RESULT_TICKETS, ...older]));
    await screen.findAllByRole('article', {}, LONG);
    expect(codesShown()).toEqual([MAC_TICKET.code, WON_TICKET.code, ...older.slice(0, 8).map((ticket) => ticket.code)]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: older[8]!.code }, LONG)).toBeVisible();
    expect(codesShown()).toEqual([older[8]!.code, older[9]!.code]);
    expect(router.state.location.search).toBe('?page=2');
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: MAC_TICKET.code }, LONG)).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the page the URL names', async () => {
    const older = olderWonTickets(10);
    openAt('/gains?page=2', ...wonBets.list([...MY_RESULT_TICKETS, ...older]));
    expect(await screen.findByRole('link', { name: older[9]!.code }, LONG)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the last (a forged or old address) is replaced by the last', async () => {
    const older = olderWonTickets(10);
    const { router } = openAt('/gains?page=9', ...wonBets.list([...MY_RESULT_TICKETS, ...older]));
    expect(await screen.findByRole('link', { name: older[9]!.code }, LONG)).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('no won bet yet: says where they will appear', async () => {
    open(...wonBets.list([LOST_TICKET]));
    expect(await screen.findByText('Vos paris gagnants apparaîtront ici après leur tirage.', {}, LONG)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a failure says it in French and offers to try again', async () => {
    const { user } = open(...wonBets.failing());
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("Vos paris gagnants n'ont pas pu être chargés");
    expect(alert).not.toHaveTextContent('internal error');
    server.use(...wonBets.list(MY_RESULT_TICKETS));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article', {}, LONG)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
