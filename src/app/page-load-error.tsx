import { Container } from '@mantine/core';
import { DOWNLOAD_FAILED, LoadError } from '../components/load-states';

export const PAGE_LOAD_ERROR = { title: "Cette page n'a pas pu être chargée", error: DOWNLOAD_FAILED } as const;

/** A page whose code could not be downloaded (offline, a new version deployed meanwhile): 'Réessayer' asks again. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <LoadError title={PAGE_LOAD_ERROR.title} error={PAGE_LOAD_ERROR.error} onRetry={onRetry} />
    </Container>
  );
}
