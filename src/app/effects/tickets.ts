import type { TicketEffects } from '../../components/effects';

// src/api (and supabase-js with it) loads on first use, so other pages stay light.
const tickets = () => import('../../api/tickets');

/** The ticket screens' effects, on Supabase through src/api. */
export const ticketEffects: TicketEffects = {
  myTickets: async (page, pageSize) => (await tickets()).myTickets(page, pageSize),
  verifyTicket: async (code) => (await tickets()).verifyTicket(code),
};
