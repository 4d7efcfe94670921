import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Ref, useId } from 'react';
import type { LimitFormView } from '../../../machines/operator-exposure/operator-exposure.selectors';

export interface LimitFormProps {
  /** the form's name ('Limite d'une ligne'), its heading */
  title: string;
  /** what the form does, under its title */
  description?: string;
  /** the line field (the line form only) */
  withLine?: boolean;
  amountLabel: string;
  view: LimitFormView;
  /** another change is being sent */
  disabled: boolean;
  amountRef?: Ref<HTMLInputElement>;
  onLineChange?: (value: string) => void;
  onAmountChange: (value: string) => void;
  onSubmit: () => void;
  /** 'Annuler', for a form opened on demand */
  onCancel?: () => void;
}

/**
 * One limit form of the desk: a line (number, pair or set) for a line's limit, and an amount in CFA; checked before
 * anything is sent (each field says what is wrong once 'Enregistrer' was pressed), the server's refusal under it.
 */
export function LimitForm({ title, description, withLine, amountLabel, view, disabled, amountRef, onLineChange, onAmountChange, onSubmit, onCancel }: LimitFormProps) {
  const titleId = useId();
  const descriptionId = useId();
  const busy = disabled || view.saving;
  return (
    <form
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="xs">
        <Text fw={700} id={titleId}>
          {title}
        </Text>
        {description && (
          <Text size="sm" c="gray.7" id={descriptionId}>
            {description}
          </Text>
        )}
        {withLine && (
          <TextInput
            label="Ligne"
            description="Un numéro (27), une paire (12-27) ou une combinaison (3-12-27)"
            value={view.line}
            error={view.lineError}
            autoComplete="off"
            spellCheck={false}
            readOnly={busy}
            onChange={(event) => onLineChange?.(event.currentTarget.value)}
            maw={320}
          />
        )}
        <TextInput
          ref={amountRef}
          label={amountLabel}
          value={view.amount}
          error={view.amountError}
          inputMode="numeric"
          autoComplete="off"
          readOnly={busy}
          rightSection={
            <Text size="sm" c="gray.7" aria-hidden="true">
              CFA
            </Text>
          }
          rightSectionWidth={48}
          onChange={(event) => onAmountChange(event.currentTarget.value)}
          maw={320}
        />
        {view.error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm" inherit>
              {view.error}
            </Text>
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={view.saving} disabled={disabled && !view.saving}>
            Enregistrer
          </Button>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel} disabled={view.saving}>
              Annuler
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
