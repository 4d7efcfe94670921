import { Center, Loader } from '@mantine/core';

/** The spinner shown while the session loads; announced to screen readers. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Chargement…">
      <Loader color="amber.7" aria-hidden />
    </Center>
  );
}
