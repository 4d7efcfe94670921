import { TicketEffectsContext } from '../components/ticket-effects';
import { Component as TicketPage } from '../features/tickets/ticket-page';
import { ticketEffects } from './ticket-effects';

/** /ticket/:code (public, outside the shell) with the app's ticket effects; its own chunk, apart from 'Mes tickets'. */
export function Component() {
  return (
    <TicketEffectsContext.Provider value={ticketEffects}>
      <TicketPage />
    </TicketEffectsContext.Provider>
  );
}
