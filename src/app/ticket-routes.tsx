import { TicketEffectsContext } from '../components/ticket-effects';
import { Component as TicketPage } from '../features/tickets/ticket-page';
import { TicketsPage } from '../features/tickets/tickets-page';
import { ticketEffects } from './ticket-effects';

/** /tickets ('Mes tickets', in the player shell) with the app's ticket effects. */
export function TicketsRoute() {
  return (
    <TicketEffectsContext.Provider value={ticketEffects}>
      <TicketsPage />
    </TicketEffectsContext.Provider>
  );
}

/** /ticket/:code (public, outside the shell) with the app's ticket effects. */
export function TicketRoute() {
  return (
    <TicketEffectsContext.Provider value={ticketEffects}>
      <TicketPage />
    </TicketEffectsContext.Provider>
  );
}
