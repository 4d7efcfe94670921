import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_TICKET } from '../../../tests/fixtures/tickets';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { server } from '../../../tests/msw/server';
import { myTickets, verifyTicket } from '../../../tests/msw/ticket-handlers';
import { renderPage } from '../../../tests/kit/render';
import { PlayStatusContext } from '../../components/play-status-context';
import { BASKET_STORAGE_KEY, type BasketItem } from '../../game/basket-item';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import { Component as TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const stored = (): BasketItem[] => JSON.parse(sessionStorage.getItem(BASKET_STORAGE_KEY) ?? '[]');

/** 'Mes tickets' with PENDING_TICKET (a perm on Côte d'Ivoire Monday 16h, a duo on Bénin Monday 14h), at Monday 08:00 UTC. */
function open(status: ResponsibleGamingStatus | null = null) {
  server.use(...myTickets.list([PENDING_TICKET]));
  function Page() {
    return (
      <PlayStatusContext.Provider value={{ status, refresh: () => {} }}>
        <TicketsPage />
      </PlayStatusContext.Provider>
    );
  }
  return renderPage(Page, { path: '/tickets', url: '/tickets' });
}

async function openDialog(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: `Rejouer le ticket ${PENDING_TICKET.code}` }));
  return within(await screen.findByRole('dialog', { name: `Rejouer le ticket ${PENDING_TICKET.code}` }));
}

afterEach(() => sessionStorage.clear());

describe("'Rejouer' on 'Mes tickets'", () => {
  it('fills the basket for the next draw of the same slot, then offers the basket', async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    const select = dialog.getByRole('combobox', { name: /Tirage/ });
    // the ticket's first draw, Côte d'Ivoire Monday 16h, is still to come: preselected
    expect(select).toHaveValue('2026-11-23T16:00:00.000Z');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent("Côte d'Ivoire · Lundi 23 nov. 2026 à 16h");
    expect(dialog.getByText(/2 paris seront ajoutés au panier/)).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await dialog.findByText("2 paris ajoutés au panier pour le tirage Côte d'Ivoire · Lundi 23 nov. 2026 à 16h.")).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/basket');
    const items = stored();
    expect(items.map((item) => [item.betType, item.betOption, item.country, item.time, item.drawAt, item.combinations.length])).toEqual([
      ['perm', 'turbo2', 'CI', '16h', '2026-11-23T16:00:00.000Z', 10],
      ['duo', 'direct', 'CI', '16h', '2026-11-23T16:00:00.000Z', 1],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(2);
  });

  it('puts the bets on the draw the player picks', async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Tirage/ }), '2026-11-24T21:00:00.000Z');
    await user.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await dialog.findByText("2 paris ajoutés au panier pour le tirage Côte d'Ivoire · Mardi 24 nov. 2026 à 21h.")).toBeVisible();
    expect(stored().map((item) => [item.day, item.time])).toEqual([
      ['mardi', '21h'],
      ['mardi', '21h'],
    ]);
  });

  it("'Annuler' closes the dialog and leaves the basket alone", async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('refuses an excluded player', async () => {
    const { user } = open(rgStatus({ exclusion: { until: null } }));
    const dialog = await openDialog(user);
    expect(dialog.getByRole('alert')).toHaveTextContent('Vous êtes exclu du jeu définitivement.');
    expect(dialog.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('is not offered on the public verification page', async () => {
    server.use(verifyTicket.finds(PENDING_TICKET));
    renderPage(TicketPage, { path: '/ticket/:code', url: `/ticket/${PENDING_TICKET.code}` });
    // the ticket is shown, its bets included
    expect(await screen.findAllByText(/Mise totale/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Rejouer/ })).toBeNull();
  });
});
