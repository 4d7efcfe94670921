import { Chip, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One choice among chips (a radio group named by its label). */
export function ChoiceChips<T extends string>({ name, label, value, choices, onChange }: {
  name: string;
  label: string;
  value: T;
  choices: readonly { id: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  const labelId = `${name}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <Text fw={600} size="sm" id={labelId} mb={4}>
        {label}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={(chosen) => onChange(chosen as T)}>
        <Group gap={6}>
          {choices.map((choice) => (
            <Chip key={choice.id} name={name} value={choice.id} size="sm" variant="filled" color="amber.5" autoContrast>
              {choice.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
