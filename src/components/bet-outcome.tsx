import { Badge } from '@mantine/core';
import { type TicketBet, type TicketDraw, betStatusLabel } from '../game/tickets';

/**
 * What a bet became: 'En attente du tirage', 'Résultats en cours de calcul' (its draw has its numbers, not
 * settled yet), 'Gagné 45 000 CFA', 'Perdu', 'Remboursé'; a win stands out.
 */
export function BetStatusBadge({ bet }: { bet: Pick<TicketBet, 'status' | 'payout'> & { draw?: Pick<TicketDraw, 'status'> } }) {
  const won = bet.status === 'won';
  return (
    <Badge color={won ? 'forest' : 'dark'} variant={won ? 'filled' : 'outline'} tt="none" style={{ flexShrink: 0 }}>
      {betStatusLabel(bet)}
    </Badge>
  );
}
