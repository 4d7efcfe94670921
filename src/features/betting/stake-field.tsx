import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectStake, selectStakeError, selectStakeInput } from '../../../machines/bet-builder/bet-builder.selectors';
import { formatAmount } from '../../game/format';
import { QUICK_AMOUNTS } from '../../game/stakes';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

/** The stake per combination: typed (digits only) or one of the quick amounts. */
export function StakeField({ actor }: { actor: Actor }) {
  const value = useSelector(actor, selectStakeInput);
  const stake = useSelector(actor, selectStake);
  const error = useSelector(actor, selectStakeError);
  return (
    <Stack gap="xs">
      <TextInput
        label="Mise par combinaison (CFA)"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        error={error}
        onChange={(event) => actor.send({ type: 'stake.change', value: event.currentTarget.value })}
        maw={260}
      />
      <Group gap={6} role="group" aria-label="Montants rapides">
        {QUICK_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            size="compact-sm"
            variant={amount === stake && !error ? 'filled' : 'default'}
            aria-pressed={amount === stake && !error}
            onClick={() => actor.send({ type: 'stake.quick', amount })}
          >
            {formatAmount(amount)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
