import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';

/** A list or page that could not be read: what, why (French), and 'Réessayer'. */
export function LoadError({ title, error, onRetry }: { title: string; error: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text inherit>{error}</Text>
        <Button size="xs" color="red.9" onClick={onRetry}>
          Réessayer
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list being read, announced as a status. */
export function Loading({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text c="gray.7">{label}</Text>
    </Group>
  );
}
