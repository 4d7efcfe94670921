import { Badge, Group, Stack, Text } from '@mantine/core';
import type { HistoryLine } from '../../../machines/wallet-history/wallet-history.selectors';
import { formatAmount } from '../../game/format';
import { formatDateTime, formatSignedAmount, ledgerKindLabel } from '../../game/wallet';
import classes from './history-list.module.css';

function Amounts({ line }: { line: HistoryLine }) {
  if (line.type === 'pendingRecharge') {
    return (
      <Stack gap={0} align="flex-end">
        <Text fw={700}>{formatSignedAmount(line.payment.amount)}</Text>
        <Text size="sm" c="gray.7">
          Pas encore crédité
        </Text>
      </Stack>
    );
  }
  const { playAmount, winningsAmount, balanceAfter, winningsAfter } = line.transaction;
  return (
    <Stack gap={0} align="flex-end">
      {playAmount !== 0 && (
        <>
          <Text fw={700}>{formatSignedAmount(playAmount)}</Text>
          <Text size="sm" c="gray.7">
            Solde : {formatAmount(balanceAfter)}
          </Text>
        </>
      )}
      {winningsAmount !== 0 && (
        <>
          <Text fw={700}>{formatSignedAmount(winningsAmount)} de gains</Text>
          <Text size="sm" c="gray.7">
            Gains : {formatAmount(winningsAfter)}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** The wallet's history: what moved, when, by how much, and the balance right after. */
export function HistoryList({ lines }: { lines: readonly HistoryLine[] }) {
  return (
    <ul className={classes.list}>
      {lines.map((line) => {
        const key = line.type === 'pendingRecharge' ? `payment-${line.payment.id}` : line.transaction.id;
        const label = line.type === 'pendingRecharge' ? ledgerKindLabel('recharge') : ledgerKindLabel(line.transaction.kind);
        const date = line.type === 'pendingRecharge' ? line.payment.createdAt : line.transaction.createdAt;
        const pending = line.type === 'pendingRecharge' || line.pending;
        return (
          <li key={key} className={classes.line} data-pending={pending || undefined}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2}>
                <Group gap={6}>
                  <Text fw={600}>{label}</Text>
                  {pending && (
                    <Badge color="amber" variant="light" c="amber.9">
                      En attente
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {formatDateTime(date)}
                </Text>
              </Stack>
              <Amounts line={line} />
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
