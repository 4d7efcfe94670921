import { Alert, CloseButton, Group, Text } from '@mantine/core';

/** What an operator's action did, said until dismissed: the console's and the exposure's. */
export function DeskNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Alert color="forest" variant="light" role="status">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text inherit>{notice}</Text>
        <CloseButton size="sm" aria-label="Fermer le message" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
