import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useHourlyNow } from '../../components/clock';
import { COUNTRIES } from '../../game/countries';
import { CountryCard } from './country-card';

export function Component() {
  const now = useHourlyNow();
  return (
    <Stack>
      <Title order={1} size="h2">Catalogue des jeux</Title>
      <Text c="gray.7">Choisissez un pays pour voir ses tirages.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {COUNTRIES.map((country) => (
          <CountryCard key={country.code} country={country} now={now} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
