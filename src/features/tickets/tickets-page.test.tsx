import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOST_TICKET, MY_TICKETS, PENDING_TICKET, REFUNDED_TICKET, WON_TICKET, olderTickets } from '../../../tests/fixtures/tickets';
import { server } from '../../../tests/msw/server';
import { CALCULATING_TICKET } from '../../../tests/msw/settlement-fixtures';
import { myTickets } from '../../../tests/msw/ticket-handlers';
import { renderPage } from '../../../tests/kit/render';
import { TicketsPage } from './tickets-page';
import { formatAmount } from '../../game/format';

const amount = (value: number) => formatAmount(value).replace(/\s+/g, ' ');
const codes = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

function open(url = '/tickets', ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(TicketsPage, { path: '/tickets', url });
}

describe("'Mes tickets'", () => {
  it('lists the tickets newest first: code (a link to the ticket), placed-at, draws, total stake, status of each bet', async () => {
    open('/tickets', ...myTickets.list(MY_TICKETS));
    expect(screen.getByRole('heading', { level: 1, name: 'Mes tickets' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos tickets…');
    await screen.findAllByRole('article');
    expect(codes()).toEqual(MY_TICKETS.map((ticket) => `Ticket ${ticket.code}`));

    const pending = within(screen.getByRole('article', { name: `Ticket ${PENDING_TICKET.code}` }));
    expect(pending.getByRole('link', { name: PENDING_TICKET.code })).toHaveAttribute('href', `/ticket/${PENDING_TICKET.code}`);
    // 08:15 UTC is 08:15 in Abidjan, the first bet's country
    expect(pending.getByText('Acheté le 23 nov. 2026 à 08:15')).toBeVisible();
    expect(pending.getByText("Tirage Côte d'Ivoire · Lundi 23 nov. 2026 à 16h")).toBeVisible();
    expect(pending.getByText('Tirage Bénin · Lundi 23 nov. 2026 à 14h')).toBeVisible();
    expect(pending.getByText(/Mise totale/)).toHaveTextContent(`Mise totale : ${amount(1_000 + 500)}`);
    const [perm, duo] = [...pending.getByRole('list', { name: 'Paris du ticket' }).children].map((bet) => within(bet as HTMLElement));
    // what each bet plays, as it was built: the perm's numbers and that it plays every couple of them…
    expect(perm!.getByText("Perm Turbo 2 · Côte d'Ivoire 16h")).toBeVisible();
    expect(perm!.getByText('En attente du tirage')).toBeVisible();
    expect(within(perm!.getByRole('list', { name: 'Numéros joués' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['3', '14', '25', '36', '47']);
    expect(perm!.getByText('Tous leurs couples : 10 combinaisons')).toBeVisible();
    // …the duo as one couple, in double chance
    expect(duo!.getByText('Duo Direct · Bénin 14h')).toBeVisible();
    expect(within(duo!.getByRole('list', { name: 'Couple joué' })).getAllByRole('listitem').map((pair) => pair.textContent)).toEqual(['12–34']);
    expect(duo!.getByText('Double chance')).toBeVisible();
    // no draw yet: no draw numbers
    expect(pending.queryByRole('list', { name: 'Numéros gagnants' })).toBeNull();
  });

  it("a bet still waiting on a draw that has its numbers says 'Résultats en cours de calcul', not 'En attente du tirage' (issue 36)", async () => {
    open('/tickets', ...myTickets.list([PENDING_TICKET, CALCULATING_TICKET]));
    const calculating = within(await screen.findByRole('article', { name: `Ticket ${CALCULATING_TICKET.code}` }));
    const [bet] = [...calculating.getByRole('list', { name: 'Paris du ticket' }).children];
    expect(within(bet as HTMLElement).getByText('Résultats en cours de calcul')).toBeVisible();
    // the ticket too, and the draw's numbers are shown with those of the bet that came out
    expect(calculating.getAllByText('Résultats en cours de calcul')).toHaveLength(2);
    expect(calculating.queryByText('En attente du tirage')).toBeNull();
    expect(within(calculating.getByRole('list', { name: 'Numéros joués' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['5 (sorti)', '50', '89']);
    // a draw still to come keeps its words
    const pending = within(screen.getByRole('article', { name: `Ticket ${PENDING_TICKET.code}` }));
    expect(pending.getAllByText('En attente du tirage')).toHaveLength(3);
  });

  it("shows each settled bet's draw numbers, and which of its numbers came out", async () => {
    open('/tickets', ...myTickets.list(MY_TICKETS));
    const won = within(await screen.findByRole('article', { name: `Ticket ${WON_TICKET.code}` }));
    const balls = (name: string) => within(won.getByRole('list', { name })).getAllByRole('listitem').map((ball) => ball.textContent);
    expect(balls('Numéros gagnants')).toEqual(['45', '3', '7', '88', '60']);
    expect(balls('Numéros machine')).toEqual(['1', '2', '3', '4', '5']);
    // the solo on 7, 21, 45: 7 and 45 came out, each line paid 200 × 13
    expect(balls('Numéros joués')).toEqual(['7 (sorti)', '21', '45 (sorti)']);
    expect(won.getByText('2 combinaisons gagnantes sur 3')).toBeVisible();
    expect(balls('Combinaisons gagnantes')).toEqual([`7 : ${formatAmount(2_600)}`, `45 : ${formatAmount(2_600)}`]);
    const lost = within(screen.getByRole('article', { name: `Ticket ${LOST_TICKET.code}` }));
    expect(within(lost.getByRole('list', { name: 'Numéros joués' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['5 (sorti)', '50', '89']);
  });

  it("says each outcome: 'Gagné' with the amount, 'Perdu', 'Remboursé'", async () => {
    open('/tickets', ...myTickets.list(MY_TICKETS));
    await screen.findAllByRole('article');
    // the solo on 7, 21, 45 at 200 CFA: 7 and 45 drawn, 2 × 200 × 13
    const won = within(screen.getByRole('article', { name: `Ticket ${WON_TICKET.code}` }));
    expect(won.getAllByText(`Gagné ${amount(5_200)}`)).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: `Ticket ${LOST_TICKET.code}` })).getAllByText('Perdu')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: `Ticket ${REFUNDED_TICKET.code}` })).getAllByText('Remboursé')).toHaveLength(2);
  });

  it('pages by 10, the page in the URL: ?page=2 shows the 11th ticket on', async () => {
    const all = [...MY_TICKETS, ...olderTickets(9)];
    const { user, router } = open('/tickets', ...myTickets.list(all));
    await screen.findAllByRole('article');
    expect(codes()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: `Ticket ${all[10]!.code}` })).toBeVisible();
    expect(codes()).toEqual(all.slice(10).map((ticket) => `Ticket ${ticket.code}`));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByRole('article', { name: `Ticket ${all[0]!.code}` })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the page the URL names', async () => {
    const all = [...MY_TICKETS, ...olderTickets(9)];
    open('/tickets?page=2', ...myTickets.list(all));
    expect(await screen.findByRole('article', { name: `Ticket ${all[12]!.code}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the last (a forged or old address) is replaced by the last, or by none for no ticket', async () => {
    const all = [...MY_TICKETS, ...olderTickets(9)];
    const { router } = open('/tickets?page=7', ...myTickets.list(all));
    expect(await screen.findByRole('article', { name: `Ticket ${all[12]!.code}` })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    cleanup();
    const empty = open('/tickets?page=3', ...myTickets.list([]));
    expect(await screen.findByText("Vous n'avez encore aucun ticket")).toBeVisible();
    await waitFor(() => expect(empty.router.state.location.search).toBe(''));
  });

  it('no ticket yet: says so and offers to bet', async () => {
    open('/tickets', ...myTickets.list([]));
    expect(await screen.findByText("Vous n'avez encore aucun ticket")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Parier' })).toHaveAttribute('href', '/games');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failure says it in French and offers to try again', async () => {
    const { user } = open('/tickets', ...myTickets.failing());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos tickets. Veuillez réessayer.');
    server.use(...myTickets.list(MY_TICKETS));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: `Ticket ${PENDING_TICKET.code}` })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
