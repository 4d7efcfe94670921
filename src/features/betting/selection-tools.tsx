import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import {
  type PairChoice,
  selectAllPairsPicked,
  selectAnagramKind,
  selectBaseSize,
  selectControls,
  selectPairChoices,
  selectSumError,
  selectSumInput,
} from '../../../machines/bet-builder/bet-builder.selectors';
import type { AnagramKind } from '../../game/combinations';
import { BASE_SIZES, type BaseSize } from '../../game/selection';
import { ChoiceChips } from './choice-chips';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

const sameControls = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
const sameChoices = (a: PairChoice[], b: PairChoice[]) => a.length === b.length && a.every((c, i) => c.label === b[i]!.label && c.picked === b[i]!.picked);

/** Flash, Effacer and the controls only some types use. */
export function SelectionTools({ actor, onFlash }: { actor: Actor; onFlash: () => void }) {
  const controls = useSelector(actor, selectControls, sameControls);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button color="amber.5" autoContrast onClick={onFlash}>
          Flash
        </Button>
        <Button variant="default" onClick={() => actor.send({ type: 'clear' })}>
          Effacer
        </Button>
        {controls.selectAll && <SelectAll actor={actor} />}
      </Group>
      {controls.baseSize && <BaseSizeChoice actor={actor} />}
      {controls.targetSum && <TargetSum actor={actor} />}
      {controls.anagramKind && <AnagramChoice actor={actor} />}
      {controls.pairList && <PairList actor={actor} />}
    </Stack>
  );
}

function SelectAll({ actor }: { actor: Actor }) {
  const all = useSelector(actor, selectAllPairsPicked);
  return (
    <Button variant="default" onClick={() => actor.send({ type: 'pairs.selectAll' })}>
      {all ? 'Tout désélectionner' : 'Tout sélectionner'}
    </Button>
  );
}

function BaseSizeChoice({ actor }: { actor: Actor }) {
  const size = useSelector(actor, selectBaseSize);
  return (
    <NativeSelect
      label="Taille de la base"
      value={String(size)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        actor.send({ type: 'baseSize.change', size: (value === 'total' ? 'total' : Number(value)) as BaseSize });
      }}
      data={[{ value: 'total', label: 'Champ total (89)' }, ...BASE_SIZES.map((n) => ({ value: String(n), label: `${n} numéros` }))]}
      maw={240}
    />
  );
}

function TargetSum({ actor }: { actor: Actor }) {
  const value = useSelector(actor, selectSumInput);
  const error = useSelector(actor, selectSumError);
  return (
    <TextInput
      label="Somme visée (3 à 179)"
      inputMode="numeric"
      value={value}
      error={error}
      onChange={(event) => actor.send({ type: 'sum.change', value: event.currentTarget.value })}
      maw={240}
    />
  );
}

const ANAGRAM_CHOICES: { id: AnagramKind; label: string }[] = [
  { id: 'simple', label: 'Simple' },
  { id: 'complete', label: 'Complet' },
];

function AnagramChoice({ actor }: { actor: Actor }) {
  const kind = useSelector(actor, selectAnagramKind);
  return <ChoiceChips name="anagram-kind" label="Tournant" value={kind} choices={ANAGRAM_CHOICES} onChange={(chosen) => actor.send({ type: 'anagram.change', kind: chosen })} />;
}

function PairList({ actor }: { actor: Actor }) {
  const choices = useSelector(actor, selectPairChoices, sameChoices);
  return (
    <div role="group" aria-label="Couples" style={{ maxHeight: 180, overflowY: 'auto' }}>
      <Group gap={6}>
        {choices.map((choice) => (
          <PairButton key={choice.label} first={choice.pair[0]} second={choice.pair[1]} picked={choice.picked} actor={actor} />
        ))}
      </Group>
    </div>
  );
}

/** Memoized on primitives: toggling one couple re-renders one button, not the 89 of closing. */
const PairButton = memo(function PairButton({ first, second, picked, actor }: { first: number; second: number; picked: boolean; actor: Actor }) {
  const label = `${first}–${second}`;
  return (
    <Button
      size="compact-sm"
      variant={picked ? 'filled' : 'default'}
      color="amber.5"
      autoContrast
      aria-pressed={picked}
      aria-label={`Couple ${label}`}
      onClick={() => actor.send({ type: 'pair.toggle', pair: [first, second] })}
    >
      {label}
    </Button>
  );
});
