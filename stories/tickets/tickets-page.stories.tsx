import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TicketsPage } from '../../src/features/tickets/tickets-page';
import { MY_TICKETS, PENDING_TICKET, WON_TICKET, olderTickets } from '../../tests/fixtures/tickets';
import { myTickets } from '../../tests/msw/ticket-handlers';
import type { Effects } from '../../src/components/effects';

const MANY = [...MY_TICKETS, ...olderTickets(9)];

const meta = {
  title: 'Pages/Tickets',
  component: TicketsPage,
  parameters: { layout: 'padded', route: { path: '/tickets', url: '/tickets' } },
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way. */
export const Loading: Story = {
  parameters: { msw: myTickets.pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de vos tickets…');
  },
};

export const Empty: Story = {
  parameters: { msw: myTickets.list([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Vous n'avez encore aucun ticket")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Parier' })).toHaveAttribute('href', '/games');
  },
};

/** A pending, a won, a lost and a refunded ticket, newest first. */
export const List: Story = {
  parameters: { msw: myTickets.list(MY_TICKETS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: PENDING_TICKET.code })).toHaveAttribute('href', `/ticket/${PENDING_TICKET.code}`);
    const won = within(canvas.getByRole('article', { name: `Ticket ${WON_TICKET.code}` }));
    await expect(won.getAllByText(/^Gagné/)).toHaveLength(2);
  },
};

/** 13 tickets: the second page, reached with the pager, shows the last 3. */
export const Paging: Story = {
  parameters: { msw: myTickets.list(MANY) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByRole('article', { name: `Ticket ${MANY[12]!.code}` })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const LoadError: Story = {
  parameters: { msw: myTickets.failing() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de charger vos tickets. Veuillez réessayer.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** Offline (issue 41): the tickets the device last read, and when it read them. */
export const Offline: Story = {
  parameters: {
    msw: myTickets.list(MY_TICKETS),
    effects: (effects: Effects): Effects => ({
      ...effects,
      tickets: { ...effects.tickets, myTickets: async (page, pageSize) => ({ ...(await effects.tickets.myTickets(page, pageSize)), readAt: '2026-11-24T10:42:00.000Z' }) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText(/^Hors ligne : vos tickets tels que lus le 24 nov\. 2026 à \d\d:42\. Ils ne sont peut-être plus à jour\.$/)).toBeVisible();
  },
};
