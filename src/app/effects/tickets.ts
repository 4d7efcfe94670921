import type { TicketEffects } from '../../components/effects';
import { isPageShape } from '../../game/offline';
import { readOrRecall } from '../last-read';

// src/api (and supabase-js with it) loads on first use, so other pages stay light.
const tickets = () => import('../../api/tickets');

/** The ticket screens' effects, on Supabase through src/api; offline, the last pages read (issue 41). */
export const ticketEffects: TicketEffects = {
  myTickets: (page, pageSize) => readOrRecall(`tickets:${page}:${pageSize}`, async () => (await tickets()).myTickets(page, pageSize), isPageShape),
  verifyTicket: async (code) => (await tickets()).verifyTicket(code),
};
