import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { useMinuteNow } from '../../components/use-minute-now';
import { CountryFlag } from '../../components/country-flag';
import { type Country, findCountry } from '../../game/countries';
import { activeDaysFromToday, countryTime } from '../../game/schedule';
import { DayCard } from './day-card';

function DayPicker({ country }: { country: Country }) {
  const now = useMinuteNow();
  const statuses = useDrawStatuses();
  const today = countryTime(country, now).weekday;
  return (
    <Stack>
      <Group gap="sm">
        <CountryFlag country={country} height={28} />
        <Title order={1} size="h2">{country.name}</Title>
      </Group>
      <Text c="gray.7">Choisissez le jour du tirage.</Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {activeDaysFromToday(country, now).map((day) => (
          <DayCard key={day} country={country} day={day} isToday={day === today} now={now} statuses={statuses} />
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/games" variant="default">
          Retour
        </Button>
      </Group>
    </Stack>
  );
}

export function Component() {
  const country = findCountry(useParams().countryCode);
  if (!country) return <Navigate to="/games" replace />;
  return <DayPicker country={country} />;
}
