import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Country, Weekday } from '../../game/countries';
import { capitalize, formatDrawDate } from '../../game/format';
import { type DrawStatuses, NOTHING_ON_SALE, NO_DRAW_STATUSES, closesInText, hoursOnSale } from '../../game/draw-sales';
import { nextDateOf } from '../../game/schedule';

interface DayCardProps {
  country: Country;
  day: Weekday;
  isToday: boolean;
  now: Date;
  /** the database's statuses of the draws no longer on sale */
  statuses?: DrawStatuses;
}

/** One active day: its next date, and whether today still has a draw to play. */
export function DayCard({ country, day, isToday, now, statuses = NO_DRAW_STATUSES }: DayCardProps) {
  const titleId = useId();
  const date = formatDrawDate(nextDateOf(country, day, now), country.timeZone);
  const hours = hoursOnSale(country, day, now, statuses);
  const allPast = hours.every((h) => h.past);
  const next = hours.find((h) => h.closed === null);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h3" id={titleId}>
          {capitalize(day)}
        </Title>
        {isToday && (
          <Badge color="amber.4" autoContrast>
            Aujourd'hui
          </Badge>
        )}
        <Text>{date}</Text>
        {allPast && (
          <Text size="sm" c="gray.7">
            Tous les tirages de ce jour sont passés.
          </Text>
        )}
        {!allPast && !next && (
          <Text size="sm" c="gray.7">
            {NOTHING_ON_SALE}
          </Text>
        )}
        {isToday && next && (
          <Text size="sm" c="gray.7">
            Prochain tirage : {next.hour} · {closesInText(next.drawAt, now)}
          </Text>
        )}
        <Button component={Link} to={`/games/${country.code}/${day}`} mt="auto">
          Afficher
        </Button>
      </Stack>
    </Card>
  );
}
