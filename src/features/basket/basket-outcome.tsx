import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlacedTicketReceipt, PlacementFailure } from '../../../machines/basket/basket.machine';
import type { BasketLine } from '../../../machines/basket/basket.selectors';
import { formatAmount } from '../../game/format';
import { describeItem } from './basket-item-card';

/** 'Succès!' (SPEC §4), with the ticket bought (a link to its verification page) and the new play balance. */
export function PlacedAlert({ ticket }: { ticket: PlacedTicketReceipt | null }) {
  return (
    <Alert color="forest" variant="filled" title="Succès!">
      <Stack gap={4}>
        <Text inherit>Vos paris ont été validés avec succès!</Text>
        {ticket && (
          <>
            <Text inherit>
              Ticket{' '}
              <Anchor component={Link} to={`/ticket/${ticket.code}`} c="white" fw={700} underline="always">
                {ticket.code}
              </Anchor>
            </Text>
            <Text inherit>Nouveau solde : {formatAmount(ticket.balance)}</Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}

export interface FailureAlertProps {
  failure: PlacementFailure;
  lines: readonly BasketLine[];
  canRetry: boolean;
  onRetry: () => void;
}

/** Why the bets were not validated, and what to do: recharge, change the named bet, or try again with the same key. */
export function FailureAlert({ failure, lines, canRetry, onRetry }: FailureAlertProps) {
  const named = failure.itemId === null ? undefined : lines.find((line) => line.item.id === failure.itemId)?.item;
  return (
    <Alert color="red" variant="light" title="Vos paris n'ont pas été validés" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text inherit fw={600}>
          {failure.message}
        </Text>
        {named && (
          <Text inherit>
            Pari concerné : {describeItem(named)}. Retirez-le ou désélectionnez-le, puis validez à nouveau.
          </Text>
        )}
        {failure.code === 'insufficient_funds' && (
          <Button component={Link} to="/recharge" size="xs" color="red.9">
            Recharger
          </Button>
        )}
        {failure.kind === 'unconfirmed' && (
          <>
            <Text inherit>Vos paris sont gardés. « Réessayer » ne vous débitera jamais deux fois.</Text>
            <Button size="xs" color="red.9" onClick={onRetry} disabled={!canRetry}>
              Réessayer
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
