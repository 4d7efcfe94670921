import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OutcomeAlertProps {
  tone: 'success' | 'error' | 'info';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

// The theme's forest: Mantine's green is too light for text on its light background (WCAG contrast).
const COLORS = { success: 'forest', error: 'red', info: 'blue' } as const;

/** The outcome of a wallet request, announced as it appears: a status for good news, an alert for bad. */
export function OutcomeAlert({ tone, title, children, actions }: OutcomeAlertProps) {
  return (
    <Alert color={COLORS[tone]} variant="light" title={title} role={tone === 'error' ? 'alert' : 'status'}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Alert>
  );
}

/** A failed request: its French message, 'Réessayer' when the same request may simply be sent again, and 'Modifier'. */
export function FailureAlert(props: { title: string; message: string; canRetry: boolean; onRetry: () => void; onEdit: () => void }) {
  return (
    <OutcomeAlert
      tone="error"
      title={props.title}
      actions={
        <>
          {props.canRetry && <Button onClick={props.onRetry}>Réessayer</Button>}
          <Button variant="default" onClick={props.onEdit}>
            Modifier
          </Button>
        </>
      }
    >
      {props.message}
    </OutcomeAlert>
  );
}
