import { createContext, useContext } from 'react';
import type { TicketPage } from '../../machines/tickets/tickets.machine';
import type { Ticket } from '../game/tickets';

/** What the ticket screens ask of the server; the app provides it (src/app/ticket-effects.ts). */
export interface TicketEffects {
  /** the signed-in player's tickets, newest first */
  myTickets(page: number, pageSize: number): Promise<TicketPage>;
  /** anyone's ticket by its canonical code, or null when no ticket has it */
  verifyTicket(code: string): Promise<Ticket | null>;
}

export const TicketEffectsContext = createContext<TicketEffects | null>(null);

export function useTicketEffects(): TicketEffects {
  const effects = useContext(TicketEffectsContext);
  if (!effects) throw new Error('useTicketEffects needs a TicketEffectsContext provider (src/app)');
  return effects;
}
