import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectMode, selectOption, selectOptions, selectType } from '../../../machines/bet-builder/bet-builder.selectors';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { BET_TYPES, type BetTypeId } from '../../game/bet-types';
import { GAME_MODES, type GameModeId } from '../../game/options';
import { ChoiceChips } from './choice-chips';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

const sameOptions = (a: { id: string; multiplier: number }[], b: { id: string; multiplier: number }[]) =>
  a.length === b.length && a.every((o, i) => o.id === b[i]!.id && o.multiplier === b[i]!.multiplier);

const MODE_CHOICES = GAME_MODES.map((m) => ({ id: m.id, label: m.name }));
const TYPE_CHOICES = BET_TYPES.map((t) => ({ id: t.id, label: <><BetTypeIcon id={t.id} /> {t.name}</> }));

/** Mode, bet type and option, as chips (docs/decisions.md, 'The betting page's choices as chips'). */
export function BetChoices({ actor }: { actor: Actor }) {
  const mode = useSelector(actor, selectMode);
  const type = useSelector(actor, selectType);
  const option = useSelector(actor, selectOption);
  const options = useSelector(actor, selectOptions, sameOptions);
  const optionChoices = options.map((o) => ({
    id: o.id,
    label: `${o.name} ×${o.multiplier}${o.macMultiplier !== null ? ` / MAC ×${o.macMultiplier}` : ''}`,
  }));
  return (
    <Stack gap="sm">
      <ChoiceChips name="bet-mode" label="Mode de jeu" value={mode} choices={MODE_CHOICES} onChange={(chosen: GameModeId) => actor.send({ type: 'mode.change', mode: chosen })} />
      <ChoiceChips name="bet-type" label="Type de pari" value={type} choices={TYPE_CHOICES} onChange={(chosen: BetTypeId) => actor.send({ type: 'type.change', betType: chosen })} />
      <ChoiceChips name="bet-option" label="Option" value={option} choices={optionChoices} onChange={(chosen) => actor.send({ type: 'option.change', option: chosen })} />
    </Stack>
  );
}
