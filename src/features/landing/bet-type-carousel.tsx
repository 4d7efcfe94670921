import { Badge, Card, Text } from '@mantine/core';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { BET_TYPES, type BetType } from '../../game/bet-types';
import classes from './bet-type-carousel.module.css';
import { numbersLabel } from './landing-summary';

function BetTypeSlide({ type, hidden }: { type: BetType; hidden: boolean }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.slide}
      role={hidden ? undefined : 'group'}
      aria-roledescription={hidden ? undefined : 'diapositive'}
      aria-label={hidden ? undefined : type.name}
      aria-hidden={hidden || undefined}
    >
      <BetTypeIcon id={type.id} size={32} />
      <Text fw={700} fz="lg">
        {type.name}
      </Text>
      <Badge color="amber.3" c="dark.9" variant="filled" my={6}>
        {numbersLabel(type)}
      </Badge>
      <Text size="sm" c="dimmed">
        {type.description}
      </Text>
    </Card>
  );
}

/**
 * The ten bet types, scrolling by themselves (a CSS loop over two copies) and pausing while hovered or
 * focused (CSS too: the prerendered page moves and pauses before any script); still, and scrollable,
 * under reduced motion.
 */
export function BetTypeCarousel() {
  return (
    <section className={classes.viewport} aria-roledescription="carrousel" aria-label="Les dix types de paris" tabIndex={0}>
      <div className={classes.track} data-testid="bet-type-track" aria-live="off">
        {BET_TYPES.map((type) => (
          <BetTypeSlide key={type.id} type={type} hidden={false} />
        ))}
        {BET_TYPES.map((type) => (
          <BetTypeSlide key={`${type.id}-loop`} type={type} hidden />
        ))}
      </div>
    </section>
  );
}
