import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as TicketPage } from '../../src/features/tickets/ticket-page';
import { LOST_TICKET, PENDING_TICKET, REFUNDED_TICKET, type TicketFixture, WON_TICKET } from '../../tests/fixtures/tickets';
import { CALCULATING_TICKET } from '../../tests/msw/settlement-fixtures';
import { verifyTicket } from '../../tests/msw/ticket-handlers';

const meta = {
  title: 'Pages/Ticket',
  component: TicketPage,
  parameters: { layout: 'fullscreen', msw: [verifyTicket.finds(PENDING_TICKET, WON_TICKET, LOST_TICKET, REFUNDED_TICKET, CALCULATING_TICKET)] },
} satisfies Meta<typeof TicketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (code: string) => ({ route: { path: '/ticket/:code', url: `/ticket/${code}` } });

function found(ticket: TicketFixture, status: RegExp): Story {
  return {
    parameters: at(ticket.code),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(ticket.code)).toBeVisible();
      await expect(canvas.getByText('Statut :').nextSibling).toHaveTextContent(status);
      await expect(await canvas.findByRole('img', { name: /^QR code de l'adresse de ce ticket/ })).toBeVisible();
    },
  };
}

/** Bought, its draws still to come. */
export const Pending = found(PENDING_TICKET, /^En attente du tirage$/);
/** Its draw has its numbers, its bets are still being settled (issue 36): 'Résultats en cours de calcul', the numbers shown. */
export const Calculating: Story = {
  parameters: at(CALCULATING_TICKET.code),
  play: async (context) => {
    await found(CALCULATING_TICKET, /^Résultats en cours de calcul$/).play!(context);
    const trio = within(within(context.canvasElement).getByRole('article', { name: 'Trio Direct, Ghana, Mardi 24 nov. 2026 à 19h' }));
    await expect(trio.getByText('Résultats en cours de calcul')).toBeVisible();
    await expect(trio.getByRole('list', { name: 'Numéros gagnants' })).toHaveTextContent('12345');
  },
};
/** Drawn: the winning numbers and what the bet paid. */
export const Won = found(WON_TICKET, /^Gagné/);
export const Lost = found(LOST_TICKET, /^Perdu$/);
/** Its draw was cancelled: the stake was given back. */
export const Refunded = found(REFUNDED_TICKET, /^Remboursé$/);

export const Verifying: Story = {
  parameters: { ...at(PENDING_TICKET.code), msw: [verifyTicket.pending()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`Vérification du ticket ${PENDING_TICKET.code}…`);
  },
};

/** A well-formed code that no ticket has. */
export const NotFound: Story = {
  parameters: at('LA-0000-0000-0000'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ticket introuvable')).toBeVisible();
  },
};

/** A text that cannot be a code: no request is made. */
export const Malformed: Story = {
  parameters: { ...at('pas-un-code'), msw: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ticket introuvable')).toBeVisible();
  },
};

export const VerifyError: Story = {
  parameters: { ...at(PENDING_TICKET.code), msw: [verifyTicket.failing()] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  },
};
