import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { soloTogo } from '../../../tests/fixtures/basket-items';
import { LOST_TICKET, PENDING_TICKET, REFUNDED_TICKET, WON_TICKET } from '../../../tests/fixtures/tickets';
import { server } from '../../../tests/msw/server';
import { CALCULATING_TICKET } from '../../../tests/msw/settlement-fixtures';
import { verifyTicket } from '../../../tests/msw/ticket-handlers';
import { renderPage } from '../../../tests/kit/render';
import { Component as TicketPage } from './ticket-page';
import { formatAmount } from '../../game/format';

const amount = (value: number) => formatAmount(value).replace(/\s+/g, ' ');
const figure = (scope: ReturnType<typeof within>, label: string) => scope.getByText(label).nextSibling;

/** The verification page, as a visitor who is not signed in opens it (no session, no basket needed). */
function open(code: string, ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(TicketPage, { path: '/ticket/:code', url: `/ticket/${code}` });
}

describe('/ticket/<code>: the public verification', () => {
  it('shows a pending ticket: code, placed-at, status, stakes, each bet with its numbers, draw and gains', async () => {
    open(PENDING_TICKET.code, verifyTicket.finds(PENDING_TICKET));
    expect(screen.getByRole('heading', { level: 1, name: 'Vérification du ticket' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Vérification du ticket ${PENDING_TICKET.code}…`);
    expect(await screen.findByText(PENDING_TICKET.code)).toBeVisible();
    expect(screen.getByText('Acheté le 23 nov. 2026 à 08:15')).toBeVisible();
    expect(screen.getByText('Statut :').nextSibling).toHaveTextContent('En attente du tirage');
    expect(screen.getByText(/^Mise totale :/)).toHaveTextContent(`Mise totale : ${amount(1_500)}`);
    expect(screen.getByRole('heading', { name: '2 paris' })).toBeVisible();

    const perm = within(screen.getByRole('article', { name: "Perm Turbo 2, Côte d'Ivoire, Lundi 23 nov. 2026 à 16h" }));
    expect(perm.getByText('En attente du tirage')).toBeVisible();
    expect(perm.getAllByText(/^\d+$/).map((ball) => ball.textContent)).toEqual(['3', '14', '25', '36', '47']);
    expect(perm.getByText('10 combinaisons')).toBeVisible();
    expect(figure(perm, 'Mise par combinaison')).toHaveTextContent(amount(100));
    expect(figure(perm, 'Gain potentiel')).toHaveTextContent(amount(3_000_000));
    // turbo 2: both numbers among the first two drawn, so one couple at most: 100 × 3 000
    expect(figure(perm, 'Gain maximal possible')).toHaveTextContent(amount(300_000));
    expect(perm.getByText(/^Gain potentiel : toutes les combinaisons gagnantes à la fois/)).toHaveTextContent(
      "Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ce pari peut réellement rapporter.",
    );
    expect(perm.getByText('Tous leurs couples : 10 combinaisons')).toBeVisible();
    expect(perm.queryByText('Numéros gagnants :')).toBeNull();
    // the duo can pay its potential: nothing to explain
    const duo = within(screen.getByRole('article', { name: 'Duo Direct, Bénin, Lundi 23 nov. 2026 à 14h' }));
    expect(duo.queryByText(/^Gain potentiel :/)).toBeNull();
  });

  it("a bet whose draw has its numbers but is not settled yet: 'Résultats en cours de calcul', the numbers shown (issue 36)", async () => {
    open(CALCULATING_TICKET.code, verifyTicket.finds(CALCULATING_TICKET));
    expect(await screen.findByText(CALCULATING_TICKET.code)).toBeVisible();
    expect(screen.getByText('Statut :').nextSibling).toHaveTextContent(/^Résultats en cours de calcul$/);
    const trio = within(screen.getByRole('article', { name: 'Trio Direct, Ghana, Mardi 24 nov. 2026 à 19h' }));
    expect(trio.getByText('Résultats en cours de calcul')).toBeVisible();
    expect(trio.queryByText('En attente du tirage')).toBeNull();
    expect(within(trio.getByRole('list', { name: 'Numéros gagnants' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(trio.queryByText('Gain')).toBeNull();
  });

  it('shows a won ticket with the drawn numbers and what each bet paid', async () => {
    open(WON_TICKET.code, verifyTicket.finds(WON_TICKET));
    const solo = within(await screen.findByRole('article', { name: 'Solo Direct, Togo, Lundi 23 nov. 2026 à 9h' }));
    // 7 and 45 among the winning numbers: 2 × 200 × 13
    expect(solo.getByText(`Gagné ${amount(5_200)}`)).toBeVisible();
    expect(solo.getByText('Numéros gagnants :').parentElement).toHaveTextContent('Numéros gagnants :45378860');
    expect(solo.getByText('Numéros machine :')).toBeVisible();
    // the numbers played, those that came out said so (and filled)
    const played = within(solo.getByRole('list', { name: 'Numéros joués' })).getAllByRole('listitem');
    expect(played.map((ball) => ball.textContent)).toEqual(['7 (sorti)', '21', '45 (sorti)']);
    expect(played.map((ball) => ball.dataset.hit ?? null)).toEqual(['winning', null, 'winning']);
    expect(figure(solo, 'Gain')).toHaveTextContent(amount(5_200));
    expect(figure(solo, 'Gain maximal possible')).toHaveTextContent(amount(soloTogo.combinations.length * 200 * 13));
    expect(screen.getByText('Statut :').nextSibling).toHaveTextContent(`Gagné ${amount(5_200)}`);
    expect(screen.getByText(/^Gains versés/)).toHaveTextContent(`Gains versés : ${amount(5_200)}`);
  });

  it.each([
    [LOST_TICKET, 'Perdu'],
    [REFUNDED_TICKET, 'Remboursé'],
  ])('shows %# in its status', async (ticket, label) => {
    open(ticket.code, verifyTicket.finds(ticket));
    expect(await screen.findByText(ticket.code)).toBeVisible();
    expect(screen.getByText('Statut :').nextSibling).toHaveTextContent(label);
    expect(within(screen.getByRole('article')).getByText(label)).toBeVisible();
  });

  it('reads a code typed in lower case without dashes', async () => {
    open('la7k3mq9tx2hbd', verifyTicket.finds(PENDING_TICKET));
    expect(await screen.findByText(PENDING_TICKET.code)).toBeVisible();
  });

  it('draws a QR code of its own address, once the ticket shows', async () => {
    open(PENDING_TICKET.code, verifyTicket.finds(PENDING_TICKET));
    const qr = await screen.findByRole('img', { name: `QR code de l'adresse de ce ticket : ${window.location.origin}/ticket/${PENDING_TICKET.code}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it("an unknown code: 'Ticket introuvable'", async () => {
    open('LA-0000-0000-0000', verifyTicket.finds(PENDING_TICKET));
    expect(await screen.findByText('Ticket introuvable')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun ticket ne porte le code « LA-0000-0000-0000 ».');
  });

  it("a text that cannot be a code: 'Ticket introuvable' without asking the server", () => {
    // no handler: any request would fail the test
    open('bonjour');
    expect(screen.getByText('Ticket introuvable')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failure says it in French and offers to try again', async () => {
    const { user } = open(PENDING_TICKET.code, verifyTicket.failing());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    server.use(verifyTicket.finds(PENDING_TICKET));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(PENDING_TICKET.code)).toBeVisible();
  });
});
