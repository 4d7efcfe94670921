import { Text } from '@mantine/core';
import { config } from '../config';

/** The tagline under the brand, on the landing page and the account pages (SPEC §1). */
export const TAGLINE = 'Plateforme de paris interactifs en ligne';

/** The brand: two words, the second in amber. */
export function Brand({ size = 'xl' }: { size?: string }) {
  return (
    <Text component="span" fw={800} fz={size} lh={1}>
      {config.brand.first}{' '}
      <Text component="span" inherit c="amber.7">
        {config.brand.second}
      </Text>
    </Text>
  );
}
