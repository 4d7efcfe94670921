import { Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectMode, selectOption, selectOptions, selectType } from '../../../machines/bet-builder/bet-builder.selectors';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { BET_TYPES, type BetTypeId } from '../../game/bet-types';
import { GAME_MODES, type GameModeId } from '../../game/options';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

const sameOptions = (a: { id: string; multiplier: number }[], b: { id: string; multiplier: number }[]) =>
  a.length === b.length && a.every((o, i) => o.id === b[i]!.id && o.multiplier === b[i]!.multiplier);

/** Mode, bet type and option. */
export function BetChoices({ actor }: { actor: Actor }) {
  const mode = useSelector(actor, selectMode);
  const type = useSelector(actor, selectType);
  const option = useSelector(actor, selectOption);
  const options = useSelector(actor, selectOptions, sameOptions);
  return (
    <Stack gap="sm">
      <div>
        <Text component="span" fw={600} size="sm" id="bet-mode-label">
          Mode de jeu
        </Text>
        <SegmentedControl
          aria-labelledby="bet-mode-label"
          fullWidth
          mt={4}
          value={mode}
          onChange={(value) => actor.send({ type: 'mode.change', mode: value as GameModeId })}
          data={GAME_MODES.map((m) => ({ value: m.id, label: m.name }))}
        />
      </div>
      <div role="radiogroup" aria-labelledby="bet-type-label">
        <Text fw={600} size="sm" id="bet-type-label" mb={4}>
          Type de pari
        </Text>
        <Chip.Group multiple={false} value={type} onChange={(value) => actor.send({ type: 'type.change', betType: value as BetTypeId })}>
          <Group gap={6}>
            {BET_TYPES.map((t) => (
              <Chip key={t.id} name="bet-type" value={t.id} size="sm" variant="filled" color="amber.5" autoContrast>
                <BetTypeIcon id={t.id} /> {t.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div role="radiogroup" aria-labelledby="bet-option-label">
        <Text fw={600} size="sm" id="bet-option-label" mb={4}>
          Option
        </Text>
        <Chip.Group multiple={false} value={option} onChange={(value) => actor.send({ type: 'option.change', option: value })}>
          <Group gap={6}>
            {options.map((o) => (
              <Chip key={o.id} name="bet-option" value={o.id} size="sm" variant="filled" color="amber.5" autoContrast>
                {o.name} ×{o.multiplier}
                {o.macMultiplier !== null ? ` / MAC ×${o.macMultiplier}` : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );
}
