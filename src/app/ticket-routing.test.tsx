import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_TICKET } from '../../tests/fixtures/tickets';
import { AWA, storedSession } from '../../tests/msw/fixtures';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { myTickets, verifyTicket } from '../../tests/msw/ticket-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { routes } from './routes';

const LONG = { timeout: 30_000 };

beforeEach(() => localStorage.clear());

describe('the ticket routes', () => {
  it('/ticket/<code> is public: a visitor who is not signed in sees the ticket, outside the player shell', async () => {
    server.use(verifyTicket.finds(PENDING_TICKET));
    const { router } = renderRoutes(routes, { url: `/ticket/${PENDING_TICKET.code}`, session: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification du ticket' }, LONG)).toBeVisible();
    expect(await screen.findByText(PENDING_TICKET.code, {}, LONG)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/ticket/${PENDING_TICKET.code}`);
    expect(screen.queryByRole('button', { name: 'Déconnexion' })).toBeNull();
  });

  it('/tickets needs a session: a visitor goes to /login', async () => {
    const { router } = renderRoutes(routes, { url: '/tickets', session: true });
    expect(await screen.findByRole('button', { name: 'Se connecter' }, LONG)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("/tickets, signed in: 'Mes tickets' inside the player shell", async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    server.use(...signedInHandlers(AWA), ...myTickets.list([PENDING_TICKET]));
    renderRoutes(routes, { url: '/tickets', session: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes tickets' }, LONG)).toBeVisible();
    expect(await screen.findByRole('link', { name: PENDING_TICKET.code }, LONG)).toHaveAttribute('href', `/ticket/${PENDING_TICKET.code}`);
    expect(screen.getAllByRole('button', { name: 'Déconnexion' }).length).toBeGreaterThan(0);
  });
});
