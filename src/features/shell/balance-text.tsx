import { Text } from '@mantine/core';
import { formatAmount } from '../../game/format';

/** The play balance in the shell; null while the profile is not read yet (or cannot be): '…', never a 0 that is not the player's. */
export function BalanceText({ balance }: { balance: number | null }) {
  return (
    <Text fw={700} aria-label="Solde" aria-busy={balance === null || undefined}>
      {balance === null ? '…' : formatAmount(balance)}
    </Text>
  );
}
