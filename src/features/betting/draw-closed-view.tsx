import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CHOOSE_ANOTHER_DRAW, CLOSED_DRAW_MESSAGES, CLOSED_DRAW_TITLE, type ClosedReason } from '../../game/draw-sales';
import type { Draw } from '../../game/schedule';
import { DrawLine } from './draw-line';

/**
 * The bet builder once its draw is no longer sold (issue 38): said at once, not at 'Valider', with why,
 * and the way to another draw of the same day (the hour picker shows this one closed).
 */
export function DrawClosedView({ draw, reason }: { draw: Draw; reason: ClosedReason }) {
  const { country, day } = draw;
  return (
    <Container size="sm" px={{ base: 8, sm: 'md' }} py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          Créer un pari
        </Title>
        <DrawLine draw={draw} />
        <Alert color="red" variant="light" title={CLOSED_DRAW_TITLE} role="alert">
          {CLOSED_DRAW_MESSAGES[reason]}
        </Alert>
        <Group>
          <Button component={Link} to={`/games/${country.code}/${day}`}>
            {CHOOSE_ANOTHER_DRAW}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
