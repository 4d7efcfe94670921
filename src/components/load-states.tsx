import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import classes from './load-states.module.css';

/** What to do when a page's code or part of it could not be downloaded (src/app/page-load-error.tsx, lazy-part.tsx). */
export const DOWNLOAD_FAILED = 'Vérifiez votre connexion, puis réessayez.';

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

/**
 * A list being read, announced as a status. Beside a title (`besideTitle`), a phone shows the spinner alone:
 * the words would wrap under the title and the page would move up when the list arrives.
 */
export function Loading({ label, besideTitle = false }: { label: string; besideTitle?: boolean }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text c="gray.7" className={besideTitle ? classes.phoneHiddenLabel : undefined}>
        {label}
      </Text>
    </Group>
  );
}
