import { Alert } from '@mantine/core';
import { staleNote } from '../game/offline';

/** Above what the device kept from an earlier read, shown offline (issue 41): when it was read, and that it may be old. */
export function StaleNotice({ what, readAt }: { what: string; readAt: string }) {
  return (
    <Alert color="orange" variant="light" role="status" data-stale>
      {staleNote(what, readAt, Intl.DateTimeFormat().resolvedOptions().timeZone)}
    </Alert>
  );
}
