import { Paper, Text } from '@mantine/core';
import { formatAmount } from '../../game/format';

/** 'Gains disponibles', as the withdrawal and conversion screens show them above their form. */
export function AvailableWinnings({ winnings }: { winnings: number }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="gray.7">
        Gains disponibles
      </Text>
      <Text fw={700} fz="xl" aria-label={`Gains disponibles : ${formatAmount(winnings)}`}>
        {formatAmount(winnings)}
      </Text>
    </Paper>
  );
}
