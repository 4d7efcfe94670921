/** The ticket pages as the app routes them, with the app's ticket effects (src/api on the MSW-mocked Supabase API). */
export { TicketRoute, TicketsRoute } from '../../src/app/ticket-routes';
