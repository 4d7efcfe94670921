import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { useMinuteNow } from '../../components/use-minute-now';
import { PlayStatusBanner } from '../../components/play-status-banner';
import { usePlayStatus } from '../../components/play-status-context';
import { COUNTRIES } from '../../game/countries';
import { playNotice } from '../../game/responsible-gaming-notices';
import { CountryCard } from './country-card';

export function Component() {
  // one ticking source for every card's countdown; the draws' statuses for those closed early
  const now = useMinuteNow();
  const statuses = useDrawStatuses();
  const status = usePlayStatus();
  const notice = status && playNotice(status, 'catalogue');
  return (
    <Stack>
      <Title order={1} size="h2">Catalogue des jeux</Title>
      {notice && <PlayStatusBanner notice={notice} />}
      <Text c="gray.7">Choisissez un pays pour voir ses tirages.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {COUNTRIES.map((country) => (
          <CountryCard key={country.code} country={country} now={now} statuses={statuses} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
