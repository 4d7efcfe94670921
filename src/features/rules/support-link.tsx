import { Anchor } from '@mantine/core';
import { config } from '../../config';

/** Dark, underlined: the theme's green is too pale for link text on white (WCAG contrast). */
export function SupportLink() {
  return (
    <Anchor href={`mailto:${config.supportEmail}`} c="inherit" underline="always" fw={600}>
      {config.supportEmail}
    </Anchor>
  );
}
