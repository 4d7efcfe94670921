import { Badge, Stack } from '@mantine/core';
import { type NumberHit, numberHits, playedNumbers } from '../game/results';
import type { GameModeId } from '../game/options';
import { type TicketBet, type TicketDraw, betStatusLabel } from '../game/tickets';
import { BallRow, DrawNumbers } from './draw-balls';

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

export interface BetNumbersProps {
  bet: { combinations: readonly (readonly number[])[]; gameMode: GameModeId };
  /** the bet's draw: its numbers once the result is confirmed (null before) */
  draw: { winningNumbers: readonly number[] | null; machineNumbers: readonly number[] | null };
  /** also show the draw's winning and machine numbers (when the page does not show them already) */
  withDraw?: boolean;
  size?: 'sm' | 'md';
}

/** The numbers a bet played, those that came out filled (machine ones count in double chance only), and the draw's numbers. */
export function BetNumbers({ bet, draw, withDraw = false, size = 'sm' }: BetNumbersProps) {
  const numbers = playedNumbers(bet.combinations);
  const drawn = draw.winningNumbers !== null;
  const hits: NumberHit[] = drawn ? numberHits(numbers, draw, bet.gameMode) : [];
  return (
    <Stack gap={6}>
      <BallRow label="Numéros joués" numbers={numbers} tone="played" hits={hits} size={size} />
      {withDraw && drawn && <DrawNumbers winning={draw.winningNumbers!} machine={draw.machineNumbers ?? []} size={size} />}
    </Stack>
  );
}
