/** The ticket pages as the app routes them, with the app's ticket effects (src/api on the MSW-mocked Supabase API). */
export { Component as TicketRoute } from '../../src/app/ticket-route';
export { Component as TicketsRoute } from '../../src/app/tickets-route';
