import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectMaxPayout, selectPayoutGap } from '../../../machines/bet-builder/bet-builder-payout.selectors';
import { formatAmount } from '../../game/format';
import { payoutGapNote } from '../../game/payout-gap';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

/** 'Gain maximal possible': a frame behind the grid, like the other totals. */
export function MaxPayoutAmount({ actor }: { actor: Actor }) {
  return formatAmount(useDeferredValue(useSelector(actor, selectMaxPayout)));
}

/** Why 'Gain potentiel' says more than 'Gain maximal possible', under the figures; nothing when they agree. */
export function PayoutGapLine({ actor }: { actor: Actor }) {
  const gap = useDeferredValue(useSelector(actor, selectPayoutGap));
  return (
    gap && (
      <Text size="xs" c="gray.7" mt={4}>
        {payoutGapNote(gap, 1)}
      </Text>
    )
  );
}
