import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CountryFlag } from '../../components/country-flag';
import type { Country } from '../../game/countries';
import { type DrawStatuses, NO_DRAW_STATUSES, closesInText, nextDrawOnSaleToday } from '../../game/draw-sales';
import { describeActiveDays, drawHoursOf } from '../../game/country-summary';

const NO_GAME_TODAY = "Aucun jeu disponible aujourd'hui";

/** One country of the catalogue: what it offers and its next draw today still on sale, with the time left to play it. */
export function CountryCard({ country, now, statuses = NO_DRAW_STATUSES }: { country: Country; now: Date; statuses?: DrawStatuses }) {
  const titleId = useId();
  const next = nextDrawOnSaleToday(country, now, statuses);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <CountryFlag country={country} height={24} />
          <Title order={2} size="h3" id={titleId}>
            {country.name}
          </Title>
          <Badge variant="default" ml="auto">
            {country.code}
          </Badge>
        </Group>
        <Text size="sm">{describeActiveDays(country.activeDays)}</Text>
        <Text size="sm" c="gray.7">
          Tirages : {drawHoursOf(country).join(', ')}
        </Text>
        {next ? (
          <div>
            <Text fw={600}>Prochain tirage aujourd'hui : {next.hour}</Text>
            <Text size="sm" c="gray.7">
              {closesInText(next.drawAt, now)}
            </Text>
          </div>
        ) : (
          <Text fw={600} c="gray.7">
            {NO_GAME_TODAY}
          </Text>
        )}
        <Button component={Link} to={`/games/${country.code}`} mt="auto">
          Voir les jeux
        </Button>
      </Stack>
    </Card>
  );
}
