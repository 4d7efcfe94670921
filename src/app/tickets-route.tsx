import { TicketEffectsContext } from '../components/ticket-effects';
import { TicketsPage } from '../features/tickets/tickets-page';
import { ticketEffects } from './ticket-effects';

/** /tickets ('Mes tickets', in the player shell) with the app's ticket effects. */
export function Component() {
  return (
    <TicketEffectsContext.Provider value={ticketEffects}>
      <TicketsPage />
    </TicketEffectsContext.Provider>
  );
}
